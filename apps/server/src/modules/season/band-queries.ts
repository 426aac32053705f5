import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  BAND_TYPE_LABELS,
  BAND_TYPES,
  REPORT_BAND_URL,
  speciesLabel,
  type BandLogEntry,
  type BandValues,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birdBands, birds, hunts, locations } from '../../db/schema.js';
import { huntPlaceVisibleTo } from '../../platform/visibility/index.js';
import type { PageRequest } from '../../platform/pagination.js';
import { ownHunts } from './own-hunts.js';

const bandColumns = {
  birdId: birds.id,
  huntId: hunts.id,
  dateOfHunt: hunts.dateOfHunt,
  place: locations.name,
  latitude: hunts.latitude,
  longitude: hunts.longitude,
  species: birds.species,
  gender: birds.gender,
  bandNumber: birdBands.bandNumber,
  bandType: birdBands.bandType,
  notes: birdBands.notes,
  reportedOn: birdBands.reportedOn,
};

const ownBands = (hunterId: number, birdId: number | undefined) =>
  and(ownHunts(hunterId), birdId === undefined ? undefined : eq(birds.id, birdId));

function bandRows(
  db: Database,
  hunterId: number,
  birdId: number | undefined,
  page: PageRequest = { page: 1, pageSize: 1, offset: 0 },
) {
  return db
    .select(bandColumns)
    .from(birdBands)
    .innerJoin(birds, eq(birds.id, birdBands.birdId))
    .innerJoin(hunts, eq(hunts.id, birds.huntId))
    .leftJoin(locations, huntPlaceVisibleTo(hunterId))
    .where(ownBands(hunterId, birdId))
    .orderBy(desc(hunts.dateOfHunt), desc(birds.id))
    .limit(page.pageSize)
    .offset(page.offset);
}
type BandRow = Awaited<ReturnType<typeof bandRows>>[number];

function presentBand(row: BandRow): BandLogEntry {
  const bandType = BAND_TYPES.find((type) => type === row.bandType) ?? 'other';
  return {
    bird_id: row.birdId,
    hunt_id: row.huntId,
    date_of_hunt: row.dateOfHunt,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    species: row.species,
    species_display: speciesLabel(row.species),
    gender: row.gender === 'hen' ? 'hen' : 'drake',
    band_number: row.bandNumber,
    band_type: bandType,
    band_type_display: BAND_TYPE_LABELS[bandType],
    notes: row.notes,
    reported_on: row.reportedOn,
    report_url: REPORT_BAND_URL,
  };
}

/** One of the hunter's banded birds, or undefined when it is not theirs or has no band. */
export async function ownBand(
  db: Database,
  hunterId: number,
  birdId: number,
): Promise<BandLogEntry | undefined> {
  const [row] = await bandRows(db, hunterId, birdId);
  return row ? presentBand(row) : undefined;
}

/** One page of the hunter's banded birds, newest hunt first, and how many they have. */
export async function bandLogPage(
  db: Database,
  hunterId: number,
  page: PageRequest,
): Promise<{ count: number; bands: BandLogEntry[] }> {
  const [[total], rows] = await Promise.all([
    db
      .select({ count: count() })
      .from(birdBands)
      .innerJoin(birds, eq(birds.id, birdBands.birdId))
      .innerJoin(hunts, eq(hunts.id, birds.huntId))
      .where(ownBands(hunterId, undefined)),
    bandRows(db, hunterId, undefined, page),
  ]);
  return { count: total?.count ?? 0, bands: rows.map(presentBand) };
}

/** Whether the bird is one of the hunter's own, locked for the rest of the transaction. */
async function lockOwnBird(tx: Database, hunterId: number, birdId: number): Promise<boolean> {
  const [bird] = await tx
    .select({ id: birds.id })
    .from(birds)
    .innerJoin(hunts, eq(hunts.id, birds.huntId))
    .where(and(eq(birds.id, birdId), ownHunts(hunterId)))
    .for('update', { of: birds });
  return bird !== undefined;
}

/** Puts a band on the hunter's own bird (replacing the one it had); false when not theirs. */
export function saveBand(
  db: Database,
  hunterId: number,
  birdId: number,
  band: BandValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnBird(tx, hunterId, birdId))) return false;
    const values = {
      bandNumber: band.band_number,
      bandType: band.band_type,
      notes: band.notes,
      reportedOn: band.reported_on,
    };
    await tx
      .insert(birdBands)
      .values({ birdId, ...values })
      .onConflictDoUpdate({ target: birdBands.birdId, set: { ...values, updatedAt: sql`now()` } });
    return true;
  });
}

/** Sets the day the hunter reported the band of their own bird; false when there is none. */
export function reportBand(
  db: Database,
  hunterId: number,
  birdId: number,
  reportedOn: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnBird(tx, hunterId, birdId))) return false;
    const changed = await tx
      .update(birdBands)
      .set({ reportedOn, updatedAt: sql`now()` })
      .where(eq(birdBands.birdId, birdId))
      .returning({ birdId: birdBands.birdId });
    return changed.length > 0;
  });
}

/** Takes the band off the hunter's own bird; false when there was none. */
export function removeBand(db: Database, hunterId: number, birdId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnBird(tx, hunterId, birdId))) return false;
    const removed = await tx
      .delete(birdBands)
      .where(eq(birdBands.birdId, birdId))
      .returning({ birdId: birdBands.birdId });
    return removed.length > 0;
  });
}
