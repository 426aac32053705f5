import { and, count, gte, sql } from 'drizzle-orm';
import {
  ANALYTICS_PERIOD_DAYS,
  COMMUNITY_TRENDS_TOP,
  WEEK_DAYS,
  friendComparison,
  type AnalyticsPeriod,
  type CommunityTrends,
  type FriendComparisonResult,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities } from '../../db/schema.js';
import { activitiesVisibleTo, friendIdsOf } from '../../platform/visibility/index.js';
import { windowStart, type LocalClock } from './local-time.js';

/**
 * GET /activity-analytics/friend_comparison/: the hunter's activities in the period against the
 * average of their accepted friends' activities they may see (a friend's private activity does
 * not count, as it is not the hunter's to see).
 */
export async function compareWithFriends(
  db: Database,
  viewerId: number,
  period: AnalyticsPeriod,
  clock: LocalClock,
): Promise<FriendComparisonResult> {
  const since = gte(activities.createdAt, windowStart(clock, ANALYTICS_PERIOD_DAYS[period]));
  const friendIds = friendIdsOf(viewerId);
  const [row] = await db
    .select({
      yours: sql<number>`count(*) filter (where ${activities.userId} = ${viewerId})`.mapWith(
        Number,
      ),
      friends:
        sql<number>`count(*) filter (where ${activities.userId} = any(${friendIds}))`.mapWith(
          Number,
        ),
      friendCount: sql<number>`cardinality(${friendIds})`.mapWith(Number),
    })
    .from(activities)
    .where(and(activitiesVisibleTo(viewerId), since));
  const yours = row?.yours ?? 0;
  const friendCount = row?.friendCount ?? 0;
  const average = friendCount === 0 ? 0 : Math.round(((row?.friends ?? 0) / friendCount) * 10) / 10;
  return {
    your_activity_count: yours,
    average_friend_activity: average,
    friend_count: friendCount,
    period,
    comparison: friendComparison(yours, average),
  };
}

/**
 * GET /activity-analytics/community_trends/: public activity only, through the activity scope of
 * a signed-out viewer, so nobody's private or friends-only activity counts for anyone. Active
 * hunters and popular types are counted over the period.
 */
export async function communityTrends(
  db: Database,
  period: AnalyticsPeriod,
  clock: LocalClock,
): Promise<CommunityTrends> {
  const publicActivity = activitiesVisibleTo(null);
  const inPeriod = gte(activities.createdAt, windowStart(clock, ANALYTICS_PERIOD_DAYS[period]));
  const [totals] = await db
    .select({
      total: count(),
      week: sql<number>`count(*) filter (where ${gte(activities.createdAt, windowStart(clock, WEEK_DAYS))})`.mapWith(
        Number,
      ),
      hunters: sql<number>`count(distinct ${activities.userId}) filter (where ${inPeriod})`.mapWith(
        Number,
      ),
    })
    .from(activities)
    .where(publicActivity);
  const popular = await db
    .select({ type: activities.activityType, count: count() })
    .from(activities)
    .where(and(publicActivity, inPeriod))
    .groupBy(activities.activityType)
    .orderBy(sql`count(*) desc`, activities.activityType)
    .limit(COMMUNITY_TRENDS_TOP);
  return {
    total_public_activities: totals?.total ?? 0,
    activities_this_week: totals?.week ?? 0,
    active_hunters_count: totals?.hunters ?? 0,
    most_popular_activity_types: popular.map((row) => ({
      activity_type: row.type,
      count: row.count,
    })),
  };
}
