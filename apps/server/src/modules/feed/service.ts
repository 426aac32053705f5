import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  FEED_COUNT_CAP,
  FEED_MESSAGES,
  privacyCeilingOf,
  type Activity,
  type FeedQuery,
  type FeedStats,
  type PrivacyLevel,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities, activityViews } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/pagination.js';
import { activitiesVisibleTo } from '../../platform/visibility/index.js';
import { countOwnActivities, type LocalClock, ownActivityTotals } from '../analytics/index.js';
import { isPlainFeed, plainCount, plainFirstPage } from './plain-feed.js';
import { announceActivity } from './live.js';
import { presentActivities, presentActivity, socialOfColumns } from './present.js';
import {
  countActivities,
  feedCondition,
  findActivityRows,
  findVisibleActivity,
  type ActivityRow,
  type FeedScope,
} from './queries.js';

/** My Activities as such (no filter beside the author): counted exactly, as the stats card counts. */
function isOwnList(
  viewerId: number | null,
  scope: FeedScope,
  query: FeedQuery,
): viewerId is number {
  return (
    viewerId !== null &&
    scope === 'all' &&
    query.user === viewerId &&
    isPlainFeed({ ...query, user: undefined })
  );
}

/**
 * A page of a feed list, first or later, filtered or not, presented by the one presenter. An
 * unfiltered list's first page is read by its own prepared statement (plain-feed.ts).
 */
export async function listFeed(
  db: Database,
  viewerId: number | null,
  scope: FeedScope,
  query: FeedQuery,
  page: PageRequest,
): Promise<{ count: number; results: Activity[] }> {
  const plain = isPlainFeed(query);
  if (plain && page.offset === 0) {
    // The first page's own statement answers it whole: no condition is built for it.
    const first = await plainFirstPage(db, viewerId, scope, query.ordering, page.pageSize);
    const shown = first.rows.length;
    return {
      count: countAsShown(first.counted, 0, shown, first.more),
      results: first.rows.map((row) => presentActivity(row, viewerId, socialOfColumns(row))),
    };
  }
  const where = feedCondition(viewerId, scope, query);
  // One row beyond the page tells whether another follows, however far past the counted cap.
  const [counted, rows] = await Promise.all([
    plain
      ? plainCount(db, viewerId, scope)
      : isOwnList(viewerId, scope, query)
        ? countOwnActivities(db, viewerId)
        : countActivities(db, where),
    findActivityRows(db, where, query.ordering, { ...page, pageSize: page.pageSize + 1 }),
  ]);
  const shown = rows.slice(0, page.pageSize);
  return {
    count: await trueCount(db, where, counted, page, shown.length, rows.length > page.pageSize),
    results: await presentActivities(db, viewerId, shown),
  };
}

/**
 * A list's count as the page shows it: the counted rows (capped), or more when the page itself
 * reaches further. A page past the end shows nothing, so it says nothing of where the list ends:
 * a capped count is then made exact, never guessed from the page number.
 */
/** The counted rows, or more when the page itself reaches further (the one rule of both paths). */
function countAsShown(counted: number, offset: number, shown: number, more: boolean): number {
  return Math.max(counted, offset + shown + (more ? 1 : 0));
}

async function trueCount(
  db: Database,
  where: SQL | undefined,
  counted: number,
  page: PageRequest,
  shown: number,
  more: boolean,
): Promise<number> {
  if (shown > 0) return countAsShown(counted, page.offset, shown, more);
  if (page.offset === 0 || counted < FEED_COUNT_CAP) return counted;
  return countActivities(db, where, Number.MAX_SAFE_INTEGER);
}

/** The activity the viewer may see, or 404 for a missing and an invisible one alike. */
export async function requireVisibleActivity(
  db: Database,
  viewerId: number | null,
  activityId: number,
): Promise<ActivityRow> {
  const row = await findVisibleActivity(db, viewerId, activityId);
  if (!row) throw notFound();
  return row;
}

export async function getActivity(
  db: Database,
  viewerId: number | null,
  activityId: number,
): Promise<Activity> {
  const row = await requireVisibleActivity(db, viewerId, activityId);
  const [activity] = await presentActivities(db, viewerId, [row]);
  if (!activity) throw notFound();
  return activity;
}

/**
 * GET /feed/feed_stats/: "Your activities" (ownActivityTotals, as Analytics and My Activities
 * count them): all of them, this week and this month in the hunter's time zone, the most active
 * type; signed out, all zero.
 */
export async function feedStats(
  db: Database,
  viewerId: number | null,
  clock: LocalClock,
): Promise<FeedStats> {
  if (viewerId === null) {
    return { total_activities: 0, week_activities: 0, month_activities: 0, most_active_type: null };
  }
  const totals = await ownActivityTotals(db, viewerId, clock);
  return {
    total_activities: totals.total,
    week_activities: totals.week,
    month_activities: totals.month,
    most_active_type: totals.mostActiveType,
  };
}

const PRIVACY_ORDER: Record<PrivacyLevel, number> = { private: 0, friends: 1, public: 2 };

/**
 * PATCH /feed/{id}/: the author narrows or widens who sees the activity, at most to its item's own
 * level (privacyCeilingOf; the item's scope still decides the rest).
 * Announced as `updated`; receivers who may no longer see it get `deleted`.
 */
export async function updateActivityPrivacy(
  db: Database,
  viewerId: number,
  activityId: number,
  level: PrivacyLevel,
): Promise<Activity> {
  const row = await requireVisibleActivity(db, viewerId, activityId);
  if (row.userId !== viewerId) throw forbidden();
  if (PRIVACY_ORDER[level] > PRIVACY_ORDER[privacyCeilingOf(row.itemLevel)]) {
    throw fieldError('privacy_level', FEED_MESSAGES.privacyOnlyNarrows);
  }
  await db.update(activities).set({ privacyLevel: level }).where(eq(activities.id, activityId));
  announceActivity(activityId, 'updated');
  return getActivity(db, viewerId, activityId);
}

/** POST /social-feed/mark_viewed/: records the visible ones once each; answers how many are. */
export async function markViewed(db: Database, viewerId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const visible = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.id, unique), activitiesVisibleTo(viewerId)));
  if (visible.length === 0) return 0;
  await db
    .insert(activityViews)
    .values(visible.map((row) => ({ activityId: row.id, userId: viewerId })))
    .onConflictDoNothing();
  return visible.length;
}
