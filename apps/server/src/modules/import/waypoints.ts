import { gpx, kml } from '@tmcw/togeojson';
import { z } from 'zod';
import { IMPORT_MESSAGES, type ImportFormat } from '@marshlog/domain';
import { badRequest } from '../../platform/errors.js';
import { xmlDocument, type XmlDocument } from './xml-document.js';

/** One feature of an uploaded file, before it is judged: its text fields and its geometry. */
export interface Waypoint {
  name: string | null;
  notes: string;
  type: string | null;
  /** [longitude, latitude] of a point; 'none' without usable coordinates; 'not_point' for a line or area. */
  position: [number, number] | 'none' | 'not_point';
}

interface Feature {
  geometry: { type: string; coordinates?: unknown } | null;
  properties: Record<string, unknown> | null;
}

/** A text property; KML may give a description as `{ '@type': 'html', value }`. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'value' in value) return text(value.value);
  return null;
}

function positionOf(geometry: Feature['geometry']): Waypoint['position'] {
  if (!geometry) return 'none';
  if (geometry.type !== 'Point') return 'not_point';
  const coordinates = geometry.coordinates;
  if (!Array.isArray(coordinates)) return 'none';
  const [longitude, latitude] = coordinates as unknown[];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return 'none';
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return 'none';
  return [longitude, latitude];
}

/** Name, notes and type under the names GPX (desc, cmt), KML (description) and GeoJSON use. */
function waypointOf(feature: Feature): Waypoint {
  const properties = feature.properties ?? {};
  const notes = ['notes', 'desc', 'description', 'cmt']
    .map((key) => text(properties[key]))
    .find(Boolean);
  return {
    name: text(properties.name) ?? text(properties.title),
    notes: notes ?? '',
    type: text(properties.type),
    position: positionOf(feature.geometry),
  };
}

/**
 * GPX waypoints, routes and tracks through togeojson. togeojson drops a <wpt> without a usable
 * lat/lon, so those are found in the document and reported as having no coordinates.
 */
function gpxWaypoints(document: XmlDocument): Waypoint[] {
  const found = (gpx(document).features as Feature[]).map(waypointOf);
  for (const point of Array.from(document.getElementsByTagName('wpt'))) {
    const lat = Number.parseFloat(point.getAttribute('lat') ?? '');
    const lon = Number.parseFloat(point.getAttribute('lon') ?? '');
    if (Number.isFinite(lat) && Number.isFinite(lon)) continue;
    const name = point.getElementsByTagName('name')[0]?.textContent ?? null;
    found.push({ name, notes: '', type: null, position: 'none' });
  }
  return found;
}

/** GPX or KML by the root element; `expected` is the format the upload declared, if any. */
function xmlWaypoints(text: string, expected: 'gpx' | 'kml' | 'xml'): [ImportFormat, Waypoint[]] {
  const document = xmlDocument(text, expected);
  const root = document.documentElement?.localName;
  if (expected !== 'xml' && root !== expected)
    throw badRequest(IMPORT_MESSAGES.wrongRoot(expected));
  if (root === 'gpx') return ['gpx', gpxWaypoints(document)];
  if (root === 'kml') return ['kml', (kml(document).features as Feature[]).map(waypointOf)];
  throw badRequest(IMPORT_MESSAGES.notGpxOrKml);
}

/** A GeoJSON feature, loosely: a geometry or properties of the wrong shape read as none. */
const looseFeatureSchema = z.object({
  geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable().catch(null),
  properties: z.record(z.string(), z.unknown()).nullable().catch(null),
});
const geojsonSchema = z.discriminatedUnion('type', [
  looseFeatureSchema.extend({ type: z.literal('Feature') }),
  z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) }),
]);

function geojsonWaypoints(text: string): Waypoint[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(IMPORT_MESSAGES.malformedJson(error instanceof Error ? error.message : ''));
  }
  const geojson = geojsonSchema.safeParse(parsed);
  if (!geojson.success) throw badRequest(IMPORT_MESSAGES.notGeoJson);
  if (geojson.data.type === 'Feature') return [waypointOf(geojson.data)];
  return geojson.data.features.map((feature) => {
    const loose = looseFeatureSchema.safeParse(feature);
    return loose.success
      ? waypointOf(loose.data)
      : waypointOf({ geometry: null, properties: null });
  });
}

/**
 * Every feature of the file and the format it turned out to be (a generic XML upload is GPX or
 * KML by its root element); a malformed file is a 400 naming the problem.
 */
export function readWaypoints(
  declared: ImportFormat | 'xml',
  text: string,
): [ImportFormat, Waypoint[]] {
  return declared === 'geojson'
    ? ['geojson', geojsonWaypoints(text)]
    : xmlWaypoints(text, declared);
}
