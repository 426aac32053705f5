import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  hunts,
  locations,
  loginFailures,
  loginSources,
  pendingUploads,
  photos,
  reports,
  users,
} from '../../db/schema.js';
import { storedKeysOf } from '../photos/index.js';

/**
 * Deletes a hunter and everything they own, in one transaction, and answers the storage keys
 * whose files the caller removes once it has committed.
 *
 * The user row's foreign keys cascade to what is theirs alone: hunts with their birds, locations
 * with their shares, reports with their comments and policies, photos they uploaded, friendships
 * and blocks, conversations with their messages (both sides), notifications they caused or
 * received, activities, reactions and comments on others' activities, comments on others'
 * reports (with the replies under them), layer preferences, sessions and reset links. Photos
 * others attached to the hunter's items hang on a (type, id) pair without a key, so they go here;
 * so do the sign-in records kept by email.
 */
export function deleteHunter(db: Database, userId: number, email: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ownItem = or(
      and(
        eq(photos.contentType, 'hunt'),
        inArray(
          photos.objectId,
          tx.select({ id: hunts.id }).from(hunts).where(eq(hunts.userId, userId)),
        ),
      ),
      and(
        eq(photos.contentType, 'location'),
        inArray(
          photos.objectId,
          tx.select({ id: locations.id }).from(locations).where(eq(locations.userId, userId)),
        ),
      ),
      and(
        eq(photos.contentType, 'report'),
        inArray(
          photos.objectId,
          tx.select({ id: reports.id }).from(reports).where(eq(reports.userId, userId)),
        ),
      ),
    );
    const deletedPhotos = await tx
      .delete(photos)
      .where(or(eq(photos.userId, userId), ownItem))
      .returning({
        storageKey: photos.storageKey,
        displayKey: photos.displayKey,
        thumbnailKey: photos.thumbnailKey,
      });
    const waitingUploads = await tx
      .delete(pendingUploads)
      .where(eq(pendingUploads.userId, userId))
      .returning({ key: pendingUploads.key });
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    await tx.delete(loginSources).where(eq(loginSources.email, email));
    await tx.delete(users).where(eq(users.id, userId));
    return [...storedKeysOf(deletedPhotos), ...waitingUploads.map((upload) => upload.key)];
  });
}
