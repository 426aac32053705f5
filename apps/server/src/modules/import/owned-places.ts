import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { locations } from '../../db/schema.js';
import { locationsVisibleTo } from '../../platform/visibility/index.js';
import type { SavedPlaceRow } from './saved-places.js';

/** The hunter's own saved locations (through the visibility module), for the duplicate check. */
export function ownedPlaces(db: Database, ownerId: number): Promise<SavedPlaceRow[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(and(locationsVisibleTo(ownerId), eq(locations.userId, ownerId)));
}
