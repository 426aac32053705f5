import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@marshlog/domain';
import { openPglite, openPostgres } from '../src/db/client.js';
import { birds, friendships, hunts, locationShares, locations, users } from '../src/db/schema.js';
import { DEMO_HUNTERS, DEMO_PASSWORD, type DemoHunterKey } from '../src/demo/cast.js';
import { runDemo } from '../src/demo/cli.js';
import { DemoRefusedError, loadDemo, type DemoSummary } from '../src/demo/load.js';
import { shootDays } from '../src/demo/season.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createScratchDatabase, testBackend } from './support/database.js';
import { bearer, signUp } from './support/users.js';

const TEST_HASH_COST = 2 ** 12;
/** Mid-season, so the sample holds a good part of the 2025-26 season. */
const TODAY = new Date('2026-01-10T15:00:00Z');

describe(`demo loader on ${testBackend}`, () => {
  let app: TestApp;
  let summary: DemoSummary;
  const tokens = new Map<DemoHunterKey, Record<string, string>>();

  beforeAll(async () => {
    app = await createTestApp();
    summary = await loadDemo(app.db, {
      passwordHashCost: TEST_HASH_COST,
      force: false,
      today: TODAY,
    });
    for (const hunter of DEMO_HUNTERS) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: hunter.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, `${hunter.email} signs in with the demo password`).toBe(200);
      tokens.set(hunter.key, bearer(response.json<{ jwt_token: string }>().jwt_token));
    }
  });
  afterAll(() => app.close());

  const count = async (table: typeof users | typeof locations | typeof hunts | typeof birds) =>
    app.db.$count(table);
  const as = (key: DemoHunterKey | null) => (key === null ? {} : (tokens.get(key) ?? {}));
  const get = (key: DemoHunterKey | null, url: string) =>
    app.inject({ method: 'GET', url, headers: as(key) });
  const idOfLocation = async (name: string) => {
    const [row] = await app.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, name));
    if (!row) throw new Error(`no demo location named ${name}`);
    return row.id;
  };
  const userId = async (key: DemoHunterKey) => {
    const email = DEMO_HUNTERS.find((hunter) => hunter.key === key)?.email ?? '';
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no demo hunter ${key}`);
    return row.id;
  };

  it('writes the counts it reports', async () => {
    expect(summary.loaded).toBe(true);
    expect(await count(users)).toBe(6);
    expect(summary.hunters).toBe(6);
    expect(await count(locations)).toBe(summary.locations);
    expect(summary.locations).toBe(14);
    expect(await app.db.$count(locationShares)).toBe(summary.shares);
    expect(summary.shares).toBe(3);
    expect(await count(hunts)).toBe(summary.hunts);
    expect(await count(birds)).toBe(summary.birds);
    expect(summary.hunts).toBeGreaterThanOrEqual(30);
    expect(summary.birds).toBeGreaterThan(summary.hunts);
  });

  it('relates the hunters: friends, one pending request and one block', async () => {
    const statuses = await app.db
      .select({ status: friendships.status, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(friendships)
      .groupBy(friendships.status);
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.count]))).toEqual({
      accepted: 4,
      pending: 1,
      blocked: 1,
    });
  });

  it('hunts a real season: refuge shoot days, many species, every privacy level', async () => {
    const days = new Set(shootDays(TODAY));
    const rows = await app.db
      .select({ date: hunts.dateOfHunt, privacy: hunts.privacyLevel })
      .from(hunts);
    expect(rows.every((row) => days.has(row.date))).toBe(true);
    expect(rows.every((row) => row.date >= '2025-10-18' && row.date < '2026-01-10')).toBe(true);
    expect(new Set(rows.map((row) => row.privacy))).toEqual(
      new Set(['private', 'friends', 'public']),
    );
    const [species] = await app.db
      .select({ count: sql<number>`count(distinct ${birds.species})::int`.mapWith(Number) })
      .from(birds);
    expect(species?.count).toBeGreaterThanOrEqual(12);
    const totals = await app.db
      .select({ sum: sql<number>`sum(${hunts.totalBirds})::int`.mapWith(Number) })
      .from(hunts);
    expect(totals[0]?.sum).toBe(summary.birds);
  });

  it('shows signed-out visitors only the public locations', async () => {
    const publicCount = await app.db.$count(locations, eq(locations.privacyLevel, 'public'));
    expect(publicCount).toBeGreaterThanOrEqual(5);
    const listed = (await get(null, '/api/locations/?page_size=100')).json<{
      count: number;
      results: Location[];
    }>();
    expect(listed.count).toBe(publicCount);
    expect(listed.results.every((location) => location.privacy_level === 'public')).toBe(true);
  });

  it('lets friends and share holders in, and keeps the pending requester, stranger and blocked hunter out', async () => {
    const friendsSpot = await idOfLocation('Delevan flooded rice – north levee');
    const secretSpot = await idOfLocation('Butte Sink tule pocket');
    const sarahSees = await get('sarah', `/api/locations/${friendsSpot}/`);
    expect(sarahSees.json()).toMatchObject({ can_edit: true, can_delete: false, is_owner: false });
    const tomSees = await get('tom', `/api/locations/${secretSpot}/`);
    expect(tomSees.json()).toMatchObject({ privacy_level: 'private', can_edit: false });
    const mikeSees = (await get('mike', `/api/locations/${friendsSpot}/`)).json<Location>();
    expect(
      mikeSees.shares.map((share) => [share.shared_with.username, share.permission_level]),
    ).toEqual([['sarah_nguyen', 'edit']]);
    for (const outsider of ['jess', 'lena', 'rick'] as const) {
      expect((await get(outsider, `/api/locations/${friendsSpot}/`)).statusCode).toBe(404);
      expect((await get(outsider, `/api/locations/${secretSpot}/`)).statusCode).toBe(404);
    }
    const jessShared = await get(
      'jess',
      `/api/locations/${await idOfLocation('Tom’s duck club pond')}/`,
    );
    expect(jessShared.statusCode).toBe(200);
  });

  it('hides Mike’s friends-level hunts from the hunter he blocked', async () => {
    const mike = await userId('mike');
    const rick = await userId('rick');
    const visibleToRick = await app.db.$count(
      hunts,
      and(eq(hunts.userId, mike), eq(hunts.privacyLevel, 'public')),
    );
    const rickSees = (await get('rick', `/api/hunts/?user=${mike}&page_size=100`)).json<{
      count: number;
    }>();
    expect(rickSees.count).toBe(visibleToRick);
    const sarahSees = (await get('sarah', `/api/hunts/?user=${mike}&page_size=100`)).json<{
      count: number;
    }>();
    const visibleToFriend = await app.db.$count(
      hunts,
      and(eq(hunts.userId, mike), ne(hunts.privacyLevel, 'private')),
    );
    expect(sarahSees.count).toBe(visibleToFriend);
    expect(visibleToFriend).toBeGreaterThan(visibleToRick);
    expect(rick).not.toBe(mike);
  });

  it('fills the activity feed: a season of activities, with reactions and comments', async () => {
    expect(summary.activities).toBeGreaterThan(summary.hunts);
    expect(summary.reactions).toBeGreaterThan(0);
    expect(summary.activityComments).toBeGreaterThan(0);
    const feed = (await get('sarah', '/api/feed/?page_size=100')).json<{
      count: number;
      results: { created_at: string; reaction_counts: Record<string, number> }[];
    }>();
    expect(feed.count).toBeGreaterThan(10);
    const days = new Set(feed.results.map((activity) => activity.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);
    expect(
      feed.results.some((activity) => Object.values(activity.reaction_counts).some((n) => n > 0)),
    ).toBe(true);
  });

  it('does nothing when run again', async () => {
    const before = { users: await count(users), hunts: await count(hunts) };
    const again = await loadDemo(app.db, {
      passwordHashCost: TEST_HASH_COST,
      force: false,
      today: TODAY,
    });
    expect(again.loaded).toBe(false);
    expect({ users: await count(users), hunts: await count(hunts) }).toEqual(before);
  });
});

describe(`demo loader next to real hunters on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await signUp(app, { email: 'real.hunter@marsh.test' });
  });
  afterAll(() => app.close());

  it('refuses without force and writes nothing', async () => {
    const attempt = loadDemo(app.db, {
      passwordHashCost: TEST_HASH_COST,
      force: false,
      today: TODAY,
    });
    await expect(attempt).rejects.toThrow(DemoRefusedError);
    await expect(attempt).rejects.toThrow(/already holds 1 hunter account.*--force.*DEMO_FORCE=1/s);
    expect(await app.db.$count(users)).toBe(1);
    expect(await app.db.$count(locations)).toBe(0);
  });

  it('loads beside them when forced', async () => {
    const forced = await loadDemo(app.db, {
      passwordHashCost: TEST_HASH_COST,
      force: true,
      today: TODAY,
    });
    expect(forced.loaded).toBe(true);
    expect(await app.db.$count(users)).toBe(7);
    const demoEmails = DEMO_HUNTERS.map((hunter) => hunter.email);
    expect(await app.db.$count(users, inArray(users.email, demoEmails))).toBe(6);
  });
});

