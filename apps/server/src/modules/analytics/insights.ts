import { and, count, desc, gte, sql } from 'drizzle-orm';
import {
  ACTIVITY_BREAKDOWN_TOP,
  ANALYTICS_PERIOD_DAYS,
  MONTH_DAYS,
  activityStreak,
  mostActiveDay,
  weeklyChangePercent,
  type AnalyticsPeriod,
  type MyInsights,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities } from '../../db/schema.js';
import { localTimestamp, windowStart, type LocalClock } from './local-time.js';
import { ownActivities, ownActivityTotals } from './own-activity.js';

/** Local activity days read for the streak: a streak longer than this is reported at this cap. */
const STREAK_DAYS_READ = 1000;

const countWhere = (condition: ReturnType<typeof gte>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * GET /activity-analytics/my_insights/: "Your activities" (ownActivities, as My Activities lists
 * them and the feed's stats card counts them), counted in their time zone; Total Activities is the
 * period's.
 */
export async function myInsights(
  db: Database,
  viewerId: number,
  period: AnalyticsPeriod,
  clock: LocalClock,
): Promise<MyInsights> {
  const own = ownActivities(viewerId);
  const periodDays = ANALYTICS_PERIOD_DAYS[period];
  const periodStart = windowStart(clock, periodDays);
  const inPeriod = and(own, gte(activities.createdAt, periodStart));
  const earliest = windowStart(clock, Math.max(periodDays, MONTH_DAYS));

  const [totals] = await db
    .select({
      total: countWhere(gte(activities.createdAt, periodStart)),
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

  // This Week and the month behind its change are the stats card's own numbers.
  const { week, month } = await ownActivityTotals(db, viewerId, clock);
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
      activity_type: row.type,
      count: row.count,
    })),
  };
}
