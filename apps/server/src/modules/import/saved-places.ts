import { IMPORT_DUPLICATE_METRES, haversineMetres } from '@marshlog/domain';

/** A saved location, as much of it as the duplicate check reads. */
export interface SavedPlaceRow {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

interface Place {
  id: number | null;
  latitude: number;
  longitude: number;
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The places a hunter has by name, to find a waypoint that is already one of them: the same name
 * (ignoring case and edge spaces) within 25 m. Places added during an import have no id yet.
 */
export class SavedPlaces {
  private readonly byName = new Map<string, Place[]>();

  /** The places of the hunter's saved locations. */
  static of(rows: readonly SavedPlaceRow[]): SavedPlaces {
    const places = new SavedPlaces();
    for (const row of rows) places.add(row.name, row);
    return places;
  }

  add(name: string, place: Place): void {
    const key = nameKey(name);
    const places = this.byName.get(key) ?? [];
    places.push(place);
    this.byName.set(key, places);
  }

  /** The matching place, or undefined. */
  find(name: string, latitude: number, longitude: number): Place | undefined {
    return this.byName
      .get(nameKey(name))
      ?.find((place) => haversineMetres(place, { latitude, longitude }) <= IMPORT_DUPLICATE_METRES);
  }
}
