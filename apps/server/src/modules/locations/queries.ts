import { and, asc, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  LOCATIONS_PAGE_SIZE,
  type LocationListQuery,
  type LocationOrdering,
  type LocationScope,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locationShares, locations, photos, users } from '../../db/schema.js';
import {
  isBlockedWith,
  locationsSharedWith,
  locationsVisibleTo,
  locationTiesSelection,
  noRows,
  ownerScopeCondition,
  type ViewerRef,
  visibleLocationTotal,
} from '../../platform/visibility/index.js';
import { ownerColumns } from '../users/index.js';
import {
  literalLimit,
  preparedPerDatabase,
  preparedPerKey,
  preparedViewer,
} from '../../platform/prepared.js';

/** Photos attached to the current `locations` row; served by photos_object_idx. */
export const photoCount = sql<number>`(select count(*)::int from ${photos} p
  where p.content_type = 'location' and p.object_id = ${locations}.${sql.identifier(locations.id.name)})`;

/** Everything a location's JSON needs, with its owner and the viewer's relation, in one row. */
function locationRowColumns(viewerId: ViewerRef | null) {
  return {
    location: locations,
    owner: ownerColumns,
    photoCount: photoCount.mapWith(Number),
    ...locationTiesSelection(viewerId),
  };
}

function selectLocationRows(db: Database, viewerId: ViewerRef | null) {
  return db
    .select(locationRowColumns(viewerId))
    .from(locations)
    .innerJoin(users, eq(users.id, locations.userId));
}

export type LocationRow = Awaited<ReturnType<typeof selectLocationRows>>[number];

const orderings: Record<LocationOrdering, SQL[]> = {
  name: [asc(sql`lower(${locations.name})`), asc(locations.id)],
  '-name': [desc(sql`lower(${locations.name})`), desc(locations.id)],
  date_added: [asc(locations.dateAdded), asc(locations.id)],
  '-date_added': [desc(locations.dateAdded), desc(locations.id)],
  updated_at: [asc(locations.updatedAt), asc(locations.id)],
  '-updated_at': [desc(locations.updatedAt), desc(locations.id)],
};

/** The list's ORDER BY for an ordering, with the id as tie-breaker (served by the list's indexes). */
export function locationOrder(ordering: LocationOrdering): SQL[] {
  return orderings[ordering];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** SQL narrowing the visible locations to one scope; undefined for all of them. */
function scopeCondition(viewerId: number | null, scope: LocationScope | undefined) {
  if (scope !== 'shared') return ownerScopeCondition(viewerId, scope, locations.userId);
  return viewerId === null ? noRows : locationsSharedWith(viewerId);
}

export function listCondition(
  viewerId: number | null,
  filters: Omit<LocationListQuery, 'ordering' | 'page' | 'page_size'>,
) {
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  return and(
    locationsVisibleTo(viewerId),
    scopeCondition(viewerId, filters.scope),
    filters.privacy_level ? eq(locations.privacyLevel, filters.privacy_level) : undefined,
    filters.location_type ? eq(locations.locationType, filters.location_type) : undefined,
    pattern ? or(ilike(locations.name, pattern), ilike(locations.description, pattern)) : undefined,
  );
}

function countLocations(db: Database, where: SQL | undefined) {
  return db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(locations)
    .where(where);
}

function pageOfLocations(
  db: Database,
  viewerId: number | null,
  where: SQL | undefined,
  ordering: LocationOrdering,
) {
  return selectLocationRows(db, viewerId)
    .where(where)
    .orderBy(...orderings[ordering]);
}

/** The list no filter narrows, at its first page and default size: what the screen opens on. */
function isPlainFirstPage(query: LocationListQuery): boolean {
  return (
    !query.scope &&
    !query.privacy_level &&
    !query.location_type &&
    !query.search &&
    query.page === 1 &&
    query.page_size === LOCATIONS_PAGE_SIZE
  );
}

/**
 * The location list's hot path (DESIGN.md section 8): the first page of a list no filter
 * narrows, read by one prepared statement per sign-in state and ordering with the list's total
 * in the same round trip. Its rows are the rows of every other location read.
 */
const prepareFirstPage = preparedPerKey((signedIn: boolean, ordering: LocationOrdering) =>
  preparedPerDatabase((db) => {
    const viewer = preparedViewer(signedIn);
    return db
      .select({
        ...locationRowColumns(viewer),
        // Uncorrelated: PostgreSQL counts once per call (an InitPlan), not once per row.
        visibleCount: visibleLocationTotal(viewer),
      })
      .from(locations)
      .innerJoin(users, eq(users.id, locations.userId))
      .where(locationsVisibleTo(viewer))
      .orderBy(...orderings[ordering])
      .limit(literalLimit(LOCATIONS_PAGE_SIZE))
      .prepare(`locations_first_page_${signedIn ? 'hunter' : 'visitor'}_${ordering}`);
  }),
);

/** One page of the locations the viewer may see, with the total that match. */
export async function findVisibleLocations(
  db: Database,
  viewerId: number | null,
  query: LocationListQuery,
): Promise<{ count: number; rows: LocationRow[] }> {
  if (isPlainFirstPage(query)) {
    const statement = prepareFirstPage(viewerId !== null, query.ordering)(db);
    const rows = await statement.execute({ viewer: viewerId ?? undefined });
    // The page is the front of the counted list: no row, no visible location.
    return { count: rows[0]?.visibleCount ?? 0, rows };
  }
  const where = listCondition(viewerId, query);
  // The total and the page are independent reads: sent together, on two pool connections.
  const [[total], rows] = await Promise.all([
    countLocations(db, where),
    pageOfLocations(db, viewerId, where, query.ordering)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { count: total?.count ?? 0, rows };
}

/** One location by id with no visibility check: callers decide access first (locationAccess). */
export async function findLocationRow(
  db: Database,
  viewerId: number | null,
  locationId: number,
): Promise<LocationRow | undefined> {
  const [row] = await selectLocationRows(db, viewerId).where(eq(locations.id, locationId)).limit(1);
  return row;
}

export interface ShareRow {
  id: number;
  locationId: number;
  permissionLevel: string;
  sharedAt: Date;
  sharedWith: { id: number; name: string; username: string };
}

/**
 * The shares of the given locations (one query for a whole page), leaving out users the owner
 * and they have blocked, since such a share grants nothing.
 */
export function findShares(
  db: Database,
  ownerId: number,
  locationIds: number[],
): Promise<ShareRow[]> {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: locationShares.id,
      locationId: locationShares.locationId,
      permissionLevel: locationShares.permissionLevel,
      sharedAt: locationShares.sharedAt,
      sharedWith: { id: users.id, name: users.name, username: users.username },
    })
    .from(locationShares)
    .innerJoin(users, eq(users.id, locationShares.sharedWithId))
    .where(
      and(inArray(locationShares.locationId, locationIds), not(isBlockedWith(ownerId, users.id))),
    )
    .orderBy(asc(locationShares.sharedAt), asc(locationShares.id));
}
