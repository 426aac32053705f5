import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { FEED_COUNT_CAP, FEED_TEXTS, type FeedQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityComments,
  activityReactions,
  reportComments,
  users,
} from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import {
  activitiesVisibleTo,
  activityItemLevel,
  authorNotBlockedWith,
  isFriendOf,
  namesWholeAudienceSql,
  noRows,
  readableReportCommentCount,
  usersBlockedWithAny,
  type ViewerRef,
} from '../../platform/visibility/index.js';

/** SQL: the summary text the viewer is shown (search reads it, so a hidden name matches nothing). */
function summaryShownSql(viewer: ViewerRef | null): SQL<string | null> {
  return sql<string | null>`(case when ${namesWholeAudienceSql(viewer)}
    then ${activities.contentObjectData}->>'summary' else ${FEED_TEXTS.sharedWithYou}::text end)`;
}

/** Which list: everything visible, friends' activities only, or public ones only. */
export type FeedScope = 'all' | 'friends' | 'public';

/**
 * SQL: the comments of the current `activities` row the viewer may read (none across a block),
 * counted once for every screen: a report's activity counts its report's comments (its thread,
 * issue 29), any other its own.
 */
export function activityCommentCount(viewer: ViewerRef | null): SQL<number> {
  return sql<number>`(case when ${currentActivity(activities.contentType.name)} = 'report'
  then ${readableReportCommentCount(viewer, currentActivity(activities.objectId.name))}
  else (select count(*)::int from ${activityComments} counted
    where counted.activity_id = ${currentActivity(activities.id.name)}
      and ${authorNotBlockedWith(viewer, sql`counted.user_id`)})
  end)`;
}

/**
 * A column of the current `activities` row, spelled out with its table: a single-table select
 * would leave it bare, and a subquery's own table would capture it.
 */
function currentActivity(name: string): SQL {
  return sql`${activities}.${sql.identifier(name)}`;
}

/**
 * One activity's comment count for each hunter blocked with someone who wrote in its thread: the
 * only receivers it differs for, each counted by the rule of every screen (`activityCommentCount`).
 * One statement, whatever the audience.
 */
