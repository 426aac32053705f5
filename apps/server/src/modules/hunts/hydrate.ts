import type { Hunt, Photo } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { ObjectStorage } from '../../platform/storage/types.js';
import { photosForObjects } from '../photos/index.js';
import { presentHunt } from './present.js';
import type { HuntWithOwner } from './queries.js';

/**
 * Hunt JSON for hunts the viewer may see (birds read with them): the photos of those that have
 * any in one query (none when no hunt has any), no N+1. Every hunt answer comes through here.
 */
export async function presentHunts(
  deps: { db: Database; storage: ObjectStorage },
  rows: HuntWithOwner[],
  viewerId: number | null,
): Promise<Hunt[]> {
  const photographed = rows.filter((row) => row.hasPhotos).map((row) => row.hunt.id);
  const photos =
    photographed.length === 0
      ? new Map<number, Photo[]>()
      : await photosForObjects(deps.db, deps.storage, 'hunt', photographed, viewerId);
  return rows.map((row) => presentHunt(row, photos.get(row.hunt.id) ?? [], viewerId));
}
