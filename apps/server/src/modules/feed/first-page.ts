import { FEED_COUNT_CAP, type FeedQuery } from '@marshlog/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { activities, users } from '../../db/schema.js';
import { preparedPerDatabase, preparedPerKey, preparedViewer } from '../../platform/prepared.js';
import { isFriendOf, statementViewer, type ViewerRef } from '../../platform/visibility/index.js';
import { activityCardJson } from './card-json.js';
import { feedOrder, scopeCondition, type FeedScope } from './queries.js';

/**
 * The feed's hot path prepared (DESIGN.md section 8): the first page of an unfiltered list, one
 * named statement per sign-in state, list and ordering, with the viewer as a placeholder. One
 * statement answers the whole page: it walks the list in its index order up to FEED_COUNT_CAP
 * visible activities (the capped count), takes the page off the front of that walk, and builds
 * each card's JSON text (card-json.ts) with its reaction and comment counts, the viewer's
 * reaction and the author's email for friends. A hunter's friend and block sets, which the rules
 * read in nine places, are resolved once per execution in the statement's first CTE
 * (`viewerWithTies`); the walk reads each activity's own level from its index and probes the
 * item behind it by primary key (activitiesVisibleTo).
 * The cap is written into the SQL rather than bound: with a bound limit PostgreSQL priced the
 * generic plan for a tenth of the table and re-planned the large visibility SQL on every request
 * (about 5 ms planning against 1-3 ms running); with it, a connection plans once and reuses the
 * generic plan (the viewer only reaches the friend and block sets, resolved once per execution, so
 * one plan fits every viewer). Deeper pages of the same list count with the
 * same walk, prepared alone.
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

/** The list walked to FEED_COUNT_CAP in its order: the capped count, and the page at its front. */
function visibleWalk(db: Database, viewer: ViewerRef | null, scope: FeedScope, ordering: Ordering) {
  return db.$with('walk', { id: activities.id, createdAt: activities.createdAt }).as(
    sql`select ${activities.id}, ${activities.createdAt} from ${activities}
      where ${scopeCondition(viewer, scope, false)}
      order by ${sql.join(feedOrder(ordering), sql`, `)}
      limit ${sql.raw(String(FEED_COUNT_CAP))}`,
  );
}

/** The list's order on the walk's columns (newest first by default), as feedOrder on the table. */
function walkOrder(walked: { id: AnyPgColumn; createdAt: AnyPgColumn }, ordering: Ordering) {
  return ordering === 'created_at'
    ? [asc(walked.createdAt), asc(walked.id)]
    : [desc(walked.createdAt), desc(walked.id)];
}

const prepareFirstPage = preparedPerKey((signedIn: boolean, scope: FeedScope, ordering: Ordering) =>
  preparedPerDatabase((db) => {
    const { viewer, ties } = statementViewer(db, preparedViewer(signedIn));
    const walk = visibleWalk(db, viewer, scope, ordering);
    // The page is cut from the walk before anything joins it, so only its rows are looked up.
    const page = db
      .select({ id: walk.id, createdAt: walk.createdAt })
      .from(walk)
      .orderBy(...walkOrder(walk, ordering))
      .limit(sql.placeholder('limit'))
      .as('page');
    return db
      .with(...ties, walk)
      .select({
        card: activityCardJson(
          viewer,
          viewer === null ? sql`false` : isFriendOf(viewer, activities.userId),
        ),
        visibleCount: sql<number>`(select count(*)::int from ${walk})`,
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
    const walk = visibleWalk(db, viewer, scope, '-created_at');
    return db
      .with(...ties, walk)
      .select({ count: count() })
      .from(walk)
      .prepare(statementName('count', signedIn, scope));
  }),
);

/** The values a prepared feed statement takes: the viewer's id when signed in. */
const viewerValues = (viewerId: number | null) => (viewerId === null ? {} : { viewer: viewerId });

/** A first page as the database wrote it: each card's JSON text, and the list's capped count. */
export interface FirstPage {
  count: number;
  cards: string[];
}

/**
 * The first page of an unfiltered list, each card's JSON text in order, and how many activities
 * the list holds up to FEED_COUNT_CAP (never fewer than the page shows: the page is the front of
 * the counted walk).
 */
export async function firstPage(
  db: Database,
  viewerId: number | null,
  scope: FeedScope,
  ordering: Ordering,
  pageSize: number,
): Promise<FirstPage> {
  const page = prepareFirstPage(viewerId !== null, scope, ordering);
  const rows = await page(db).execute({ ...viewerValues(viewerId), limit: pageSize });
  return { count: rows[0]?.visibleCount ?? 0, cards: rows.map((row) => row.card) };
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
