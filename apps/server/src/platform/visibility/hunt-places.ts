import { and, eq, type SQL } from 'drizzle-orm';
import { hunts, locations } from '../../db/schema.js';
import { locationsVisibleTo } from './locations.js';
import type { ViewerRef } from './relations.js';

/**
 * SQL: the join condition of a hunt's saved location, met only where the viewer (null when signed
 * out) may see that location as it is now. A hunt the viewer sees may sit at a spot they may not:
 * then the join finds no row and the hunt shows its coordinates without the place's id or name
 * (DESIGN.md section 5: derived items never show more than their source). The location scope
 * resolves the viewer's friends, blocks and shares once per query, like every list scope.
 */
export function huntPlaceVisibleTo(viewerId: ViewerRef | null): SQL | undefined {
  return and(eq(locations.id, hunts.locationId), locationsVisibleTo(viewerId));
}
