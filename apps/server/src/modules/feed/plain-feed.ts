import { FEED_COUNT_CAP, type FeedQuery } from '@marshlog/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { activities, activityReactions, users } from '../../db/schema.js';
import { preparedPerDatabase, preparedPerKey, preparedViewer } from '../../platform/prepared.js';
import { isFriendOf, statementViewer, type ViewerRef } from '../../platform/visibility/index.js';
import type { SocialColumns } from './present.js';
import {
  activityColumns,
  activityCommentCount,
  feedOrder,
  scopeCondition,
  type ActivityRow,
  type FeedScope,
} from './queries.js';

/**
 * The feed's hot path (DESIGN.md section 8): a list no filter narrows, as the feed screen opens,
 * read by named prepared statements per sign-in state, list and ordering, the viewer a
 * placeholder. Each walks the list in its index order up to the count's cap; the first page is
 * cut from the front of that walk before anything joins it, so only its rows are looked up. A
 * hunter's friend and block sets, which the rules read in several places, are resolved once per
 * execution in the statement's first CTE (`statementViewer`). The cap is written into the SQL
 * rather than bound: with a bound limit PostgreSQL priced the generic plan for a tenth of the
 * table and re-planned the large visibility SQL on every request; with it, a connection plans
 * once and reuses the plan. The rows are the rows of every other feed read, presented by the one
 * presenter (present.ts).
 */

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

/** The list walked up to `cap` visible activities in its order. */
function visibleWalk(
  db: Database,
  viewer: ViewerRef | null,
  scope: FeedScope,
  ordering: Ordering,
  cap: number,
) {
  return db.$with('walk', { id: activities.id, createdAt: activities.createdAt }).as(
    sql`select ${activities.id}, ${activities.createdAt} from ${activities}
      where ${scopeCondition(viewer, scope, false)}
      order by ${sql.join(feedOrder(ordering), sql`, `)}
      limit ${sql.raw(String(cap))}`,
  );
}

/** The list's order on the walk's columns (newest first by default), as feedOrder on the table. */
function walkOrder(walked: { id: AnyPgColumn; createdAt: AnyPgColumn }, ordering: Ordering) {
  return ordering === 'created_at'
    ? [asc(walked.createdAt), asc(walked.id)]
    : [desc(walked.createdAt), desc(walked.id)];
}

/**
 * What a card shows beside its activity, as columns of the page's own statement (no round trip
 * per page for them): reactions per type, the viewer's reaction, the comments they may read, and
 * whether the author is their friend. presentActivity makes the card of them, as of every row.
 */
function socialColumns(viewer: ViewerRef | null) {
  const reactions = activityReactions;
  return {
    reactions: sql<SocialColumns['reactions']>`(select json_object_agg(per_type.type, per_type.n)
      from (select ${reactions.reactionType} as type, count(*)::int as n from ${reactions}
        where ${reactions.activityId} = ${activities.id} group by 1) per_type)`,
    userReaction:
      viewer === null
        ? sql<string | null>`null::text`
        : sql<string | null>`(select ${reactions.reactionType}::text from ${reactions}
          where ${reactions.activityId} = ${activities.id} and ${reactions.userId} = ${viewer})`,
    commentCount: activityCommentCount(viewer).mapWith(Number),
    authorIsFriend: (viewer === null
      ? sql<boolean>`false`
      : sql<boolean>`${isFriendOf(viewer, activities.userId)}`
    ).mapWith(Boolean),
  };
}

/** One beyond the cap: the first page then knows whether any activity follows the counted ones. */
const FIRST_PAGE_WALK = FEED_COUNT_CAP + 1;

const prepareFirstPage = preparedPerKey((signedIn: boolean, scope: FeedScope, ordering: Ordering) =>
  preparedPerDatabase((db) => {
    const { viewer, ties } = statementViewer(db, preparedViewer(signedIn));
    const walk = visibleWalk(db, viewer, scope, ordering, FIRST_PAGE_WALK);
    const page = db
      .select({ id: walk.id, createdAt: walk.createdAt })
      .from(walk)
      .orderBy(...walkOrder(walk, ordering))
      .limit(sql.placeholder('limit'))
      .as('page');
    return db
      .with(...ties, walk)
      .select({
        ...activityColumns,
        ...socialColumns(viewer),
        walked: sql<number>`(select count(*)::int from ${walk})`,
      })
      .from(page)
      .innerJoin(activities, eq(activities.id, page.id))
      .innerJoin(users, eq(users.id, activities.userId))
      .orderBy(...walkOrder(page, ordering))
      .prepare(statementName('first_page', signedIn, scope, ordering));
  }),
);

const prepareCount = preparedPerKey((signedIn: boolean, scope: FeedScope) =>
  preparedPerDatabase((db) => {
    const { viewer, ties } = statementViewer(db, preparedViewer(signedIn));
    // Any order counts the same; the default one is what the first page's walk reads too.
    const walk = visibleWalk(db, viewer, scope, '-created_at', FEED_COUNT_CAP);
    return db
      .with(...ties, walk)
      .select({ count: count() })
      .from(walk)
      .prepare(statementName('count', signedIn, scope));
  }),
);

/** The values a prepared feed statement takes: the viewer's id when signed in. */
const viewerValues = (viewerId: number | null) => (viewerId === null ? {} : { viewer: viewerId });

/**
 * The first page of an unfiltered list in order, how many activities the list holds up to
 * FEED_COUNT_CAP, and whether any follow the page.
 */
export async function plainFirstPage(
  db: Database,
  viewerId: number | null,
  scope: FeedScope,
  ordering: Ordering,
  pageSize: number,
): Promise<{ counted: number; more: boolean; rows: (ActivityRow & SocialColumns)[] }> {
  const statement = prepareFirstPage(viewerId !== null, scope, ordering);
  const rows = await statement(db).execute({ ...viewerValues(viewerId), limit: pageSize });
  // The page is the front of the walk: no row, no visible activity.
  const walked = rows[0]?.walked ?? 0;
  return { counted: Math.min(walked, FEED_COUNT_CAP), more: walked > rows.length, rows };
}

/** An unfiltered list's count up to FEED_COUNT_CAP, through its prepared statement. */
export async function plainCount(
  db: Database,
  viewerId: number | null,
  scope: FeedScope,
): Promise<number> {
  const counted = prepareCount(viewerId !== null, scope);
  const [row] = await counted(db).execute(viewerValues(viewerId));
  return row?.count ?? 0;
}
