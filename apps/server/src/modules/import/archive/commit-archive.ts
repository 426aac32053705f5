import { and, eq } from 'drizzle-orm';
import {
  harvestSpecies,
  harvestTotals,
  type ArchiveImportPreview,
  type ArchiveImportResult,
  type PrivacyLevel,
} from '@marshlog/domain';
import type { Database } from '../../../db/client.js';
import { birds, hunts, locations, users } from '../../../db/schema.js';
import { huntsVisibleTo } from '../../../platform/visibility/index.js';
import { transactionWithEvents } from '../../../platform/realtime/index.js';
import { recordImportedActivities } from '../imported-activities.js';
import { ownedPlaces } from '../owned-places.js';
import { SavedPlaces } from '../saved-places.js';
import type { ArchiveHunt, ArchiveLocation, ArchiveRecords } from './archive-document.js';
import { judgeArchive, type LoggedHunt } from './judge-archive.js';

/** Rows per INSERT: far below PostgreSQL's 65,535 bound parameters. */
const INSERT_BATCH = 500;

function loggedHunts(db: Database, ownerId: number): Promise<LoggedHunt[]> {
  return db
    .select({
      dateOfHunt: hunts.dateOfHunt,
      latitude: hunts.latitude,
      longitude: hunts.longitude,
    })
    .from(hunts)
    .where(and(huntsVisibleTo(ownerId), eq(hunts.userId, ownerId)));
}

/** What the archive would import for the hunter, against what they already have; nothing is saved. */
export async function previewArchive(
  db: Database,
  ownerId: number,
  records: ArchiveRecords,
): Promise<ArchiveImportPreview> {
  const saved = SavedPlaces.of(await ownedPlaces(db, ownerId));
  return judgeArchive(records, saved, await loggedHunts(db, ownerId));
}

/** Inserts rows in batches, answering their ids in the order given. */
async function insertAll<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    ids.push(...(await insert(rows.slice(start, start + INSERT_BATCH))).map((row) => row.id));
  }
  return ids;
}

function huntRow(ownerId: number, hunt: ArchiveHunt, level: PrivacyLevel, place: number | null) {
  const species = hunt.birds.map((bird) => bird.species);
  const totals = harvestTotals(species);
  return {
    userId: ownerId,
    dateOfHunt: hunt.dateOfHunt,
    latitude: hunt.latitude,
    longitude: hunt.longitude,
    privacyLevel: level,
    notes: hunt.notes,
    weatherConditions: hunt.weatherConditions,
    temperature: hunt.temperature,
    windSpeed: hunt.windSpeed,
    windDirection: hunt.windDirection,
    weather: hunt.weather ?? null,
    shellsFired: hunt.shellsFired,
    birdsLost: hunt.birdsLost,
    locationId: place,
    totalBirds: totals.total_birds,
    totalDucks: totals.total_ducks,
    totalGeese: totals.total_geese,
    species: harvestSpecies(species),
  };
}

/**
 * Imports the archive's locations and hunts (with their birds) as the hunter's, all at one
 * privacy level, in one transaction: judged again inside it (the hunter's row locked, as the
 * file import does), so what is saved is what a preview now would show; a location already
 * saved is not saved again, and its hunts point at the saved one.
 */
export async function commitArchive(
  db: Database,
  ownerId: number,
  records: ArchiveRecords,
  level: PrivacyLevel,
): Promise<ArchiveImportResult> {
  return transactionWithEvents(db, async ({ db: tx }) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const preview = await previewArchive(tx, ownerId, records);
    const archived = new Map<number, ArchiveLocation>();
    for (const item of records.locations)
      if ('record' in item) archived.set(item.index, item.record);
    const fresh = preview.locations.candidates.filter((c) => c.duplicate_of === null);
    const freshIds = await insertAll(fresh, (batch) =>
      tx
        .insert(locations)
        .values(
          batch.map((candidate) => ({
            userId: ownerId,
            name: candidate.name,
            description: candidate.notes,
            accessNotes: archived.get(candidate.index)?.accessNotes ?? '',
            locationType: candidate.location_type,
            privacyLevel: level,
            latitude: candidate.latitude,
            longitude: candidate.longitude,
          })),
        )
        .returning({ id: locations.id }),
    );
    const placeOf = new Map<number, number>();
    fresh.forEach((candidate, position) => placeOf.set(candidate.index, freshIds[position] ?? 0));
    for (const candidate of preview.locations.candidates) {
      if (candidate.duplicate_of !== null) placeOf.set(candidate.index, candidate.duplicate_of);
    }
    const archivedHunts = new Map<number, ArchiveHunt>();
    for (const item of records.hunts)
      if ('record' in item) archivedHunts.set(item.index, item.record);
    const chosen = preview.hunts.candidates.flatMap((candidate) => {
      const hunt = archivedHunts.get(candidate.index);
      if (!hunt) return [];
      const place =
        candidate.location_index === null ? null : (placeOf.get(candidate.location_index) ?? null);
      return [{ hunt, row: huntRow(ownerId, hunt, level, place) }];
    });
    const huntIds = await insertAll(chosen, (batch) =>
      tx
        .insert(hunts)
        .values(batch.map(({ row }) => row))
        .returning({ id: hunts.id }),
    );
    const birdRows = chosen.flatMap(({ hunt }, position) =>
      hunt.birds.map((bird) => ({
        huntId: huntIds[position] ?? 0,
        species: bird.species,
        gender: bird.gender,
        harvestedAt: bird.harvestedAt,
        notes: bird.notes,
        outOfPossessionOn: bird.outOfPossessionOn,
      })),
    );
    await insertAll(birdRows, (batch) =>
      tx.insert(birds).values(batch).returning({ id: birds.id }),
    );
    await recordImportedActivities(tx, level, { locationIds: freshIds, huntIds });
    const duplicates = preview.locations.candidates
      .filter((candidate) => candidate.duplicate_of !== null)
      .map(({ index, name }) => ({ index, name, reason: 'duplicate' as const }));
    return {
      locations: {
        imported: fresh.length,
        skipped: [...preview.locations.skipped, ...duplicates].sort((a, b) => a.index - b.index),
      },
      hunts: { imported: chosen.length, skipped: preview.hunts.skipped },
    };
  });
}
