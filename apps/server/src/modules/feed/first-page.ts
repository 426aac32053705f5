import { count, eq, sql } from 'drizzle-orm';
import { FEED_COUNT_CAP, type FeedQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities, users } from '../../db/schema.js';
import { preparedPerDatabase } from '../../platform/prepared.js';
import { activityColumns, feedOrder, scopeCondition, type FeedScope } from './queries.js';

/**
 * The feed's hot path prepared (DESIGN.md section 8): the first page of an unfiltered list and its
 * capped count, one named statement each per sign-in state, list and ordering, with the viewer as
 * a placeholder. Their visibility SQL is large enough that PostgreSQL spent 11-14 ms planning it
 * on every request against about 1 ms running it; prepared, a connection plans it once and then
 * reuses the generic plan (the viewer only reaches the friend and block sets, resolved once per
 * execution, so one plan fits every viewer).
 */

/** The viewer of a prepared statement: filled in at each call for hunters, none for visitors. */
const viewerParam = sql.placeholder('viewer');
const viewerOf = (signedIn: boolean) => (signedIn ? viewerParam : null);

/** A list no filter narrows: what the feed screen asks for on opening. */
export function isPlainFeed(query: FeedQuery): boolean {
  return (
    query.activity_type === undefined &&
    query.privacy_level === undefined &&
    query.user === undefined &&
    query.date_after === undefined &&
    !query.search &&
    query.friends_only !== true
  );
}

type Ordering = FeedQuery['ordering'];

function statementName(kind: string, signedIn: boolean, scope: FeedScope, ordering?: Ordering) {
  const order = ordering === undefined ? '' : ordering === 'created_at' ? '_oldest' : '_newest';
  return `feed_${kind}_${signedIn ? 'hunter' : 'visitor'}_${scope}${order}`;
}

function prepareFirstPage(signedIn: boolean, scope: FeedScope, ordering: Ordering) {
  const viewer = viewerOf(signedIn);
  return preparedPerDatabase((db) =>
    db
      .select(activityColumns)
      .from(activities)
      .innerJoin(users, eq(users.id, activities.userId))
      .where(scopeCondition(viewer, scope, false))
      .orderBy(...feedOrder(ordering))
      .limit(sql.placeholder('limit'))
      .prepare(statementName('first_page', signedIn, scope, ordering)),
  );
}

function prepareCount(signedIn: boolean, scope: FeedScope) {
  const viewer = viewerOf(signedIn);
  return preparedPerDatabase((db) => {
    const capped = db
      .select({ id: activities.id })
      .from(activities)
      .where(scopeCondition(viewer, scope, false))
      .limit(FEED_COUNT_CAP)
      .as('capped');
    return db
      .select({ count: count() })
      .from(capped)
      .prepare(statementName('count', signedIn, scope));
  });
}

/** Built lazily, once per key; each then prepares once per database handle. */
const pages = new Map<string, ReturnType<typeof prepareFirstPage>>();
const counts = new Map<string, ReturnType<typeof prepareCount>>();

/** The values a prepared feed statement takes: the viewer's id when signed in. */
const viewerValues = (viewerId: number | null) => (viewerId === null ? {} : { viewer: viewerId });

/** The first `limit` rows of an unfiltered list, through its prepared statement. */
export function firstPageRows(
  db: Database,
  viewerId: number | null,
  scope: FeedScope,
  ordering: Ordering,
  limit: number,
) {
  const key = `${viewerId !== null}:${scope}:${ordering}`;
  let page = pages.get(key);
  if (!page) {
    page = prepareFirstPage(viewerId !== null, scope, ordering);
    pages.set(key, page);
  }
  return page(db).execute({ ...viewerValues(viewerId), limit });
}

/** An unfiltered list's count up to FEED_COUNT_CAP, through its prepared statement. */
export async function plainCount(
  db: Database,
  viewerId: number | null,
  scope: FeedScope,
): Promise<number> {
  const key = `${viewerId !== null}:${scope}`;
  let counted = counts.get(key);
  if (!counted) {
    counted = prepareCount(viewerId !== null, scope);
    counts.set(key, counted);
  }
  const [row] = await counted(db).execute(viewerValues(viewerId));
  return row?.count ?? 0;
}
