import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LOCATION_MESSAGES,
  type Location,
  type LocationCreate,
  type LocationListQuery,
  type LocationShareRequest,
  type LocationUnshareRequest,
  type LocationUpdate,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locationShares, locations, users } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { transactionWithEvents } from '../../platform/realtime/index.js';
import {
  locationAccess,
  type LocationAccess,
  ownerTiesSelection,
} from '../../platform/visibility/index.js';
import { recordNotification } from '../notifications/index.js';
import { recordLocationActivity } from '../feed/index.js';
import { deletePhotoRecordsOf } from '../photos/index.js';
import { presentLocation } from './present.js';
import { findLocationRow, findShares, findVisibleLocations } from './queries.js';

/** The viewer's access to a location they may see; 404 when it is unknown or hidden from them. */
export async function requireVisible(
  db: Database,
  viewerId: number | null,
  locationId: number,
): Promise<LocationAccess> {
  const access = await locationAccess(db, viewerId, locationId);
  if (!access) throw notFound();
  return access;
}

/**
 * For a write: locks the location row for this transaction before checking access, so it
 * cannot vanish or change hands midway; 404 when the viewer cannot see it.
 */
async function lockVisible(tx: Database, viewerId: number, locationId: number) {
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  return requireVisible(tx, viewerId, locationId);
}

/** Deleting and sharing belong to the owner; anyone else who sees the location gets a 403. */
async function lockOwned(tx: Database, viewerId: number, locationId: number) {
  const access = await lockVisible(tx, viewerId, locationId);
  if (!access.permissions.is_owner) throw forbidden();
  return access;
}

/** One location as the viewer sees it; 404 when it is unknown or hidden from them. */
export async function getLocation(
  db: Database,
  viewerId: number | null,
  locationId: number,
): Promise<Location> {
  await requireVisible(db, viewerId, locationId);
  return readLocation(db, viewerId, locationId);
}

/** The location JSON after access was checked (or the viewer just created it). */
async function readLocation(
  db: Database,
  viewerId: number | null,
  locationId: number,
): Promise<Location> {
  const row = await findLocationRow(db, viewerId, locationId);
  if (!row) throw notFound();
  const shares =
    row.location.userId === viewerId ? await findShares(db, viewerId, [locationId]) : [];
  return presentLocation(row, viewerId, shares);
}

export async function listLocations(
  db: Database,
  viewerId: number | null,
  query: LocationListQuery,
): Promise<{ count: number; results: Location[] }> {
  const { count, rows } = await findVisibleLocations(db, viewerId, query);
  const ownedIds = rows
    .filter((row) => row.location.userId === viewerId)
    .map((row) => row.location.id);
  const shares = viewerId === null ? [] : await findShares(db, viewerId, ownedIds);
  return { count, results: rows.map((row) => presentLocation(row, viewerId, shares)) };
}

/**
 * Saves a new location for its owner. photo_upload_data only announces the photos the client
 * uploads next through /photos/, so it is not stored here.
 */
export async function createLocation(
  db: Database,
  ownerId: number,
  input: LocationCreate,
): Promise<Location> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(locations)
      .values({
        userId: ownerId,
        name: input.name,
        description: input.description,
        accessNotes: input.access_notes,
        locationType: input.location_type,
        privacyLevel: input.privacy_level,
        latitude: input.latitude,
        longitude: input.longitude,
      })
      .returning({ id: locations.id });
    if (!created) throw new Error('insert into locations returned no row');
    await recordLocationActivity(tx, created.id, 'location_created');
    return readLocation(tx, ownerId, created.id);
  });
}

