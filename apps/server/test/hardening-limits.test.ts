import crypto from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HUNT_BIRDS_MAX, HUNT_MESSAGES, MAP_FEATURES_MAX } from '@marshlog/domain';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  cappedFeatureRows,
  featureCollectionBody,
  featureTextSql,
} from '../src/platform/geojson.js';
import { connectRedisCounters, createMemoryCounters } from '../src/platform/limits/counters.js';
import { TOO_MANY_WRITES } from '../src/platform/limits/write-limits.js';
import { createTestApp, type TestApp } from './support/app.js';
import { openTestDatabase, testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { signUp, type Hunter } from './support/users.js';

describe(`hardening: a hunt holds at most ${HUNT_BIRDS_MAX} birds on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
  });
  afterAll(() => app.close());

  const entries = (count: number) =>
    Array.from({ length: count }, () => ({ species: 'mallard' as const, quantity: 20 }));

  it('refuses a create with more birds in all, and stores nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/hunts/',
      headers: hunter.headers,
      payload: { date_of_hunt: '2024-11-16', latitude: 39.3, longitude: -121.8, birds: entries(6) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.birds).toEqual([HUNT_MESSAGES.tooManyBirds]);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/hunts/?scope=mine',
      headers: hunter.headers,
    });
    expect(mine.json().count).toBe(0);
  });

  it('accepts exactly the cap, then refuses one bird more through add_bird', async () => {
    const hunt = await logHunt(app, hunter, { birds: entries(5) });
    expect(hunt.total_birds).toBe(HUNT_BIRDS_MAX);
    const more = await app.inject({
      method: 'POST',
      url: `/api/hunts/${hunt.id}/add_bird/`,
      headers: hunter.headers,
      payload: { species: 'gadwall', quantity: 1 },
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ quantity: [HUNT_MESSAGES.tooManyBirds] });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/hunts/${hunt.id}/`,
      headers: hunter.headers,
    });
    expect(stored.json().total_birds).toBe(HUNT_BIRDS_MAX);
  });
});

describe(`hardening: per-hunter write limits answer 429 with Retry-After on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ writeLimits: { perMinute: 3, perHour: 5 } });
  });
  afterAll(() => app.close());

  const createLocation = (hunter: Hunter, name = 'Rice check') =>
    app.inject({
      method: 'POST',
      url: '/api/locations/',
      headers: hunter.headers,
      payload: { name, latitude: 39.4, longitude: -122.1 },
    });

  it('stops the fourth write in a minute to one part of the API, and only that hunter', async () => {
    const flooder = await signUp(app);
    const neighbour = await signUp(app);
    for (let write = 0; write < 3; write += 1) {
      expect((await createLocation(flooder)).statusCode).toBe(201);
    }
    const limited = await createLocation(flooder);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: TOO_MANY_WRITES, request_id: expect.any(String) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/locations/',
      headers: flooder.headers,
    });
    expect(listed.json().count).toBe(3);

    // Another hunter, and another part of the API, keep their own budgets; reads are not limited.
    expect((await createLocation(neighbour)).statusCode).toBe(201);
    expect((await logHunt(app, flooder)).id).toBeGreaterThan(0);
    expect(listed.statusCode).toBe(200);
  });

  it('does not count a refused (invalid) write against the budget', async () => {
    const hunter = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await createLocation(hunter, '')).statusCode).toBe(400);
    }
    expect((await createLocation(hunter)).statusCode).toBe(201);
  });

  it('limits friend requests like any other write', async () => {
    const asker = await signUp(app);
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      const target = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/friendships/',
        headers: asker.headers,
        payload: { to_user: target.user.id },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('spends nothing on a write to a method the path does not have: it answers 405 each time', async () => {
    // There is no such operation, so no 429 either (the contract has no answer for it).
    const hunter = await signUp(app);
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/locations/',
        headers: hunter.headers,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([405, 405, 405, 405]);
    expect((await createLocation(hunter)).statusCode).toBe(201);
  });
});

describe(`hardening: a GeoJSON answer carries at most ${MAP_FEATURES_MAX} features on ${testBackend}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps the first features in the answer order and drops the rest', async () => {
    const statement = cappedFeatureRows(
      database.db
        .select({ feature: featureTextSql(sql`json_build_object('type', 'Feature', 'id', g)`) })
        .from(sql`generate_series(1, ${MAP_FEATURES_MAX + 25}) as g`)
        .orderBy(sql`g desc`),
    );
    const body = await featureCollectionBody(database, statement);
    const collection = JSON.parse(typeof body === 'string' ? body : await text(body)) as {
      features: { id: number }[];
    };
    expect(collection.features).toHaveLength(MAP_FEATURES_MAX);
    expect(collection.features[0]?.id).toBe(MAP_FEATURES_MAX + 25);
  });
});

