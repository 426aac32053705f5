import { and, eq } from 'drizzle-orm';
import { IMPORT_DUPLICATE_METRES, haversineMetres } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locations } from '../../db/schema.js';
import { locationsVisibleTo } from '../../platform/visibility/index.js';

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

/** The hunter's own saved locations (through the visibility module) as SavedPlaces. */
export async function savedPlacesOf(db: Database, ownerId: number): Promise<SavedPlaces> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(and(locationsVisibleTo(ownerId), eq(locations.userId, ownerId)));
  const places = new SavedPlaces();
  for (const row of rows) places.add(row.name, row);
  return places;
}
