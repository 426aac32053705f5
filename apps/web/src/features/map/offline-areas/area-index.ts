import { openDB } from 'idb';
import type { ViewBox } from '@marshlog/domain';
import { forgetAreaOwner } from './area-owner';

const DATABASE = 'marshlog-offline-map';
const STORE = 'areas';
/**
 * Each area's tiles live in their own Cache Storage cache, named for its hunter and itself, so
 * deleting an area is one call and the service worker draws only the signed-in hunter's
 * (vite-plugins/installable.ts names them the same way).
 */
const CACHE_PREFIX = 'marshlog-offline-area-';

/** An area of the base map kept on this device: whose, where, which zooms, and what it took. */
export interface SavedArea {
  id: string;
  /** The hunter who saved it: no other hunter signed in on this device sees or draws it. */
  hunterId: number;
  name: string;
  bounds: ViewBox;
  minZoom: number;
  maxZoom: number;
  tiles: number;
  bytes: number;
  /** ISO 8601, when the download finished. */
  savedAt: string;
}

export const areaCacheName = (hunterId: number, id: string) => `${CACHE_PREFIX}${hunterId}-${id}`;

const openAreas = () =>
  openDB(DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' });
    },
  });

/**
 * The hunter's saved areas, newest first. Another hunter's, and any saved before areas had a
 * hunter (whose they are is not known), are not theirs to see.
 */
export async function readSavedAreas(hunterId: number): Promise<SavedArea[]> {
  const database = await openAreas();
  try {
    const areas = (await database.getAll(STORE)) as Partial<SavedArea>[];
    return areas
      .filter((area): area is SavedArea => area.hunterId === hunterId)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
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

/**
 * Removes one of the hunter's areas: its tiles, then its entry, so a tile is never left behind
 * with no area to list it. Another hunter's area stays as it is.
 */
export async function deleteSavedArea(hunterId: number, id: string): Promise<void> {
  const database = await openAreas();
  try {
    const area = (await database.get(STORE, id)) as Partial<SavedArea> | undefined;
    if (area?.hunterId !== hunterId) return;
    await caches.delete(areaCacheName(hunterId, id));
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
  await Promise.all([
    ...names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)),
    forgetAreaOwner(),
  ]);
  const database = await openAreas();
  try {
    await database.clear(STORE);
  } finally {
    database.close();
  }
}
