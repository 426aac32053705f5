import { and, eq, sql } from 'drizzle-orm';
import { HUNT_PAGE_SIZE, type HuntOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts, locations, users } from '../../db/schema.js';
import {
  literalLimit,
  preparedPerDatabase,
  preparedPerKey,
  preparedViewer,
} from '../../platform/prepared.js';
import type { ObjectStorage } from '../../platform/storage/types.js';
import {
  huntPlaceVisibleTo,
  huntScopeCondition,
  huntsVisibleTo,
  type OwnerScope,
  visibleHuntTotal,
} from '../../platform/visibility/index.js';
import { huntHasPhotos, huntJsonFor } from './hunt-json.js';
import { huntOrder } from './queries.js';
import { withPhotos } from './with-photos.js';

/**
 * The hunt list's hot path (DESIGN.md section 8): the first page of a list no filter narrows,
 * as the hunts screen opens, answered by one prepared statement per sign-in state, scope and
 * ordering. It reads the page's hunts in the list's index order, writes each one's JSON text
 * (hunt-json.ts), tells which have photos, and reads the list's total from the tallies in the
 * same round trip. Photos, whose URLs are signed per viewer in JavaScript, are read only for
 * the hunts that have any and put into their JSON; the rest leave as the database wrote them.
 */
const prepareFirstPage = preparedPerKey(
  (signedIn: boolean, scope: OwnerScope, ordering: HuntOrdering) => {
    const viewer = preparedViewer(signedIn);
    return preparedPerDatabase((db) => {
      const parts = huntJsonFor(viewer);
      return db
        .select({
          id: hunts.id,
          head: parts.head,
          tail: parts.tail,
          hasPhotos: huntHasPhotos,
          // Uncorrelated: PostgreSQL reads the tallies once per call, not once per row.
          visibleCount: sql<number>`(${visibleHuntTotal(viewer, { scope })})::int`,
        })
        .from(hunts)
        .innerJoin(users, eq(users.id, hunts.userId))
        .leftJoin(locations, huntPlaceVisibleTo(viewer))
        .where(and(huntsVisibleTo(viewer), huntScopeCondition(viewer, scope)))
        .orderBy(...huntOrder(ordering))
        .limit(literalLimit(HUNT_PAGE_SIZE))
        .prepare(`hunts_first_page_${signedIn ? 'hunter' : 'visitor'}_${scope}_${ordering}`);
    });
  },
);

/** A first page as the database wrote it: each hunt's JSON text, and the list's total. */
export interface HuntListFirstPage {
  count: number;
  hunts: string[];
}

/**
 * The first page of the hunts a viewer may see in one scope and ordering, at the default page
 * size: each hunt's JSON text in order, with its photos, and how many hunts the list holds.
 */
export async function huntListFirstPage(
  deps: { db: Database; storage: ObjectStorage },
  viewerId: number | null,
  scope: OwnerScope,
  ordering: HuntOrdering,
): Promise<HuntListFirstPage> {
  const statement = prepareFirstPage(viewerId !== null, scope, ordering)(deps.db);
  const rows = await statement.execute({ viewer: viewerId ?? undefined });
  return {
    // The page is the front of the counted list: no row, no visible hunt.
    count: rows[0]?.visibleCount ?? 0,
    hunts: await withPhotos(deps, rows, viewerId),
  };
}