/** The owner or an edit-share holder changes fields; only the owner changes who sees it. */
export async function updateLocation(
  db: Database,
  viewerId: number,
  locationId: number,
  changes: LocationUpdate,
): Promise<Location> {
  return db.transaction(async (tx) => {
    const access = await lockVisible(tx, viewerId, locationId);
    if (!access.permissions.can_edit) throw forbidden();
    const changesPrivacy =
      changes.privacy_level !== undefined && changes.privacy_level !== access.privacyLevel;
    if (changesPrivacy && !access.permissions.is_owner)
      throw forbidden(LOCATION_MESSAGES.privacyOwnerOnly);
    const values = {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.access_notes !== undefined && { accessNotes: changes.access_notes }),
      ...(changes.location_type !== undefined && { locationType: changes.location_type }),
      ...(changes.privacy_level !== undefined && { privacyLevel: changes.privacy_level }),
      ...(changes.latitude !== undefined && { latitude: changes.latitude }),
      ...(changes.longitude !== undefined && { longitude: changes.longitude }),
    };
    if (Object.keys(values).length > 0) {
      await tx
        .update(locations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(locations.id, locationId));
      await recordLocationActivity(tx, locationId, 'location_updated');
    }
    return readLocation(tx, viewerId, locationId);
  });
}

/** Deletes the location, its shares and its photo rows; answers the files to remove once committed. */
export async function deleteLocation(
  db: Database,
  viewerId: number,
  locationId: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockOwned(tx, viewerId, locationId);
    const photoFiles = await deletePhotoRecordsOf(tx, 'location', locationId);
    await tx.delete(locations).where(eq(locations.id, locationId));
    return photoFiles;
  });
}

/** Why the owner may not share with these users, or null when every one is an accepted friend. */
async function shareRefusal(db: Database, ownerId: number, userIds: number[]) {
  if (userIds.includes(ownerId)) return fieldError('user_ids', LOCATION_MESSAGES.shareWithSelf);
  const found = await db
    .select({ id: users.id, ...ownerTiesSelection(ownerId, users.id) })
    .from(users)
    .where(inArray(users.id, userIds));
  if (found.length < userIds.length)
    return fieldError('user_ids', LOCATION_MESSAGES.shareUnknownUser);
  // Blocked pairs are never accepted friends, so this refuses them without saying who blocked whom.
  if (found.some((user) => !user.isFriend))
    return fieldError('user_ids', LOCATION_MESSAGES.shareFriendsOnly);
  return null;
}

/**
 * The owner grants friends 'view' or 'edit'; sharing again with someone changes their level.
 * Each hunter shared with gets a location_shared notification in the same transaction.
 */
export async function shareLocation(
  db: Database,
  ownerId: number,
  locationId: number,
  request: LocationShareRequest,
): Promise<Location> {
  const userIds = [...new Set(request.user_ids)];
  return transactionWithEvents(db, async (events) => {
    const tx = events.db;
    await lockOwned(tx, ownerId, locationId);
    const refusal = await shareRefusal(tx, ownerId, userIds);
    if (refusal) throw refusal;
    await tx
      .insert(locationShares)
      .values(
        userIds.map((sharedWithId) => ({
          locationId,
          sharedWithId,
          permissionLevel: request.permission_level,
        })),
      )
      .onConflictDoUpdate({
        target: [locationShares.locationId, locationShares.sharedWithId],
        set: { permissionLevel: request.permission_level },
      });
    for (const recipientId of userIds) {
      await recordNotification(events, {
        recipientId,
        actorId: ownerId,
        kind: 'location_shared',
        target: { type: 'location', id: locationId },
      });
    }
    await recordLocationActivity(tx, locationId, 'location_shared', userIds);
    return readLocation(tx, ownerId, locationId);
  });
}

/** Ends the shares with the given users, or every share when no user_ids are given. */
export async function unshareLocation(
  db: Database,
  ownerId: number,
  locationId: number,
  request: LocationUnshareRequest,
): Promise<Location> {
  return db.transaction(async (tx) => {
    await lockOwned(tx, ownerId, locationId);
    const userIds = request?.user_ids;
    if (userIds?.length !== 0) {
      await tx
        .delete(locationShares)
        .where(
          and(
            eq(locationShares.locationId, locationId),
            userIds ? inArray(locationShares.sharedWithId, userIds) : undefined,
          ),
        );
    }
    return readLocation(tx, ownerId, locationId);
  });
}
