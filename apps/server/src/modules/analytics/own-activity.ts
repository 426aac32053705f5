import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { MONTH_DAYS, WEEK_DAYS, type ActivityType } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities } from '../../db/schema.js';
import { activitiesVisibleTo } from '../../platform/visibility/index.js';
import { windowStart, type LocalClock } from './local-time.js';

/**
 * "Your activities": the hunter's own activities as My Activities lists them (the visibility
 * scope and the author). The feed's stats card, My Activities' "{n} activities found" and
 * Analytics all count from here, so one hunter at one moment reads one total.
 */
export function ownActivities(hunterId: number): SQL {
  return and(activitiesVisibleTo(hunterId), eq(activities.userId, hunterId)) ?? sql`false`;
}

export interface OwnActivityTotals {
  /** All of the hunter's activities. */
  total: number;
  /** Since local midnight 6 days ago (today and the 6 days before), in the hunter's time zone. */
  week: number;
  /** The last 30 local days, today included. */
  month: number;
  mostActiveType: ActivityType | null;
}

const countSince = (clock: LocalClock, days: number) =>
  sql<number>`count(*) filter (where ${gte(activities.createdAt, windowStart(clock, days))})`.mapWith(
    Number,
  );

/** The hunter's own activity totals: all time, this week and this month, and the most common type. */
export async function ownActivityTotals(
  db: Database,
  hunterId: number,
  clock: LocalClock,
): Promise<OwnActivityTotals> {
  const own = ownActivities(hunterId);
  const [total, [windows]] = await Promise.all([
    countOwnActivities(db, hunterId),
    db
      .select({ week: countSince(clock, WEEK_DAYS), month: countSince(clock, MONTH_DAYS) })
      .from(activities)
      .where(and(own, gte(activities.createdAt, windowStart(clock, MONTH_DAYS)))),
  ]);
  const [top] = await db
    .select({ type: activities.activityType })
    .from(activities)
    .where(own)
    .groupBy(activities.activityType)
    .orderBy(sql`count(*) desc`, activities.activityType)
    .limit(1);
  return {
    total,
    week: windows?.week ?? 0,
    month: windows?.month ?? 0,
    mostActiveType: top?.type ?? null,
  };
}

/** How many activities the hunter has: the stats card's Total and My Activities' exact count. */
export async function countOwnActivities(db: Database, hunterId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(activities).where(ownActivities(hunterId));
  return row?.count ?? 0;
}
