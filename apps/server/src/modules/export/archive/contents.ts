import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { birds, hunts, locations, photos, reports } from '../../../db/schema.js';
import {
  huntsVisibleTo,
  locationsVisibleTo,
  reportPolicy,
  reportPolicyJoin,
  reportsVisibleTo,
} from '../../../platform/visibility/index.js';

/**
 * Everything the hunter owns, as stored (through the visibility module, owner in every WHERE):
 * hunts with their birds, locations, reports, and the photos they uploaded.
 */
export async function ownedRecords(db: Database, ownerId: number) {
  const ownHunts = await db
    .select()
    .from(hunts)
    .where(and(huntsVisibleTo(ownerId), eq(hunts.userId, ownerId)))
    .orderBy(asc(hunts.id));
  const huntIds = ownHunts.map((hunt) => hunt.id);
  const harvest =
    huntIds.length === 0
      ? []
      : await db.select().from(birds).where(inArray(birds.huntId, huntIds)).orderBy(asc(birds.id));
  return {
    hunts: ownHunts.map((hunt) => ({
      ...hunt,
      birds: harvest.filter((bird) => bird.huntId === hunt.id),
    })),
    locations: await db
      .select()
      .from(locations)
      .where(and(locationsVisibleTo(ownerId), eq(locations.userId, ownerId)))
      .orderBy(asc(locations.id)),
    reports: await db
      .select(getTableColumns(reports))
      .from(reports)
      .leftJoin(reportPolicy, reportPolicyJoin)
      .where(and(reportsVisibleTo(ownerId), eq(reports.userId, ownerId)))
      .orderBy(asc(reports.id)),
    photos: await db
      .select()
      .from(photos)
      .where(eq(photos.userId, ownerId))
      .orderBy(asc(photos.id)),
  };
}
export type OwnedRecords = Awaited<ReturnType<typeof ownedRecords>>;
