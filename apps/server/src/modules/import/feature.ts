/** One feature of an uploaded file, before it is judged: its text fields and its geometry. */
export interface Waypoint {
  name: string | null;
  notes: string;
  type: string | null;
  /** [longitude, latitude] of a point; 'none' without usable coordinates; 'not_point' for a line or area. */
  position: [number, number] | 'none' | 'not_point';
}

/** A feature as GPX, KML and GeoJSON all give it: a geometry and text properties. */
export interface Feature {
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
export function waypointOf(feature: Feature): Waypoint {
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
