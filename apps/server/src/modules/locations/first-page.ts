import { eq, sql } from 'drizzle-orm';
import { LOCATIONS_PAGE_SIZE, type LocationOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locationShares, locations, users } from '../../db/schema.js';
import {
  literalLimit,
  preparedPerDatabase,
  preparedPerKey,
  preparedViewer,
} from '../../platform/prepared.js';
import {
  locationsVisibleTo,
  statementViewer,
  viewerShareInForce,
  visibleLocationTotal,
} from '../../platform/visibility/index.js';
import { locationJson } from './location-json.js';
import { locationOrder } from './queries.js';

/**
 * The location list's hot path (DESIGN.md section 8): the first page of a list no filter narrows,
 * as the locations screen opens, answered by one prepared statement per sign-in state and
 * ordering. It reads the page in the list's index order, writes each location's JSON text
 * (location-json.ts), the owner's shares included, and counts the list in the same round trip;
 * a hunter's friend and block sets are resolved once for it (statementViewer).
 */
const prepareFirstPage = preparedPerKey((signedIn: boolean, ordering: LocationOrdering) =>
  preparedPerDatabase((db) => {
    const { viewer, ties } = statementViewer(db, preparedViewer(signedIn));
    const page = db
      .with(...ties)
      .select({
        text: locationJson(
          viewer,
          viewer === null ? sql`null` : sql`${locationShares.permissionLevel}`,
        ),
        // Uncorrelated: PostgreSQL counts once per call (an InitPlan), not once per row.
        visibleCount: visibleLocationTotal(viewer),
      })
      .from(locations)
      .innerJoin(users, eq(users.id, locations.userId))
      .$dynamic();
    return (viewer === null ? page : page.leftJoin(locationShares, viewerShareInForce(viewer)))
      .where(locationsVisibleTo(viewer))
      .orderBy(...locationOrder(ordering))
      .limit(literalLimit(LOCATIONS_PAGE_SIZE))
      .prepare(`locations_first_page_${signedIn ? 'hunter' : 'visitor'}_${ordering}`);
  }),
);

/** A first page as the database wrote it: each location's JSON text, and the list's total. */
export interface LocationListFirstPage {
  count: number;
  locations: string[];
}

/**
 * The first page of the locations a viewer may see in one ordering, at the default page size:
 * each location's JSON text in order, and how many the list holds. Undefined when a stored
 * location misses its schema, which the caller presents instead (the presenter refuses it).
 */
export async function locationListFirstPage(
  db: Database,
  viewerId: number | null,
  ordering: LocationOrdering,
): Promise<LocationListFirstPage | undefined> {
  const statement = prepareFirstPage(viewerId !== null, ordering)(db);
  const rows = await statement.execute({ viewer: viewerId ?? undefined });
  const texts: string[] = [];
  for (const row of rows) {
    if (row.text === null) return undefined;
    texts.push(row.text);
  }
  // The page is the front of the counted list: no row, no visible location.
  return { count: rows[0]?.visibleCount ?? 0, locations: texts };
}
