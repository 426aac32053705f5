import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  ACTIVITY_BREAKDOWN_TOP,
  ANALYTICS_PERIOD_DAYS,
  MONTH_DAYS,
  WEEK_DAYS,
  activityStreak,
  mostActiveDay,
  weeklyChangePercent,
  type ActivityType,
  type AnalyticsPeriod,
  type MyInsights,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities } from '../../db/schema.js';
import { activitiesVisibleTo } from '../../platform/visibility/activities.js';
import { localTimestamp, windowStart, type LocalClock } from './local-time.js';

/** Local activity days read for the streak: a streak longer than this is reported at this cap. */
const STREAK_DAYS_READ = 1000;

const countWhere = (condition: ReturnType<typeof gte>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * GET /activity-analytics/my_insights/: the hunter's own activities, as My Activities lists them
 * (the visibility scope and the author), counted in their time zone.
 */
export async function myInsights(
  db: Database,
  viewerId: number,
  period: AnalyticsPeriod,
  clock: LocalClock,
): Promise<MyInsights> {
  const own = and(activitiesVisibleTo(viewerId), eq(activities.userId, viewerId));
  const periodDays = ANALYTICS_PERIOD_DAYS[period];
  const periodStart = windowStart(clock, periodDays);
  const inPeriod = and(own, gte(activities.createdAt, periodStart));
  const earliest = windowStart(clock, Math.max(periodDays, MONTH_DAYS));

  const [totals] = await db
    .select({
      total: countWhere(gte(activities.createdAt, periodStart)),
      week: countWhere(gte(activities.createdAt, windowStart(clock, WEEK_DAYS))),
      month: countWhere(gte(activities.createdAt, windowStart(clock, MONTH_DAYS))),
      private:
        sql<number>`count(*) filter (where ${gte(activities.createdAt, periodStart)} and ${activities.privacyLevel} = 'private')`.mapWith(
          Number,
        ),
      friends:
        sql<number>`count(*) filter (where ${gte(activities.createdAt, periodStart)} and ${activities.privacyLevel} = 'friends')`.mapWith(
          Number,
        ),
      public:
        sql<number>`count(*) filter (where ${gte(activities.createdAt, periodStart)} and ${activities.privacyLevel} = 'public')`.mapWith(
          Number,
        ),
    })
    .from(activities)
    .where(and(own, gte(activities.createdAt, earliest)));

  const breakdown = await db
    .select({ type: activities.activityType, count: count() })
    .from(activities)
    .where(inPeriod)
    .groupBy(activities.activityType)
    .orderBy(desc(count()), activities.activityType)
    .limit(ACTIVITY_BREAKDOWN_TOP);

  const weekday =
    sql<number>`extract(isodow from ${localTimestamp(clock, activities.createdAt)})::int`.mapWith(
      Number,
    );
  const byWeekday = await db
    .select({ weekday, count: count() })
    .from(activities)
    .where(inPeriod)
    // By position: the time zone is a parameter, so the expression cannot be repeated.
    .groupBy(sql`1`);

  const localDay = sql<string>`to_char(${localTimestamp(clock, activities.createdAt)}, 'YYYY-MM-DD')`;
  const activeDays = await db
    .selectDistinct({ day: localDay })
    .from(activities)
    .where(own)
    .orderBy(sql`1 desc`)
    .limit(STREAK_DAYS_READ);

  const week = totals?.week ?? 0;
  const month = totals?.month ?? 0;
  return {
    period,
    time_zone: clock.timeZone,
    total_activities: totals?.total ?? 0,
    this_week: week,
    this_month: month,
    weekly_change_percent: weeklyChangePercent(week, month),
    activity_streak: activityStreak(
      activeDays.map((row) => row.day),
      clock.today,
    ),
    most_active_day_of_week: mostActiveDay(
      new Map(byWeekday.map((row) => [row.weekday, row.count])),
    ),
    privacy_breakdown: {
      private: totals?.private ?? 0,
      friends: totals?.friends ?? 0,
      public: totals?.public ?? 0,
    },
    activity_breakdown: breakdown.map((row) => ({
      activity_type: row.type as ActivityType,
      count: row.count,
    })),
  };
}
