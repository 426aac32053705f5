import type { Hunt } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { ObjectStorage } from '../../platform/storage/types.js';
import { photosForObjects } from '../photos/service.js';
import { presentHunt } from './present.js';
import { birdsOfHunts, type HuntWithOwner } from './queries.js';

/** Hunt JSON for a page of visible hunts: their birds and photos in one query each, no N+1. */
export async function presentHunts(
  deps: { db: Database; storage: ObjectStorage },
  rows: HuntWithOwner[],
  viewerId: number | null,
): Promise<Hunt[]> {
  const ids = rows.map((row) => row.hunt.id);
  const [birds, photos] = await Promise.all([
    birdsOfHunts(deps.db, ids),
    photosForObjects(deps.db, deps.storage, 'hunt', ids, viewerId),
  ]);
  return rows.map((row) =>
    presentHunt(row, birds.get(row.hunt.id) ?? [], photos.get(row.hunt.id) ?? [], viewerId),
  );
}
