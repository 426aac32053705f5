import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  activityStreak,
  addDays,
  localDate,
  type CommunityTrends,
  type FriendComparisonResult,
  type FeedStats,
  type MyInsights,
} from '@marshlog/domain';
import { activities } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

const CHICAGO = 'America/Chicago';
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** The instant a wall-clock time on a date is in a time zone (two passes settle DST edges). */
function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${isoDate}T${time}:00Z`);
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(instant));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    const shown = Date.parse(
      `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00Z`,
    );
    instant += wall - shown;
  }
  return new Date(instant);
}

/** The weekday name of a YYYY-MM-DD date. */
const weekdayOf = (isoDate: string) =>
  WEEKDAY_NAMES[new Date(`${isoDate}T12:00:00Z`).getUTCDay()] ?? '';

describe(`activity analytics on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let bob: Hunter;
  let cy: Hunter;
  let dee: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { username: 'stats_ann' });
    bob = await signUp(app, { username: 'stats_bob' });
    cy = await signUp(app, { username: 'stats_cy' });
    dee = await signUp(app, { username: 'stats_dee' });
    await befriend(app, bob, ann);
    await befriend(app, cy, ann);
  });
  afterAll(() => app.close());

  const get = <T>(hunter: Hunter | undefined, url: string) =>
    app.inject({ method: 'GET', url, headers: hunter?.headers }).then((response) => ({
      status: response.statusCode,
      body: response.json<T>(),
    }));
  const rowsOf = (hunter: Hunter) =>
    app.db.select().from(activities).where(eq(activities.userId, hunter.user.id));

  it.each([
    '/api/activity-analytics/my_insights/',
    '/api/activity-analytics/friend_comparison/',
    '/api/activity-analytics/community_trends/',
    '/api/activity-analytics/harvest_insights/',
  ])('answers 401 to a signed-out caller at %s', async (url) => {
    expect((await get(undefined, url)).status).toBe(401);
  });

  it('refuses an unknown period or time zone with 400 and the field message', async () => {
    const period = await get<{ detail: string; errors: Record<string, string[]> }>(
      ann,
      '/api/activity-analytics/my_insights/?period=decade',
    );
    expect(period.status).toBe(400);
    expect(period.body.errors.period).toEqual(['period must be one of week, month, year']);
    const zone = await get<{ errors: Record<string, string[]> }>(
      ann,
      '/api/activity-analytics/friend_comparison/?tz=Mars%2FOlympus',
    );
    expect(zone.status).toBe(400);
    expect(zone.body.errors.tz).toEqual(['tz must be an IANA time zone such as America/Chicago']);
  });

  it('answers zeros for a hunter with no activity, never NaN', async () => {
    const fresh = await signUp(app);
    const { body } = await get<MyInsights>(fresh, '/api/activity-analytics/my_insights/');
    expect(body).toMatchObject({
      total_activities: 0,
      this_week: 0,
      this_month: 0,
      weekly_change_percent: 0,
      activity_streak: 0,
      most_active_day_of_week: null,
      privacy_breakdown: { private: 0, friends: 0, public: 0 },
      activity_breakdown: [],
    });
    const comparison = await get<FriendComparisonResult>(
      fresh,
      '/api/activity-analytics/friend_comparison/',
    );
    expect(comparison.body).toEqual({
      your_activity_count: 0,
      average_friend_activity: 0,
      friend_count: 0,
      period: 'month',
      comparison: 'average',
    });
  });

  it("counts the hunter's own activities in their time zone, each figure as counted here", async () => {
    await logHunt(app, ann, {
      privacy_level: 'public',
      birds: [{ species: 'mallard', quantity: 2 }],
    });
    await logHunt(app, ann, { privacy_level: 'friends' });
    await logHunt(app, ann, { privacy_level: 'private' });
    await logHunt(app, ann, { privacy_level: 'public' });
    await logHunt(app, ann, { privacy_level: 'friends' });
    const today = localDate(new Date(), CHICAGO);
    // Late evenings on the last three days (a UTC clock would put them on the next day), then
    // older days; no activity today, so the streak ends yesterday.
    const schedule = [
      zonedInstant(addDays(today, -1), '23:00', CHICAGO),
      zonedInstant(addDays(today, -2), '23:30', CHICAGO),
      zonedInstant(addDays(today, -3), '12:00', CHICAGO),
      zonedInstant(addDays(today, -3), '07:00', CHICAGO),
      zonedInstant(addDays(today, -12), '09:00', CHICAGO),
      zonedInstant(addDays(today, -20), '18:00', CHICAGO),
      zonedInstant(addDays(today, -45), '18:00', CHICAGO),
      zonedInstant(addDays(today, -200), '18:00', CHICAGO),
    ];
    const own = await rowsOf(ann);
    expect(own.length).toBeGreaterThanOrEqual(6);
    for (const [index, row] of own.entries()) {
      const at = schedule[index % schedule.length] ?? new Date();
      await app.db.update(activities).set({ createdAt: at }).where(eq(activities.id, row.id));
    }
    const rows = await rowsOf(ann);
    const days = rows.map((row) => ({ ...row, day: localDate(row.createdAt, CHICAGO) }));
    const within = (n: number) => days.filter((row) => row.day >= addDays(today, -(n - 1)));

    for (const [period, span] of [
      ['week', 7],
      ['month', 30],
      ['year', 365],
    ] as const) {
      const { status, body } = await get<MyInsights>(
        ann,
        `/api/activity-analytics/my_insights/?period=${period}&tz=${encodeURIComponent(CHICAGO)}`,
      );
      expect(status).toBe(200);
      const inPeriod = within(span);
      const week = within(7).length;
      const month = within(30).length;
      expect(body.total_activities).toBe(inPeriod.length);
      expect(body.this_week).toBe(week);
      expect(body.this_month).toBe(month);
      expect(body.weekly_change_percent).toBe(Math.round(((4 * week) / month - 1) * 100));
      expect(body.activity_streak).toBe(3);
      const levels = { private: 0, friends: 0, public: 0 };
      for (const row of inPeriod) levels[row.privacyLevel as keyof typeof levels] += 1;
      expect(body.privacy_breakdown).toEqual(levels);
      const byType = new Map<string, number>();
      for (const row of inPeriod)
        byType.set(row.activityType, (byType.get(row.activityType) ?? 0) + 1);
      const expectedTypes = [...byType.entries()]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, 6)
        .map(([activity_type, count]) => ({ activity_type, count }));
      expect(body.activity_breakdown).toEqual(expectedTypes);
      const byDay = new Map<string, number>();
      for (const row of inPeriod) {
        const name = weekdayOf(row.day);
        byDay.set(name, (byDay.get(name) ?? 0) + 1);
      }
      const order = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
      const top = Math.max(0, ...byDay.values());
      expect(body.most_active_day_of_week).toBe(
        order.find((name) => (byDay.get(name) ?? 0) === top && top > 0) ?? null,
      );
    }

    // One definition: the feed's stats card and My Activities' count read the same numbers.
    const stats = await get<FeedStats>(
      ann,
      `/api/feed/feed_stats/?tz=${encodeURIComponent(CHICAGO)}`,
    );
    const mine = await get<{ count: number }>(ann, `/api/feed/?user=${ann.user.id}`);
    const year = await get<MyInsights>(
      ann,
      `/api/activity-analytics/my_insights/?period=year&tz=${encodeURIComponent(CHICAGO)}`,
    );
    expect(stats.body).toMatchObject({
      total_activities: rows.length,
      week_activities: within(7).length,
      month_activities: within(30).length,
    });
    expect(mine.body.count).toBe(rows.length);
    expect([year.body.this_week, year.body.this_month]).toEqual([
      stats.body.week_activities,
      stats.body.month_activities,
    ]);

    // In UTC the late evenings move to the next day: the streak is counted on those days.
    const utc = await get<MyInsights>(ann, '/api/activity-analytics/my_insights/?tz=UTC');
    const utcDays = rows.map((row) => localDate(row.createdAt, 'UTC'));
    expect(utc.body.activity_streak).toBe(activityStreak(utcDays, localDate(new Date(), 'UTC')));
    expect(utc.body.time_zone).toBe('UTC');
  });

  it("compares with the friends' average of the activities the hunter may see", async () => {
    await logHunt(app, bob, { privacy_level: 'public' });
    await logHunt(app, bob, { privacy_level: 'friends' });
    await logHunt(app, bob, { privacy_level: 'private' });
    await logHunt(app, cy, { privacy_level: 'friends' });
    await logHunt(app, dee, { privacy_level: 'public' });
    const { body } = await get<FriendComparisonResult>(
      ann,
      `/api/activity-analytics/friend_comparison/?period=month&tz=${encodeURIComponent(CHICAGO)}`,
    );
    const start = zonedInstant(addDays(localDate(new Date(), CHICAGO), -29), '00:00', CHICAGO);
    const friendRows = await app.db
      .select()
      .from(activities)
      .where(inArray(activities.userId, [bob.user.id, cy.user.id]));
    const seen = friendRows.filter(
      (row) => row.privacyLevel !== 'private' && row.createdAt >= start,
    );
    const yours = (await rowsOf(ann)).filter((row) => row.createdAt >= start).length;
    const average = Math.round((seen.length / 2) * 10) / 10;
    expect(body).toEqual({
      your_activity_count: yours,
      average_friend_activity: average,
      friend_count: 2,
      period: 'month',
      comparison: yours > average ? 'above_average' : yours < average ? 'below_average' : 'average',
    });
  });

  it("counts public activity only in community trends; a stranger's private activity never counts", async () => {
    const trends = () =>
      get<CommunityTrends>(cy, '/api/activity-analytics/community_trends/?period=year').then(
        (answer) => answer.body,
      );
    const before = await trends();
    const all = await app.db.select().from(activities);
    const publicRows = all.filter((row) => row.privacyLevel === 'public');
    expect(before.total_public_activities).toBe(publicRows.length);
    const weekStart = zonedInstant(addDays(localDate(new Date(), 'UTC'), -6), '00:00', 'UTC');
    expect(before.activities_this_week).toBe(
      publicRows.filter((row) => row.createdAt >= weekStart).length,
    );
    expect(before.active_hunters_count).toBe(new Set(publicRows.map((row) => row.userId)).size);
    const byType = new Map<string, number>();
    for (const row of publicRows)
      byType.set(row.activityType, (byType.get(row.activityType) ?? 0) + 1);
    expect(before.most_popular_activity_types).toEqual(
      [...byType.entries()]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, 3)
        .map(([activity_type, count]) => ({ activity_type, count })),
    );

    await logHunt(app, dee, {
      privacy_level: 'private',
      birds: [{ species: 'gadwall', quantity: 3 }],
    });
    expect(await trends()).toEqual(before);
    await logHunt(app, dee, { privacy_level: 'public' });
    expect((await trends()).total_public_activities).toBe(before.total_public_activities + 1);
  });
});
