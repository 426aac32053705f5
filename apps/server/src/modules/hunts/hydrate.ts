import type { Hunt } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { ObjectStorage } from '../../platform/storage/types.js';
import { photosForObjects } from '../photos/index.js';
import { presentHunt } from './present.js';
import type { HuntWithOwner } from './queries.js';

/** Hunt JSON for a page of visible hunts (birds read with them): their photos in one query, no N+1. */
export async function presentHunts(
  deps: { db: Database; storage: ObjectStorage },
  rows: HuntWithOwner[],
  viewerId: number | null,
): Promise<Hunt[]> {
  const ids = rows.map((row) => row.hunt.id);
  const photos = await photosForObjects(deps.db, deps.storage, 'hunt', ids, viewerId);
  return rows.map((row) => presentHunt(row, photos.get(row.hunt.id) ?? [], viewerId));
}
