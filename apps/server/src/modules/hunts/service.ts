import { and, count, eq, sql } from 'drizzle-orm';
import {
  HUNT_BIRDS_MAX,
  HUNT_MESSAGES,
  PARTY_MESSAGES,
  expandBirdEntry,
  harvestSpecies,
  harvestTotals,
  type BirdEntry,
  type HuntCreate,
  type HuntUpdate,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunts, locations } from '../../db/schema.js';
import { fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { huntAccess, locationAccess } from '../../platform/visibility/index.js';
import { deletePhotoRecordsOf } from '../photos/index.js';
import { huntPrivacyBefore, recordHuntActivity } from '../feed/index.js';
import { requirePartyShooter } from '../parties/index.js';

type BirdValues = Omit<BirdEntry, 'quantity'>;

function birdRows(huntId: number, entries: BirdValues[]) {
  return entries.map((bird) => ({
    huntId,
    species: bird.species,
    gender: bird.gender,
    harvestedAt: bird.harvested_at,
    notes: bird.notes,
    shooterMemberId: bird.shooter ?? null,
  }));
}

/**
 * A hunt may be placed only at a location the hunter may see (their own, a friend's, one shared
 * with them, a public one); any other id answers 404 for that location, as if it did not exist.
 * The row is key-share locked, so it cannot be deleted before the hunt that points at it commits.
 */
async function requireVisiblePlace(
  tx: Database,
  hunterId: number,
  locationId: number | null | undefined,
): Promise<void> {
  if (locationId === null || locationId === undefined) return;
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('key share');
  if (!(await locationAccess(tx, hunterId, locationId))) {
    throw new HttpError(404, HUNT_MESSAGES.locationNotFound, {
      location: [HUNT_MESSAGES.locationNotFound],
    });
  }
}

/** Creates the hunt and its birds in one transaction, totals counted from those birds. */
export async function createHunt(
  db: Database,
  ownerId: number,
  input: HuntCreate,
): Promise<number> {
  const harvest = input.birds.flatMap(expandBirdEntry);
  // A new hunt has no party yet: its birds are the owner's until the party is named.
  if (harvest.some((bird) => (bird.shooter ?? null) !== null)) {
    throw fieldError('shooter', PARTY_MESSAGES.shooterNotInParty);
  }
  const species = harvest.map((bird) => bird.species);
  const totals = harvestTotals(species);
  return db.transaction(async (tx) => {
    await requireVisiblePlace(tx, ownerId, input.location);
    const [hunt] = await tx
      .insert(hunts)
      .values({
        userId: ownerId,
        dateOfHunt: input.date_of_hunt,
        latitude: input.latitude,
        longitude: input.longitude,
        privacyLevel: input.privacy_level,
        notes: input.notes,
        weatherConditions: input.weather_conditions,
        temperature: input.temperature,
        windSpeed: input.wind_speed,
        windDirection: input.wind_direction,
        weather: input.weather,
        shellsFired: input.shells_fired,
        birdsLost: input.birds_lost,
        locationId: input.location,
        totalBirds: totals.total_birds,
        totalDucks: totals.total_ducks,
        totalGeese: totals.total_geese,
        species: harvestSpecies(species),
      })
      .returning({ id: hunts.id });
    if (!hunt) throw new Error('hunt insert returned no row');
    if (harvest.length > 0) await tx.insert(birds).values(birdRows(hunt.id, harvest));
    await recordHuntActivity(tx, hunt.id, 'hunt_created');
    return hunt.id;
  });
}

/**
 * The owner's hunt, locked for this transaction before it is checked, so it cannot vanish midway:
 * 404 when the viewer cannot see it, 403 when they can but may not change it.
 */
async function lockEditableHunt(tx: Database, viewerId: number, huntId: number): Promise<void> {
  await tx.select({ id: hunts.id }).from(hunts).where(eq(hunts.id, huntId)).for('update');
  const access = await huntAccess(tx, viewerId, huntId);
  if (!access) throw notFound();
  if (!access.permissions.can_edit) throw forbidden();
}

/** Recounts the totals and species from the hunt's birds, inside the transaction that changed them. */
async function recountHarvest(tx: Database, huntId: number): Promise<void> {
  const rows = await tx
    .select({ species: birds.species })
    .from(birds)
    .where(eq(birds.huntId, huntId));
  const species = rows.map((row) => row.species);
  const totals = harvestTotals(species);
  await tx
    .update(hunts)
    .set({
      totalBirds: totals.total_birds,
      totalDucks: totals.total_ducks,
      totalGeese: totals.total_geese,
      species: harvestSpecies(species),
      updatedAt: sql`now()`,
    })
    .where(eq(hunts.id, huntId));
}

export async function updateHunt(
  db: Database,
  viewerId: number,
  huntId: number,
  changes: HuntUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditableHunt(tx, viewerId, huntId);
    await requireVisiblePlace(tx, viewerId, changes.location);
    const values = {
      ...(changes.date_of_hunt !== undefined && { dateOfHunt: changes.date_of_hunt }),
      ...(changes.latitude !== undefined && { latitude: changes.latitude }),
      ...(changes.longitude !== undefined && { longitude: changes.longitude }),
      ...(changes.privacy_level !== undefined && { privacyLevel: changes.privacy_level }),
      ...(changes.notes !== undefined && { notes: changes.notes }),
      ...(changes.weather_conditions !== undefined && {
        weatherConditions: changes.weather_conditions,
      }),
      ...(changes.temperature !== undefined && { temperature: changes.temperature }),
      ...(changes.wind_speed !== undefined && { windSpeed: changes.wind_speed }),
      ...(changes.wind_direction !== undefined && { windDirection: changes.wind_direction }),
      ...(changes.weather !== undefined && { weather: changes.weather }),
      ...(changes.location !== undefined && { locationId: changes.location }),
      ...(changes.shells_fired !== undefined && { shellsFired: changes.shells_fired }),
      ...(changes.birds_lost !== undefined && { birdsLost: changes.birds_lost }),
    };
    if (Object.keys(values).length === 0) return;
    const privacyBefore = await huntPrivacyBefore(tx, huntId);
    await tx
      .update(hunts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(hunts.id, huntId));
    await recordHuntActivity(tx, huntId, 'hunt_updated', privacyBefore);
  });
}

