import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddProtocolAction, RequestParameters } from 'maplibre-gl';
import { HUNTING_OVERLAYS } from '@marshlog/domain';

// MapLibre itself needs WebGL; only the protocol hook and the error class matter here.
const registered = vi.hoisted(() => ({ loaders: [] as AddProtocolAction[] }));
vi.mock('maplibre-gl', () => ({
  addProtocol: (_name: string, loader: AddProtocolAction) => registered.loaders.push(loader),
  AJAXError: class AJAXError extends Error {
    constructor(
      public status: number,
      public statusText: string,
      public url: string,
      public body: Blob,
    ) {
      super(`AJAXError: ${statusText} (${status}): ${url}`);
    }
  },
}));

const BASE_TILE =
  'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/9/180/120';
const BBOX = '-10987000,5919000,-10977000,5929000';

/** A fresh module (its rate limiter starts at zero) and the tile loader it registers. */
async function freshLoader() {
  vi.resetModules();
  registered.loaders.length = 0;
  const tiles = await import('./tile-requests');
  tiles.registerTileProtocol();
  const loader = registered.loaders[0];
  if (!loader) throw new Error('The tile protocol was not registered');
  const transform = tiles.tileRequestTransform(null);
  const load = (url: string) =>
    loader(
      { ...transform(url, 'Tile' as never), type: 'arrayBuffer' } as RequestParameters,
      new AbortController(),
    );
  return { load, paused: tiles.TILES_PAUSED_MESSAGE };
}

describe('tile requests and the map rate limit', () => {
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(
        url === BASE_TILE
          ? new Response(new Uint8Array([1, 2, 3]), { status: 200 })
          : new Response('down', { status: 503, statusText: 'Service Unavailable' }),
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('pauses the base map after 10 failed tiles in a minute', async () => {
    const { load, paused } = await freshLoader();
    const failing =
      'https://basemap.nationalmap.gov/arcgis/rest/services/Other/MapServer/tile/1/1/1';
    for (let count = 0; count < 10; count += 1) await expect(load(failing)).rejects.toThrow(/503/);
    await expect(load(BASE_TILE)).rejects.toThrow(paused);
  });

  it('never lets failing hunting overlays pause the base map', async () => {
    const { load } = await freshLoader();
    for (const overlay of HUNTING_OVERLAYS) {
      const url = overlay.tiles.replace('{bbox-epsg-3857}', BBOX);
      for (let count = 0; count < 10; count += 1) await expect(load(url)).rejects.toThrow(/503/);
    }
    const tile = await load(BASE_TILE);
    expect(tile.data).toBeInstanceOf(ArrayBuffer);
    expect(fetched.at(-1)).toBe(BASE_TILE);
  });
});
