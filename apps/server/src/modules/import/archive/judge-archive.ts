import {
  IMPORT_DUPLICATE_METRES,
  haversineMetres,
  type ArchiveImportPreview,
  type ImportSkipped,
} from '@marshlog/domain';
import { judgeWaypoints } from '../candidates.js';
import type { SavedPlaces } from '../saved-places.js';
import type { ArchiveRecords } from './archive-document.js';

/** A hunt the hunter already logged: its day and place. */
export interface LoggedHunt {
  dateOfHunt: string;
  latitude: number;
  longitude: number;
}

const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;

/** The archive's locations judged as waypoints are (duplicates by name within 25 m). */
function judgeLocations(records: ArchiveRecords, saved: SavedPlaces) {
  const valid = records.locations.flatMap((item) => ('record' in item ? [item] : []));
  const judged = judgeWaypoints(
    'marshlog',
    valid.map(({ record }) => ({
      name: record.name,
      notes: record.description,
      type: record.locationType,
      position: [record.longitude, record.latitude],
    })),
    saved,
  );
  const archiveIndex = (index: number) => valid[index]?.index ?? index;
  const invalid: ImportSkipped[] = records.locations
    .filter((item) => 'invalid' in item)
    .map(({ index }) => ({ index, name: null, reason: 'invalid_record' }));
  return {
    format: judged.format,
    candidates: judged.candidates.map((c) => ({ ...c, index: archiveIndex(c.index) })),
    skipped: [
      ...judged.skipped.map((s) => ({ ...s, index: archiveIndex(s.index) })),
      ...invalid,
    ].sort(byIndex),
  };
}

/**
 * What the archive would import for this hunter: its locations (as a file's waypoints are
 * judged), and its hunts, each left out when not valid or when the hunter already logged a hunt
 * that day within 25 m. A hunt keeps its location when that location is imported or already saved.
 */
export function judgeArchive(
  records: ArchiveRecords,
  saved: SavedPlaces,
  logged: readonly LoggedHunt[],
): ArchiveImportPreview {
  const locations = judgeLocations(records, saved);
  const locationIndexById = new Map<number, number>();
  for (const item of records.locations) {
    if ('record' in item) locationIndexById.set(item.record.id, item.index);
  }
  const importable = new Set(locations.candidates.map((candidate) => candidate.index));
  const loggedByDay = new Map<string, LoggedHunt[]>();
  for (const hunt of logged) {
    loggedByDay.set(hunt.dateOfHunt, [...(loggedByDay.get(hunt.dateOfHunt) ?? []), hunt]);
  }
  const hunts: ArchiveImportPreview['hunts'] = { candidates: [], skipped: [] };
  for (const item of records.hunts) {
    if ('invalid' in item) {
      hunts.skipped.push({ index: item.index, name: null, reason: 'invalid_record' });
      continue;
    }
    const { record: hunt, index } = item;
    const sameDay = loggedByDay.get(hunt.dateOfHunt) ?? [];
    if (sameDay.some((other) => haversineMetres(other, hunt) <= IMPORT_DUPLICATE_METRES)) {
      hunts.skipped.push({ index, name: hunt.dateOfHunt, reason: 'duplicate_hunt' });
      continue;
    }
    const locationIndex =
      hunt.locationId === null ? undefined : locationIndexById.get(hunt.locationId);
    hunts.candidates.push({
      index,
      date_of_hunt: hunt.dateOfHunt,
      latitude: hunt.latitude,
      longitude: hunt.longitude,
      birds: hunt.birds.length,
      location_index:
        locationIndex !== undefined && importable.has(locationIndex) ? locationIndex : null,
    });
  }
  return { locations, hunts };
}
