import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { ImportCommit, ImportResult, ImportSkipped } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locations, users } from '../../db/schema.js';
import { transactionWithEvents } from '../../platform/realtime/index.js';
import { recordImportedActivities } from './imported-activities.js';
import { ownedPlaces } from './owned-places.js';
import { inWorker } from './in-worker.js';
import { SavedPlaces } from './saved-places.js';
import type { ParseRequest, PreviewDocument } from './parse-worker.js';
import type { ReadProgress } from './waypoints.js';

/** Rows per INSERT: far below PostgreSQL's 65,535 bound parameters. */
const INSERT_BATCH = 1000;

/**
 * What the uploaded file would import for this hunter (the preview's JSON), read and judged in a
 * worker thread against the hunter's saved places; nothing is saved and the uploaded file is
 * removed once read.
 */
export async function previewImport(
  db: Database,
  ownerId: number,
  upload: Omit<ParseRequest, 'saved'>,
  onProgress?: (progress: ReadProgress) => void,
): Promise<PreviewDocument> {
  try {
    const request: ParseRequest = { ...upload, saved: await ownedPlaces(db, ownerId) };
    return await inWorker<PreviewDocument>('parse', request, onProgress);
  } finally {
    await fs.rm(upload.file, { force: true });
  }
}

/**
 * Saves the chosen waypoints as the hunter's locations in one transaction, leaving out those
 * already saved (same name within 25 m) and those repeated in the request. The hunter's row is
 * locked so two imports at once cannot both save the same place.
 */
export async function commitImport(
  db: Database,
  ownerId: number,
  commit: ImportCommit,
): Promise<ImportResult> {
  return transactionWithEvents(db, async ({ db: tx }) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const saved = SavedPlaces.of(await ownedPlaces(tx, ownerId));
    const skipped: ImportSkipped[] = [];
    const rows: (typeof locations.$inferInsert)[] = [];
    commit.locations.forEach((location, index) => {
      const match = saved.find(location.name, location.latitude, location.longitude);
      if (match) {
        skipped.push({
          index,
          name: location.name,
          reason: match.id === null ? 'repeated' : 'duplicate',
        });
        return;
      }
      saved.add(location.name, { id: null, ...location });
      rows.push({
        userId: ownerId,
        name: location.name,
        description: location.notes,
        locationType: location.location_type,
        privacyLevel: commit.privacy_level,
        latitude: location.latitude,
        longitude: location.longitude,
      });
    });
    const locationIds: number[] = [];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH);
      const inserted = await tx.insert(locations).values(batch).returning({ id: locations.id });
      locationIds.push(...inserted.map((row) => row.id));
    }
    await recordImportedActivities(tx, commit.privacy_level, { locationIds });
    return { imported: rows.length, skipped };
  });
}
