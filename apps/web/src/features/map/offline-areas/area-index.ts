import { openDB } from 'idb';
import type { ViewBox } from '@marshlog/domain';

const DATABASE = 'marshlog-offline-map';
const STORE = 'areas';
/** Each area's tiles live in their own Cache Storage cache, so deleting an area is one call. */
const CACHE_PREFIX = 'marshlog-offline-area-';

/** An area of the base map kept on this device: where, which zooms, and what it took. */
export interface SavedArea {
  id: string;
  name: string;
  bounds: ViewBox;
  minZoom: number;
  maxZoom: number;
  tiles: number;
  bytes: number;
  /** ISO 8601, when the download finished. */
  savedAt: string;
}

export const areaCacheName = (id: string) => `${CACHE_PREFIX}${id}`;

const openAreas = () =>
  openDB(DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' });
    },
  });

/** The saved areas, newest first. */
export async function readSavedAreas(): Promise<SavedArea[]> {
  const database = await openAreas();
  try {
    const areas = (await database.getAll(STORE)) as SavedArea[];
    return areas.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  } finally {
    database.close();
  }
}

export async function recordSavedArea(area: SavedArea): Promise<void> {
  const database = await openAreas();
  try {
    await database.put(STORE, area);
  } finally {
    database.close();
  }
}

/** Removes an area's tiles, then its entry: a tile is never left behind with no area to list it. */
export async function deleteSavedArea(id: string): Promise<void> {
  await caches.delete(areaCacheName(id));
  const database = await openAreas();
  try {
    await database.delete(STORE, id);
  } finally {
    database.close();
  }
}

/**
 * Removes every saved area and any tiles of one whose download never finished: the areas' names
 * and extents tell where a hunter hunts, so a hunter signing out of a shared phone leaves none.
 */
export async function deleteEverySavedArea(): Promise<void> {
  const names = typeof caches === 'undefined' ? [] : await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
  const database = await openAreas();
  try {
    await database.clear(STORE);
  } finally {
    database.close();
  }
}
