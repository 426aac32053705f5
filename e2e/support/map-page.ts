import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** A 1x1 PNG: the imagery tile answered for every request. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const TILEJSON = {
  tilejson: '3.0.0',
  tiles: ['https://tiles.openfreemap.org/planet/tiles/{z}/{x}/{y}.pbf'],
  minzoom: 0,
  maxzoom: 14,
};

/**
 * Answers the base map locally: USGS imagery tiles, OpenFreeMap's TileJSON, vector tiles and
 * glyphs. Anything else outside the app is refused and recorded, so a test can assert that
 * nothing reached the internet. Also sets the flag that exposes the map to the test.
 */
export async function fakeBaseMap(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.addInitScript(() => {
    (globalThis as unknown as { __MARSHLOG_TEST__: boolean }).__MARSHLOG_TEST__ = true;
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'basemap.nationalmap.gov') {
      return route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG });
    }
    if (url.hostname === 'tiles.openfreemap.org') {
      if (url.pathname === '/planet') return route.fulfill({ status: 200, json: TILEJSON });
      // An empty vector tile and an empty glyph range are both valid, empty protobufs.
      return route.fulfill({ status: 200, contentType: 'application/x-protobuf', body: '' });
    }
    refused.push(url.href);
    return route.abort();
  });
  return refused;
}

interface TestMap {
  loaded(): boolean;
  getSource(id: string): unknown;
  isSourceLoaded(id: string): boolean;
  querySourceFeatures(id: string): { id?: number | string; properties: Record<string, unknown> }[];
  queryRenderedFeatures(options: { layers: string[] }): {
    properties: Record<string, unknown>;
    geometry: { coordinates: [number, number] };
  }[];
  project(point: [number, number]): { x: number; y: number };
  unproject(point: [number, number]): { lng: number; lat: number };
  getZoom(): number;
}
/** The page's global object as a test sees it: the map exposed under the test flag. */
interface TestWindow {
  __marshlogMap?: TestMap;
}

/** The keys (kind-id) of every single item in the map's source; clusters are left out. */
export function itemKeys(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const map = (globalThis as unknown as TestWindow).__marshlogMap;
    // isSourceLoaded on a source not added yet fires the map's 'error' event, which the app takes
    // for a failed start: ask whether the source exists first.
    if (!map?.getSource('marshlog-items') || !map.isSourceLoaded('marshlog-items')) return null;
    const keys = new Set<string>();
    for (const feature of map.querySourceFeatures('marshlog-items')) {
      // An item's feature id is its id times three plus its kind's place (map-data.ts).
      const { id } = feature;
      const kind = feature.properties.kind;
      if (typeof id === 'number' && typeof kind === 'string')
        keys.add(`${kind}-${Math.floor(id / 3)}`);
    }
    return [...keys].sort();
  });
}

/** Waits until the map's source holds exactly these items. */
export async function expectItems(page: Page, keys: string[]): Promise<void> {
  await expect.poll(() => itemKeys(page), { timeout: 20_000 }).toEqual([...keys].sort());
}

/** The screen position, in the map canvas, of a rendered cluster (the first one), or null. */
export function clusterOnScreen(page: Page) {
  return page.evaluate(() => {
    const map = (globalThis as unknown as TestWindow).__marshlogMap;
    const cluster = map?.queryRenderedFeatures({ layers: ['marshlog-clusters'] })[0];
    if (!map || !cluster) return null;
    const point = map.project(cluster.geometry.coordinates);
    return { x: point.x, y: point.y, count: cluster.properties.point_count };
  });
}

/** Where a pixel of the map canvas is on the earth. */
export function lngLatAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const map = (globalThis as unknown as TestWindow).__marshlogMap;
      const point = map?.unproject([px, py]);
      return point ? { longitude: point.lng, latitude: point.lat } : null;
    },
    [x, y] as const,
  );
}

/** Waits for the map to exist and finish loading its style. */
export async function waitForMap(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => (globalThis as unknown as TestWindow).__marshlogMap?.loaded() ?? false),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}
