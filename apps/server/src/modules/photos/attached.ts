import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Photo, PhotoContentType } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { photos } from '../../db/schema.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { presentPhotos } from './present.js';
import { photosOfObjects, storedKeysOf } from './queries.js';

/*
 * Photos as other modules see them: embedded in an item's JSON, and deleted with their item.
 * The item's module has already decided that the viewer may see the item.
 */

type Logger = Pick<FastifyBaseLogger, 'error'>;

/**
 * For the hunts and locations modules: deletes an item's photo rows inside the caller's delete
 * transaction and answers the files to remove with `removePhotoFiles` once it has committed.
 */
export async function deletePhotoRecordsOf(
  db: Database,
  kind: PhotoContentType,
  objectId: number,
): Promise<string[]> {
  const deleted = await db
    .delete(photos)
    .where(and(eq(photos.contentType, kind), eq(photos.objectId, objectId)))
    .returning({
      storageKey: photos.storageKey,
      displayKey: photos.displayKey,
      thumbnailKey: photos.thumbnailKey,
    });
  return storedKeysOf(deleted);
}

/** Removes stored files; a failure is logged with the keys, since the rows are already gone. */
export async function removePhotoFiles(
  storage: ObjectStorage,
  keys: readonly string[],
  log: Logger,
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await storage.remove(keys);
  } catch (error) {
    log.error({ err: error, keys }, 'photo files could not be removed from storage');
  }
}

/**
 * The photos of items the caller has already shown to the viewer, grouped by item id, primary
 * first: one query for all of them, so item lists embed photos without N+1.
 */
export async function photosForObjects(
  db: Database,
  storage: ObjectStorage,
  kind: PhotoContentType,
  ids: readonly number[],
  viewerId?: number | null,
): Promise<Map<number, Photo[]>> {
  const grouped = new Map<number, Photo[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return grouped;
  const rows = await photosOfObjects(db, kind, ids);
  const presented = await presentPhotos(storage, rows, viewerId);
  presented.forEach((photo) => grouped.get(photo.object_id)?.push(photo));
  return grouped;
}
