import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, localDate } from '@marshlog/domain';

/**
 * Days in the hunter's time zone (the browser sends it), so an 11 pm hunt is not tomorrow's.
 * Window bounds are instants (local midnight), so range conditions stay served by the
 * created_at indexes.
 */
export interface LocalClock {
  timeZone: string;
  /** Today's YYYY-MM-DD in that zone. */
  today: string;
}

export function localClock(timeZone: string, now: Date = new Date()): LocalClock {
  return { timeZone, today: localDate(now, timeZone) };
}

/** SQL: the instant local midnight began on the day `days` days ago counted with today (1 = today). */
export function windowStart(clock: LocalClock, days: number): SQL {
  const first = addDays(clock.today, -(days - 1));
  return sql`((${first}::date)::timestamp at time zone ${clock.timeZone})`;
}

/** SQL: the timestamp column as a local wall-clock timestamp of the zone. */
export function localTimestamp(clock: LocalClock, column: AnyPgColumn): SQL {
  return sql`(${column} at time zone ${clock.timeZone})`;
}
