import { describe, expect, it } from 'vitest';
import {
  areaTileRanges,
  estimateArea,
  fitsOfflineCap,
  formatMegabytes,
  offlineAreaEstimate,
  OFFLINE_AREA_LIMITS,
  tileRangeOf,
  tilesInRange,
  tilesOf,
  tileUrl,
} from './offline-areas.js';
import { MAP_BASE } from './map-constants.js';

describe('offline areas: which tiles cover an area', () => {
  it('finds the slippy-map tile of a point (London at zoom 10 is 511/340)', () => {
    expect(tileRangeOf([-0.12, 51.5, -0.12, 51.5], 10)).toEqual({
      z: 10,
      minX: 511,
      maxX: 511,
      minY: 340,
      maxY: 340,
    });
  });

  it('covers the whole world with one tile at zoom 0 and four at zoom 1', () => {
    const world = [-180, -85.06, 180, 85.06] as const;
    expect(tilesInRange(tileRangeOf(world, 0))).toBe(1);
    expect(tilesInRange(tileRangeOf(world, 1))).toBe(4);
    // Beyond Mercator's reach and the date line, the edge tiles are kept, never past them.
    expect(tileRangeOf([-200, -89, 200, 89], 2)).toEqual({
      z: 2,
      minX: 0,
      maxX: 3,
      minY: 0,
      maxY: 3,
    });
  });

  it('counts rows from the north: a marsh box spans 3 columns and 2 rows at zoom 12', () => {
    const marsh = [-121.9, 39.25, -121.7, 39.35] as const;
    const range = tileRangeOf(marsh, 12);
    expect(range).toEqual({ z: 12, minX: 661, maxX: 663, minY: 1560, maxY: 1561 });
    expect(tilesInRange(range)).toBe(6);
  });

  it('lists every tile of a zoom range once, zoom by zoom', () => {
    const marsh = [-121.9, 39.25, -121.7, 39.35] as const;
    const ranges = areaTileRanges(marsh, 10, 14);
    expect(ranges.map((range) => range.z)).toEqual([10, 11, 12, 13, 14]);
    const tiles = [...tilesOf(ranges)];
    const keys = new Set(tiles.map(({ z, x, y }) => `${z}/${x}/${y}`));
    expect(keys.size).toBe(tiles.length);
    expect(tiles.length).toBe(estimateArea(marsh, 10, 14).tiles);
    expect(tiles[0]?.z).toBe(10);
    expect(tiles.at(-1)?.z).toBe(14);
  });
});

describe('offline areas: size estimate and cap', () => {
  it('estimates bytes from the tile count', () => {
    const marsh = [-121.9, 39.25, -121.7, 39.35] as const;
    const estimate = estimateArea(marsh, 10, 14);
    expect(estimate.tiles).toBe(89);
    expect(estimate.bytes).toBe(89 * OFFLINE_AREA_LIMITS.estimatedTileBytes);
    expect(offlineAreaEstimate(estimate.tiles, estimate.bytes)).toBe('89 tiles, about 1.7 MB');
  });

  it('grows about fourfold per extra zoom level', () => {
    const box = [-121.9, 39.0, -121.0, 39.6] as const;
    const shallow = estimateArea(box, 12, 12).tiles;
    const deep = estimateArea(box, 13, 13).tiles;
    expect(deep / shallow).toBeGreaterThan(3);
    expect(deep / shallow).toBeLessThan(5);
  });

  it('refuses an area that would take the saved areas past either cap', () => {
    const cap = OFFLINE_AREA_LIMITS;
    expect(fitsOfflineCap({ tiles: 0, bytes: 0 }, { tiles: cap.tileCap, bytes: 1 })).toBe(true);
    expect(fitsOfflineCap({ tiles: 1, bytes: 0 }, { tiles: cap.tileCap, bytes: 1 })).toBe(false);
    expect(
      fitsOfflineCap({ tiles: 1, bytes: cap.storageCapBytes - 10 }, { tiles: 1, bytes: 11 }),
    ).toBe(false);
    expect(
      fitsOfflineCap({ tiles: 1, bytes: cap.storageCapBytes - 10 }, { tiles: 1, bytes: 10 }),
    ).toBe(true);
  });

  it('writes kilobytes below a megabyte, megabytes with one decimal below 100', () => {
    expect(formatMegabytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatMegabytes(1024 * 1024 * 1.26)).toBe('1.3 MB');
    expect(formatMegabytes(340 * 1024)).toBe('340 KB');
    expect(formatMegabytes(68)).toBe('1 KB');
    expect(formatMegabytes(0)).toBe('0 MB');
  });

  it("fills the imagery's {z}/{y}/{x} template", () => {
    expect(tileUrl(MAP_BASE.imageryTiles, { z: 12, x: 661, y: 1560 })).toBe(
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/12/1560/661',
    );
  });
});
