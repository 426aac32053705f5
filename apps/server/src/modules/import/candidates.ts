import {
  DEFAULT_LOCATION_TYPE,
  LOCATION_NAME_MAX_LENGTH,
  LOCATION_NOTES_MAX_LENGTH,
  LOCATION_TYPES,
  isValidLatitude,
  isValidLongitude,
  type ImportFormat,
  type ImportPreview,
  type ImportSkipReason,
  type LocationType,
} from '@marshlog/domain';
import type { SavedPlaces } from './saved-places.js';
import type { Waypoint } from './feature.js';

const isLocationType = (value: string | null): value is LocationType =>
  LOCATION_TYPES.some((type) => type === value);

type Judgement = { reason: ImportSkipReason } | { latitude: number; longitude: number };

/** Where a waypoint can be saved, or why it cannot become a location. */
function judge(waypoint: Waypoint, name: string): Judgement {
  if (waypoint.position === 'none') return { reason: 'no_coordinates' };
  if (waypoint.position === 'not_point') return { reason: 'not_a_point' };
  const [longitude, latitude] = waypoint.position;
  if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) return { reason: 'out_of_range' };
  if (!name) return { reason: 'unnamed' };
  if (name.length > LOCATION_NAME_MAX_LENGTH) return { reason: 'name_too_long' };
  if (waypoint.notes.length > LOCATION_NOTES_MAX_LENGTH) return { reason: 'notes_too_long' };
  return { latitude, longitude };
}

/**
 * Judges every waypoint: a candidate (flagged when the hunter already saved it), or skipped with
 * its reason; a waypoint repeating an earlier one of the file is skipped as repeated.
 */
export function judgeWaypoints(
  format: ImportFormat,
  waypoints: Waypoint[],
  saved: SavedPlaces,
): ImportPreview {
  const preview: ImportPreview = { format, candidates: [], skipped: [] };
  waypoints.forEach((waypoint, index) => {
    const name = waypoint.name?.trim() ?? '';
    const judgement = judge(waypoint, name);
    if ('reason' in judgement) {
      preview.skipped.push({ index, name: name || null, reason: judgement.reason });
      return;
    }
    const { latitude, longitude } = judgement;
    const match = saved.find(name, latitude, longitude);
    if (match && match.id === null) {
      preview.skipped.push({ index, name, reason: 'repeated' });
      return;
    }
    if (!match) saved.add(name, { id: null, latitude, longitude });
    preview.candidates.push({
      index,
      name,
      latitude,
      longitude,
      notes: waypoint.notes.trim(),
      location_type: isLocationType(waypoint.type) ? waypoint.type : DEFAULT_LOCATION_TYPE,
      duplicate_of: match?.id ?? null,
    });
  });
  return preview;
}
