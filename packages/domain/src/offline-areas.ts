import { MAP_BASE } from './map-constants.js';
import type { ViewBox } from './map-geometry.js';

/**
 * Offline map areas (issue 31): the base map's tiles of a chosen area, kept on the device. The
 * limits keep a download polite to the imagery provider and the device's storage in check.
 */
export const OFFLINE_AREA_LIMITS = {
  /** All saved areas together. */
  storageCapBytes: 250 * 1024 * 1024,
  tileCap: 10_000,
  /** Tiles fetched at the same time: polite to a public tile server. */
  concurrency: 4,
  /** The imagery's deepest zoom: there are no finer tiles to save. */
  maxZoom: MAP_BASE.imageryMaxZoom,
  minZoom: 1,
  /** An imagery tile's typical size (a 256 px JPEG of marsh and fields), for the estimate. */
  estimatedTileBytes: 20 * 1024,
} as const;

const MEGABYTE = 1024 * 1024;
const count = (value: number) => value.toLocaleString('en-US');

/** "0 MB", "340 KB" below a megabyte, "12.3 MB" below 100 MB, then "250 MB". */
export function formatMegabytes(bytes: number): string {
  if (bytes <= 0) return '0 MB';
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / MEGABYTE;
  return `${megabytes < 100 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

export const OFFLINE_AREA_MESSAGES = {
  saveArea: 'Save this area for offline',
  dialogTitle: 'Offline map areas',
  dialogDescription:
    'Keep the base map of the area on screen on this device, for the blind with no signal.',
  /** Their names and extents show where a hunter hunts: a shared phone keeps none of them. */
  leaveWithYou: 'Saved areas are removed from this device when you sign out.',
  areaName: 'Area name',
  fromZoom: 'From zoom',
  toZoom: 'To zoom',
  save: 'Save area',
  cancelDownload: 'Cancel download',
  cancelled: 'Download cancelled: nothing of that area was kept.',
  savedAreas: 'Saved areas',
  noAreas: 'No areas saved yet. Saved areas draw on the map with no signal.',
  delete: 'Delete',
  nameRequired: 'Give the area a name.',
  zoomOrder: 'The first zoom must not be deeper than the last.',
  offline: 'You are offline: connect to download an area.',
  otherBase:
    "Saving an area for offline works with the keyless USGS imagery base only: this server's map style comes from a provider whose terms do not allow keeping its tiles.",
  noCacheStorage:
    'This browser cannot keep map tiles here: offline areas need the app opened from its https address.',
  credit: `Imagery: ${MAP_BASE.imageryCredit} (public domain). The map keeps its credit.`,
  listFailed: 'The saved areas could not be read from this device.',
} as const;

/** "1,234 tiles, about 24.1 MB". */
export const offlineAreaEstimate = (tiles: number, bytes: number) =>
  `${count(tiles)} tiles, about ${formatMegabytes(bytes)}`;

/** "Saved areas use 12.0 MB of 250 MB (600 of 10,000 tiles)." */
export const offlineStorageUse = (bytes: number, tiles: number) =>
  `Saved areas use ${formatMegabytes(bytes)} of ${formatMegabytes(OFFLINE_AREA_LIMITS.storageCapBytes)} (${count(tiles)} of ${count(OFFLINE_AREA_LIMITS.tileCap)} tiles).`;

export const offlineOverCap = () =>
  `That is more than this device keeps for offline maps (${formatMegabytes(OFFLINE_AREA_LIMITS.storageCapBytes)}, ${count(OFFLINE_AREA_LIMITS.tileCap)} tiles in all). Zoom in, save fewer zoom levels, or delete a saved area.`;

/** "Downloading tile 40 of 120". */
export const offlineAreaProgress = (done: number, total: number) =>
  `Downloading tile ${count(done)} of ${count(total)}`;

/** 'Saved "North pothole" for offline.' */
export const offlineAreaSaved = (name: string) => `Saved "${name}" for offline.`;

export const offlineAreaFailed = (reason: string) => `The area could not be saved: ${reason}`;

/** "Zoom 10-14 · 3.2 MB · Nov 28, 2026". */
export const offlineAreaSummary = (minZoom: number, maxZoom: number, bytes: number, date: string) =>
  `Zoom ${minZoom}-${maxZoom} · ${formatMegabytes(bytes)} · ${date}`;

/** One map tile, in the slippy-map scheme the imagery serves. */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** The tiles of one zoom that cover an area: columns minX..maxX, rows minY..maxY. */
export interface TileRange {
  z: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Web Mercator stops here: tiles end at about 85.05 degrees north and south. */
const MERCATOR_MAX_LATITUDE = 85.051_128_78;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function tileColumn(longitude: number, z: number): number {
  const tiles = 2 ** z;
  const column = Math.floor(((clamp(longitude, -180, 180) + 180) / 360) * tiles);
  return clamp(column, 0, tiles - 1);
}

function tileRow(latitude: number, z: number): number {
  const tiles = 2 ** z;
  const radians = (clamp(latitude, -MERCATOR_MAX_LATITUDE, MERCATOR_MAX_LATITUDE) * Math.PI) / 180;
  const mercator = Math.log(Math.tan(radians) + 1 / Math.cos(radians));
  return clamp(Math.floor(((1 - mercator / Math.PI) / 2) * tiles), 0, tiles - 1);
}

/** The tiles of zoom `z` that cover a box (west, south, east, north); rows grow southward. */
export function tileRangeOf([west, south, east, north]: ViewBox, z: number): TileRange {
  return {
    z,
    minX: tileColumn(west, z),
    maxX: tileColumn(east, z),
    minY: tileRow(north, z),
    maxY: tileRow(south, z),
  };
}

export const tilesInRange = (range: TileRange) =>
  (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1);

/** One range per zoom from `minZoom` to `maxZoom`, both included. */
export function areaTileRanges(box: ViewBox, minZoom: number, maxZoom: number): TileRange[] {
  const ranges: TileRange[] = [];
  for (let z = minZoom; z <= maxZoom; z += 1) ranges.push(tileRangeOf(box, z));
  return ranges;
}

/** Every tile of the ranges, zoom by zoom, row by row. */
export function* tilesOf(ranges: readonly TileRange[]): Generator<TileAddress> {
  for (const { z, minX, maxX, minY, maxY } of ranges) {
    for (let y = minY; y <= maxY; y += 1) {
      for (let x = minX; x <= maxX; x += 1) yield { z, x, y };
    }
  }
}

/** The size of a planned download before it starts: how many tiles, and about how many bytes. */
export interface OfflineAreaEstimate {
  tiles: number;
  bytes: number;
}

export function estimateArea(box: ViewBox, minZoom: number, maxZoom: number): OfflineAreaEstimate {
  const tiles = areaTileRanges(box, minZoom, maxZoom).reduce(
    (sum, range) => sum + tilesInRange(range),
    0,
  );
  return { tiles, bytes: tiles * OFFLINE_AREA_LIMITS.estimatedTileBytes };
}

/** Whether a new area fits beside what is already saved, within both caps. */
export function fitsOfflineCap(used: OfflineAreaEstimate, added: OfflineAreaEstimate): boolean {
  return (
    used.tiles + added.tiles <= OFFLINE_AREA_LIMITS.tileCap &&
    used.bytes + added.bytes <= OFFLINE_AREA_LIMITS.storageCapBytes
  );
}

/** A tile's address in a `{z}/{x}/{y}` template such as MAP_BASE.imageryTiles. */
export const tileUrl = (template: string, { z, x, y }: TileAddress) =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
