import { and, count, eq } from 'drizzle-orm';
import { REPORT_MAX_PHOTOS, REPORT_MESSAGES, reportPhotoCaption } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { photos, reports } from '../../db/schema.js';
import { fieldError } from '../../platform/errors.js';

/** What reports add to photos (seed 000 sections 7 and 9): at most 5, captioned when blank. */

async function reportPhotoCount(db: Database, reportId: number): Promise<number> {
  const [row] = await db
    .select({ photos: count() })
    .from(photos)
    .where(and(eq(photos.contentType, 'report'), eq(photos.objectId, reportId)));
  return row?.photos ?? 0;
}

/** 400 when the report already holds its 5 photos (asked before the file is even sent). */
export async function requireReportPhotoRoom(db: Database, reportId: number): Promise<void> {
  if ((await reportPhotoCount(db, reportId)) >= REPORT_MAX_PHOTOS) {
    throw fieldError('object_id', REPORT_MESSAGES.tooManyPhotos);
  }
}

/**
 * Inside the confirming transaction: locks the report so two confirmations cannot both take the
 * fifth place, refuses a sixth photo, and answers the caption to store ("Report photo {n}" when
 * the hunter left it blank).
 */
export async function claimReportPhotoSlot(
  tx: Database,
  reportId: number,
  caption: string,
): Promise<string> {
  await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).for('update');
  const existing = await reportPhotoCount(tx, reportId);
  if (existing >= REPORT_MAX_PHOTOS) throw fieldError('object_id', REPORT_MESSAGES.tooManyPhotos);
  return caption.trim() ? caption : reportPhotoCaption(existing + 1);
}