/** Where `npm run demo` writes in this run: a fresh DATA_DIR, or a fresh PostgreSQL database. */
async function freshDemoTarget(): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  if (testBackend === 'pglite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-demo-'));
    return {
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      drop: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createScratchDatabase('marshlog_demo');
  return {
    env: {
      DATABASE_URL: database.url,
      JWT_SECRET: 'demo-test-secret-'.padEnd(40, 'x'),
      LOG_LEVEL: 'silent',
    },
    drop: database.drop,
  };
}

describe(`npm run demo on ${testBackend}`, () => {
  let target: Awaited<ReturnType<typeof freshDemoTarget>>;
  beforeAll(async () => {
    target = await freshDemoTarget();
  });
  afterAll(() => target.drop());

  async function run(argv: string[], extraEnv: NodeJS.ProcessEnv = {}) {
    const out: string[] = [];
    const errors: string[] = [];
    const code = await runDemo(
      argv,
      { ...target.env, ...extraEnv },
      {
        log: (line) => out.push(line),
        error: (line) => errors.push(line),
      },
    );
    return { code, out: out.join('\n'), errors: errors.join('\n') };
  }

  it('loads the configured database and prints how to sign in', async () => {
    const first = await run([]);
    expect(first.errors).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Loaded the Marshlog demo into (the embedded database|PostgreSQL)/);
    expect(first.out).toMatch(
      /6 hunters, 6 friend requests .* 14 locations \(3 shares\), \d+ hunts with \d+ birds/,
    );
    expect(first.out).toContain(`Every demo password is: ${DEMO_PASSWORD}`);
    for (const hunter of DEMO_HUNTERS) expect(first.out).toContain(hunter.email);
    expect(first.out).not.toContain('demo-test-secret');

    const second = await run([]);
    expect(second.code).toBe(0);
    expect(second.out).toContain('already loaded');
  });

  /** Leaves the target holding one real hunter and no demo. */
  async function resetToOneRealHunter() {
    const database = target.env.DATABASE_URL
      ? await openPostgres(target.env.DATABASE_URL)
      : await openPglite(target.env.DATA_DIR ?? '');
    try {
      await database.db.delete(users);
      await database.db
        .insert(users)
        .values({ email: 'real@marsh.test', username: 'real_hunter', name: 'Real Hunter' });
    } finally {
      await database.close();
    }
  }

  it('refuses a database that holds other hunters, unless DEMO_FORCE=1', async () => {
    await resetToOneRealHunter();
    const refused = await run([]);
    expect(refused.code).toBe(1);
    expect(refused.errors).toContain('already holds 1 hunter account(s)');
    expect(refused.errors).toContain('--force');
    const forced = await run([], { DEMO_FORCE: '1' });
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('Loaded the Marshlog demo');
  });

  it('takes --force too, and rejects unknown options', async () => {
    await resetToOneRealHunter();
    const forced = await run(['--force']);
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('Loaded the Marshlog demo');
    const unknown = await run(['--wipe']);
    expect(unknown.code).toBe(2);
    expect(unknown.errors).toContain('Unknown option --wipe');
  });
});
