/** A place on a map, shown and linked (issue 29, items 8 and 9); no zod here. */
import { MAP_CLUSTER, MAP_TIMING, type MapItemKind } from './map-constants.js';
import type { LngLatPoint, ViewBox } from './map-geometry.js';

/** The colour of each kind of marker on every map, and of a cluster by its size. */
export const MAP_KIND_COLOURS: Record<MapItemKind, string> = {
  hunt: '#f59e0b',
  location: '#38bdf8',
  report: '#a78bfa',
};
export const MAP_CLUSTER_COLOURS = ['#22c55e', '#eab308', '#ef4444'] as const;

/** What the legend says each colour means. */
export const MAP_LEGEND = {
  title: 'Legend',
  kinds: { hunt: 'Hunt', location: 'Location', report: 'Report' } satisfies Record<
    MapItemKind,
    string
  >,
  clusters: 'Groups of nearby items, by size',
} as const;

/** Cluster sizes as the legend reads them: under 10, 10 to 99, 100 or more. */
export function clusterSizeLabels(): [string, string, string] {
  const [first, second] = MAP_CLUSTER.steps;
  return [`2–${first - 1}`, `${first}–${second - 1}`, `${second}+`];
}

export const PLACE_MESSAGES = {
  viewOnMap: 'View on map',
  viewAreaOnMap: 'View the area on the map',
  directions: 'Directions',
  pickerLegend: 'Tap the map to place it, or drag the pin',
  pickerSaved: 'Or pick a saved spot',
  pickerSavedNone: 'Choose a saved spot',
  pickerLoading: 'Loading the map...',
  pickerFailed: 'The map could not load. Type the coordinates instead.',
  pickerPlaced: (point: LngLatPoint) =>
    `Placed at ${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`,
} as const;

/** The unified map centred on a place, as a shared link opens it: `/map?lat=&lng=&zoom=12`. */
export function mapPathFor(point: LngLatPoint, zoom: number = MAP_TIMING.flyToZoom): string {
  return `/map?lat=${point.latitude}&lng=${point.longitude}&zoom=${zoom}`;
}

/**
 * Directions to a place: a `geo:` link on a phone (its maps app takes it), a web maps link
 * otherwise (desktops have no handler for `geo:`).
 */
export function directionsHref(point: LngLatPoint, phone: boolean): string {
  const { latitude, longitude } = point;
  return phone
    ? `geo:${latitude},${longitude}?q=${latitude},${longitude}`
    : `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The box around some points (west, south, east, north), or null when there are none. */
export function boundsOf(points: readonly LngLatPoint[]): ViewBox | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { longitude, latitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [west, south, east, north];
}
