import {
  areaTileRanges,
  fitsOfflineCap,
  offlineOverCap,
  OFFLINE_AREA_LIMITS,
  tilesInRange,
  tilesOf,
  tileUrl,
  type OfflineAreaEstimate,
  type TileAddress,
  type ViewBox,
} from '@marshlog/domain';
import { areaCacheName, recordSavedArea, type SavedArea } from './area-index';

/** What the hunter chose: the area on screen, its zooms, and the base map's tile template. */
export interface AreaPlan {
  name: string;
  bounds: ViewBox;
  minZoom: number;
  maxZoom: number;
  tileTemplate: string;
}

export interface DownloadOptions {
  /** The signed-in hunter, whose area it becomes. */
  hunterId: number;
  /** What the saved areas already hold: the cap counts them too. */
  used: OfflineAreaEstimate;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/**
 * Downloads the area's tiles into a cache of its own, a few at a time, then lists it. On a
 * cancel, a failed tile or the cap, the whole area's cache is removed: nothing half-saved stays.
 */
export async function downloadArea(
  plan: AreaPlan,
  { hunterId, used, signal, onProgress }: DownloadOptions,
): Promise<SavedArea> {
  const id = crypto.randomUUID();
  const cacheName = areaCacheName(hunterId, id);
  const ranges = areaTileRanges(plan.bounds, plan.minZoom, plan.maxZoom);
  const total = ranges.reduce((sum, range) => sum + tilesInRange(range), 0);
  const cache = await caches.open(cacheName);
  // One failure stops the other fetches too; the hunter's cancel reaches them through it.
  const stop = new AbortController();
  const onCancel = () => stop.abort();
  signal.addEventListener('abort', onCancel, { once: true });
  const queue = tilesOf(ranges);
  let done = 0;
  let bytes = 0;

  const keepTile = async (tile: TileAddress) => {
    const url = tileUrl(plan.tileTemplate, tile);
    const response = await fetch(url, { signal: stop.signal, credentials: 'omit' });
    if (!response.ok) {
      throw new Error(`the tile ${tile.z}/${tile.x}/${tile.y} answered ${response.status}`);
    }
    const body = await response.blob();
    bytes += body.size;
    if (!fitsOfflineCap(used, { tiles: done + 1, bytes })) throw new Error(offlineOverCap());
    const type = response.headers.get('Content-Type') ?? body.type;
    await cache.put(url, new Response(body, { headers: { 'Content-Type': type } }));
    done += 1;
    onProgress(done, total);
  };
  // The first failure is the one to tell; the fetches it stopped fail after it.
  const failures: unknown[] = [];
  const fetcher = async () => {
    try {
      for (let next = queue.next(); !next.done && !stop.signal.aborted; next = queue.next()) {
        await keepTile(next.value);
      }
    } catch (error) {
      failures.push(error);
      stop.abort();
    }
  };

  try {
    await Promise.all(Array.from({ length: OFFLINE_AREA_LIMITS.concurrency }, fetcher));
    if (failures.length > 0) throw failures[0];
    if (stop.signal.aborted) throw new DOMException('The download was cancelled', 'AbortError');
    const area: SavedArea = {
      id,
      hunterId,
      name: plan.name,
      bounds: plan.bounds,
      minZoom: plan.minZoom,
      maxZoom: plan.maxZoom,
      tiles: done,
      bytes,
      savedAt: new Date().toISOString(),
    };
    await recordSavedArea(area);
    return area;
  } catch (error) {
    await caches.delete(cacheName);
    throw error;
  } finally {
    signal.removeEventListener('abort', onCancel);
  }
}
