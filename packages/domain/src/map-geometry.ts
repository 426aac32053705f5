import { isValidLatitude, isValidLongitude } from './coordinate-constants.js';
import { MAP_CULLING_MIN_BUFFER_DEG, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map-constants.js';

/** Earth radius of the distance tool (seed 001 section 2). */
export const EARTH_RADIUS_M = 6_371_000;

export interface LngLatPoint {
  longitude: number;
  latitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMetres(from: LngLatPoint, to: LngLatPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The length of a drawn line: the sum of its legs. */
export function pathMetres(points: readonly LngLatPoint[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1];
    const to = points[index];
    if (from && to) total += haversineMetres(from, to);
  }
  return total;
}

/** Metres below 1000 m, otherwise kilometres to 2 decimals (seed 001 section 2). */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(2)} km`;
}

/** A point from a click or a URL, or null when either coordinate is invalid (ignored, not clamped). */
export function validPoint(longitude: unknown, latitude: unknown): LngLatPoint | null {
  return isValidLongitude(longitude) && isValidLatitude(latitude) ? { longitude, latitude } : null;
}

export interface MapDeepLink extends LngLatPoint {
  zoom: number | null;
}

/** `?lat=&lng=&zoom=`: the place a shared link centres on; null when the coordinates are invalid. */
export function parseDeepLink(params: URLSearchParams): MapDeepLink | null {
  const lat = params.get('lat');
  const lng = params.get('lng');
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const point = validPoint(Number(lng), Number(lat));
  if (!point) return null;
  const zoomText = params.get('zoom');
  const zoom = zoomText === null || zoomText.trim() === '' ? Number.NaN : Number(zoomText);
  const validZoom = Number.isFinite(zoom) && zoom >= MAP_MIN_ZOOM && zoom <= MAP_MAX_ZOOM;
  return { ...point, zoom: validZoom ? zoom : null };
}

/** west, south, east, north in degrees. */
export type ViewBox = readonly [number, number, number, number];

/** The culling buffer: wide when zoomed out, never below 0.005 degrees. */
export function cullingBufferDegrees(zoom: number): number {
  return Math.max(MAP_CULLING_MIN_BUFFER_DEG, 5 / 2 ** zoom);
}

const snapDown = (value: number, step: number) => Math.floor(value / step) * step;
const snapUp = (value: number, step: number) => Math.ceil(value / step) * step;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The area to fetch for a view: the view grown by the buffer and snapped outward to a grid of the
 * buffer's size, so small pans keep the same area (and the same cached answer). Null when the
 * view spans the whole world's longitudes (no bbox: everything).
 */
export function cullingBox(view: ViewBox, zoom: number): ViewBox | null {
  const buffer = cullingBufferDegrees(zoom);
  const [west, south, east, north] = view;
  if (east - west + 2 * buffer >= 360) return null;
  const box: ViewBox = [
    round6(clamp(snapDown(west - buffer, buffer), -180, 180)),
    round6(clamp(snapDown(south - buffer, buffer), -90, 90)),
    round6(clamp(snapUp(east + buffer, buffer), -180, 180)),
    round6(clamp(snapUp(north + buffer, buffer), -90, 90)),
  ];
  // A view across the antimeridian is fetched whole rather than as two boxes.
  return box[0] < box[2] ? box : null;
}