/** Deletes the hunt and its photo rows; answers the photo files to remove once committed. */
export async function deleteHunt(
  db: Database,
  viewerId: number,
  huntId: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockEditableHunt(tx, viewerId, huntId);
    const photoFiles = await deletePhotoRecordsOf(tx, 'hunt', huntId);
    await tx.delete(hunts).where(eq(hunts.id, huntId));
    return photoFiles;
  });
}

/** POST add_bird: `quantity` copies of the bird, and the totals with them. */
export async function addBirds(
  db: Database,
  viewerId: number,
  huntId: number,
  entry: BirdEntry,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditableHunt(tx, viewerId, huntId);
    const [held] = await tx.select({ count: count() }).from(birds).where(eq(birds.huntId, huntId));
    if ((held?.count ?? 0) + entry.quantity > HUNT_BIRDS_MAX) {
      throw fieldError('quantity', HUNT_MESSAGES.tooManyBirds);
    }
    await requirePartyShooter(tx, huntId, entry.shooter ?? null);
    await tx.insert(birds).values(birdRows(huntId, expandBirdEntry(entry)));
    await recountHarvest(tx, huntId);
    await recordHuntActivity(tx, huntId, held?.count ? 'bird_harvested' : 'successful_hunt');
  });
}

/** DELETE remove_bird: one bird of this hunt, and the totals with it. */
export async function removeBird(
  db: Database,
  viewerId: number,
  huntId: number,
  birdId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditableHunt(tx, viewerId, huntId);
    const removed = await tx
      .delete(birds)
      .where(and(eq(birds.id, birdId), eq(birds.huntId, huntId)))
      .returning({ id: birds.id });
    if (removed.length === 0) throw notFound(HUNT_MESSAGES.birdNotFound);
    await recountHarvest(tx, huntId);
  });
}