describe('hardening: rate counters, in memory and in Redis', () => {
  it('counts hits per key in a fixed window that ends', async () => {
    let now = 1_000;
    const counters = createMemoryCounters(() => now);
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 30_000;
    expect(await counters.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 30_000 });
    expect((await counters.hit('b', 60_000)).count).toBe(1);
    now += 30_000;
    expect((await counters.hit('a', 60_000)).count).toBe(1);
  });

  it('spends a budget of two windows up to the first one past its limit', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redis = await connectRedisCounters(url, `marshlog-test:${crypto.randomUUID()}:`);
    try {
      for (const counters of [createMemoryCounters(), redis]) {
        const budget = [
          { key: 'w:minute', windowMs: 60_000, limit: 2 },
          { key: 'w:hour', windowMs: 3_600_000, limit: 3 },
        ];
        expect(await counters.hitUntilOver(budget)).toBeNull();
        expect(await counters.hitUntilOver(budget)).toBeNull();
        const overMinute = await counters.hitUntilOver(budget);
        expect(overMinute?.count).toBe(3);
        expect(overMinute?.resetInMs).toBeGreaterThan(0);
        expect(overMinute?.resetInMs).toBeLessThanOrEqual(60_000);
        // The refused hit did not spend the hour: a fresh minute still has one hit left there.
        const freshMinute = [{ ...budget[0], key: 'w:next-minute' }, budget[1]] as typeof budget;
        expect(await counters.hitUntilOver(freshMinute)).toBeNull();
        const overHour = await counters.hitUntilOver(freshMinute);
        expect(overHour?.count).toBe(4);
        expect(overHour?.resetInMs).toBeGreaterThan(60_000);
      }
    } finally {
      await redis.close();
    }
  });

  it('shares one count between two instances through Redis', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const namespace = `marshlog-test:${crypto.randomUUID()}:`;
    const first = await connectRedisCounters(url, namespace);
    const second = await connectRedisCounters(url, namespace);
    try {
      expect((await first.hit('hunter:1', 5_000)).count).toBe(1);
      const shared = await second.hit('hunter:1', 5_000);
      expect(shared.count).toBe(2);
      expect(shared.resetInMs).toBeGreaterThan(0);
      expect(shared.resetInMs).toBeLessThanOrEqual(5_000);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe(`hardening: TRUST_PROXY takes hops or addresses; spoofed X-Forwarded-For gains nothing on ${testBackend}`, () => {
  it('reads false, true (one hop), a hop count and addresses; refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/99' })).toThrow(/TRUST_PROXY must be/);
  });

  for (const trustProxy of [1, ['127.0.0.1']] as const) {
    it(`with ${JSON.stringify(trustProxy)}, the client is the first untrusted hop from the right`, async () => {
      const app = await createTestApp({
        authRateLimitPerMinute: 3,
        trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
      });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/login/',
            remoteAddress: '127.0.0.1',
            // Each attempt claims a new address on the left; the proxy appended the real one.
            headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
            payload: { email: 'someone@marsh.test', password: 'whatever1' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
        const elsewhere = await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.8' },
          payload: { email: 'someone@marsh.test', password: 'whatever1' },
        });
        expect(elsewhere.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    });
  }
});
