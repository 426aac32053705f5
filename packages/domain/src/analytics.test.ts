import { describe, expect, it } from 'vitest';
import {
  activityStreak,
  friendBarPercent,
  friendComparison,
  isTimeZone,
  localDate,
  mostActiveDay,
  sharePercent,
  weeklyChangePercent,
} from './analytics-constants.js';
import { analyticsQuerySchema } from './analytics.js';

describe('weekly change percent = (4 x this week / this month - 1) x 100 (seed 000 section 9)', () => {
  it.each([
    [5, 10, 100],
    [2, 8, 0],
    [1, 8, -50],
    [3, 3, 300],
    [0, 12, -100],
    [1, 3, 33],
  ])('week %i, month %i: %i%%', (week, month, percent) => {
    expect(weeklyChangePercent(week, month)).toBe(percent);
  });

  it('is 0, not NaN or Infinity, with no activity this month', () => {
    expect(weeklyChangePercent(0, 0)).toBe(0);
  });
});

describe('friend bar = min(100, yours / max(average, 1) x 50) (seed 000 section 9)', () => {
  it.each([
    [10, 10, 50],
    [5, 10, 25],
    [30, 10, 100],
    [20, 10, 100],
    [3, 0, 100],
    [1, 0.5, 50],
    [0, 0, 0],
    [6, 4, 75],
  ])('yours %d, average %d: %d%%', (yours, average, percent) => {
    expect(friendBarPercent(yours, average)).toBe(percent);
  });

  it('compares against the average', () => {
    expect(friendComparison(4, 2.5)).toBe('above_average');
    expect(friendComparison(2, 2.5)).toBe('below_average');
    expect(friendComparison(0, 0)).toBe('average');
  });
});

describe('activity streak in the hunter time zone', () => {
  it('counts consecutive days ending today', () => {
    expect(
      activityStreak(['2026-11-23', '2026-11-22', '2026-11-21', '2026-11-19'], '2026-11-23'),
    ).toBe(3);
  });

  it('ends yesterday while today has no activity yet, and is 0 after a missed day', () => {
    expect(activityStreak(['2026-11-22', '2026-11-21'], '2026-11-23')).toBe(2);
    expect(activityStreak(['2026-11-21'], '2026-11-23')).toBe(0);
    expect(activityStreak([], '2026-11-23')).toBe(0);
  });

  it('crosses month and year ends', () => {
    expect(activityStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
  });

  it('puts an 11 pm hunt on its own evening, not on the next UTC day', () => {
    // 23:00 in Chicago on November 21 is 05:00 UTC on November 22.
    const lateEvening = new Date('2026-11-22T05:00:00Z');
    const nextEvening = new Date('2026-11-23T05:00:00Z');
    const chicagoDays = [lateEvening, nextEvening].map((at) => localDate(at, 'America/Chicago'));
    expect(chicagoDays).toEqual(['2026-11-21', '2026-11-22']);
    expect(activityStreak(chicagoDays, '2026-11-22')).toBe(2);
    const utcDays = [lateEvening, nextEvening].map((at) => localDate(at, 'UTC'));
    expect(utcDays).toEqual(['2026-11-22', '2026-11-23']);
    // On Chicago's November 22 the UTC dates would count a day that has not yet begun there.
    expect(activityStreak(utcDays, '2026-11-22')).toBe(1);
  });
});

describe('most active day', () => {
  it('picks the weekday with the most activity, the earlier on a tie, null with none', () => {
    expect(
      mostActiveDay(
        new Map([
          [6, 4],
          [1, 2],
        ]),
      ),
    ).toBe('Saturday');
    expect(
      mostActiveDay(
        new Map([
          [3, 2],
          [7, 2],
        ]),
      ),
    ).toBe('Wednesday');
    expect(mostActiveDay(new Map())).toBeNull();
  });
});

describe('shares and the analytics query', () => {
  it('never divides by zero', () => {
    expect(sharePercent(0, 0)).toBe(0);
    expect(sharePercent(1, 3)).toBe(33.3);
  });

  it('knows IANA time zones and refuses others', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('defaults to month in UTC and answers the seed-style messages for bad input', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ period: 'month', tz: 'UTC' });
    const bad = analyticsQuerySchema.safeParse({ period: 'decade', tz: 'Mars/Olympus' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'period must be one of week, month, year',
      'tz must be an IANA time zone such as America/Chicago',
    ]);
  });
});
