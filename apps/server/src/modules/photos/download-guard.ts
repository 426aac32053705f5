import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { photos } from '../../db/schema.js';
import type { DownloadGuard } from '../../platform/storage/types.js';
import { itemAccess } from '../../platform/visibility/index.js';
import { photoKind } from './queries.js';

/**
 * Whether the viewer a photo URL was signed for may still see the photo's item, asked on every
 * download: a hunt turned private or a block ends the photos at once, not when URLs expire.
 */
export function photoDownloadGuard(db: Database): DownloadGuard {
  return async (key, viewerId) => {
    const [photo] = await db
      .select({ contentType: photos.contentType, objectId: photos.objectId })
      .from(photos)
      .where(
        or(eq(photos.storageKey, key), eq(photos.displayKey, key), eq(photos.thumbnailKey, key)),
      )
      .limit(1);
    if (!photo) return false;
    return (await itemAccess(db, viewerId, photoKind(photo), photo.objectId)) !== null;
  };
}