export async function commentCountsAcrossBlocks(
  db: Database,
  activityId: number,
): Promise<Map<number, number>> {
  const writers = sql`select written.user_id from ${activityComments} written
      where written.activity_id = ${currentActivity(activities.id.name)}
    union select written.user_id from ${reportComments} written
      where ${currentActivity(activities.contentType.name)} = 'report'
        and written.report_id = ${currentActivity(activities.objectId.name)}`;
  const rows = await db
    .select({
      userId: sql<number>`receiver.id`.mapWith(Number),
      count: activityCommentCount(sql`receiver.id`).mapWith(Number),
    })
    .from(activities)
    .innerJoin(sql`lateral ${usersBlockedWithAny(writers)} receiver`, sql`true`)
    .where(eq(activities.id, activityId));
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** An activity row with its author, as the queries select it. */
export const activityColumns = {
  id: activities.id,
  userId: activities.userId,
  activityType: activities.activityType,
  privacyLevel: activities.privacyLevel,
  contentType: activities.contentType,
  objectId: activities.objectId,
  contentTitle: activities.contentTitle,
  contentObjectData: activities.contentObjectData,
  metadata: activities.metadata,
  sharedWithIds: activities.sharedWithIds,
  itemLevel: activityItemLevel(),
  createdAt: activities.createdAt,
  author: {
    id: users.id,
    username: users.username,
    email: users.email,
    name: users.name,
    profileImageUrl: users.profileImageUrl,
  },
};

export type ActivityRow = Awaited<ReturnType<typeof findActivityRows>>[number];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** The WHERE of a list before its filters: what the viewer may see, narrowed to the list's scope. */
export function scopeCondition(
  viewerId: ViewerRef | null,
  scope: FeedScope,
  friendsOnly: boolean,
): SQL | undefined {
  return and(
    activitiesVisibleTo(viewerId),
    scope === 'friends' || friendsOnly
      ? viewerId === null
        ? noRows
        : isFriendOf(viewerId, activities.userId)
      : undefined,
    scope === 'public' ? eq(activities.privacyLevel, 'public') : undefined,
  );
}

/** The WHERE of a feed list: the visibility scope, the list's scope and the query's filters. */
export function feedCondition(
  viewerId: number | null,
  scope: FeedScope,
  query: FeedQuery,
): SQL | undefined {
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
  return and(
    scopeCondition(viewerId, scope, query.friends_only === true),
    query.activity_type ? eq(activities.activityType, query.activity_type) : undefined,
    query.privacy_level ? eq(activities.privacyLevel, query.privacy_level) : undefined,
    query.user ? eq(activities.userId, query.user) : undefined,
    query.date_after ? gte(activities.createdAt, new Date(query.date_after)) : undefined,
    search
      ? or(ilike(activities.contentTitle, search), ilike(summaryShownSql(viewerId), search))
      : undefined,
  );
}

/** Newest first by default, served by the (created_at desc, id desc) indexes. */
export function feedOrder(ordering: FeedQuery['ordering']) {
  return ordering === 'created_at'
    ? [asc(activities.createdAt), asc(activities.id)]
    : [desc(activities.createdAt), desc(activities.id)];
}

/**
 * How many activities a list holds, counted up to FEED_COUNT_CAP: an exact count of a whole feed
 * would check every activity of the site against the viewer (seconds at a million), where the
 * capped count stops early (about 9 ms). Lists narrower than the cap (a hunter's own, a search)
 * stay exact.
 */
export async function countActivities(
  db: Database,
  where: SQL | undefined,
  cap = FEED_COUNT_CAP,
): Promise<number> {
  const capped = db
    .select({ id: activities.id })
    .from(activities)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ count: count() }).from(capped);
  return row?.count ?? 0;
}

/** One page, newest first by default, served by the (created_at desc, id desc) indexes. */
export async function findActivityRows(
  db: Database,
  where: SQL | undefined,
  ordering: FeedQuery['ordering'],
  page: PageRequest,
) {
  return db
    .select(activityColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .where(where)
    .orderBy(...feedOrder(ordering))
    .limit(page.pageSize)
    .offset(page.offset);
}

/** One activity the viewer may see, or undefined (the caller's 404). */
export async function findVisibleActivity(
  db: Database,
  viewerId: number | null,
  activityId: number,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .where(and(eq(activities.id, activityId), activitiesVisibleTo(viewerId)))
    .limit(1);
  return row;
}

/** Reactions per type, the viewer's own reaction and comment counts of a page of activities. */
export async function socialCountsOf(db: Database, viewerId: number | null, ids: number[]) {
  if (ids.length === 0) return { reactions: [], mine: [], comments: [] };
  const [reactions, mine, comments] = await Promise.all([
    db
      .select({
        activityId: activityReactions.activityId,
        reactionType: activityReactions.reactionType,
        count: count(),
      })
      .from(activityReactions)
      .where(inArray(activityReactions.activityId, ids))
      .groupBy(activityReactions.activityId, activityReactions.reactionType),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({
            activityId: activityReactions.activityId,
            reactionType: activityReactions.reactionType,
          })
          .from(activityReactions)
          .where(
            and(inArray(activityReactions.activityId, ids), eq(activityReactions.userId, viewerId)),
          ),
    db
      .select({ activityId: activities.id, count: activityCommentCount(viewerId).mapWith(Number) })
      .from(activities)
      .where(inArray(activities.id, ids)),
  ]);
  return { reactions, mine, comments };
}

/** The viewer's friends among some users, who may see their email. */
export async function friendsAmong(db: Database, viewerId: number | null, userIds: number[]) {
  if (viewerId === null || userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), isFriendOf(viewerId, users.id)));
  return new Set(rows.map((row) => row.id));
}
