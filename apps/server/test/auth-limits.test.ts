import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@marshlog/domain';
import { loginFailures } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp } from './support/users.js';

describe(`auth: per-account sign-in lockout on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ loginFailuresPerHour: 5 });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

  it('after 5 failures in an hour answers 429 even with the right password, until the hour passes', async () => {
    const hunter = await signUp(app);
    const bystander = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(hunter.email, 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await login(hunter.email, hunter.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      detail: AUTH_MESSAGES.tooManyAttempts,
      request_id: expect.any(String),
    });
    expect((await login(hunter.email, 'wrong-password')).statusCode).toBe(429);

    // Other accounts are not affected.
    expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);

    await app.db
      .update(loginFailures)
      .set({ failedAt: sql`now() - interval '61 minutes'` })
      .where(eq(loginFailures.email, hunter.email));
    expect((await login(hunter.email, hunter.password)).statusCode).toBe(200);
  });

  it('locks an unknown email the same way, so lockouts do not reveal which accounts exist', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('ghost@marsh.test', 'whatever1')).statusCode).toBe(401);
    }
    expect((await login('ghost@marsh.test', 'whatever1')).statusCode).toBe(429);
  });
});

describe(`auth: per-IP rate limit on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ authRateLimitPerMinute: 3 });
  });
  afterAll(() => app.close());

  const login = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'someone@marsh.test', password: 'whatever1' },
      remoteAddress: ip,
    });

  it('answers 429 with the error body once an address exceeds the limit, other addresses unaffected', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('203.0.113.7')).statusCode).toBe(401);
    }
    const limited = await login('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: AUTH_MESSAGES.tooManyAttempts,
      request_id: expect.any(String),
    });
    expect(limited.headers['retry-after']).toBeDefined();

    expect((await login('203.0.113.8')).statusCode).toBe(401);
  });

  it('limits the session-token route too', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/token/',
        payload: { email: 'someone@marsh.test' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe(`auth: guessing elsewhere never locks the owner out on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ loginFailuresPerHour: 5 });
  });
  afterAll(() => app.close());

  const login = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  /** The device cookie a successful sign-in set, ready for a `cookie` header. */
  function deviceCookieOf(response: Awaited<ReturnType<typeof login>>): string {
    const device = response.cookies.find((cookie) => cookie.name === 'marshlog_device');
    if (!device) throw new Error('no device cookie was set');
    expect(device.httpOnly).toBe(true);
    return `marshlog_device=${device.value}`;
  }

  it('refuses strangers after 5 failures an hour, but not the owner on their device or address', async () => {
    const owner = await signUp(app);
    // The owner signs in once from home: that browser and address become the account's own.
    const home = await login(owner.email, owner.password, '198.51.100.20');
    expect(home.statusCode).toBe(200);
    const device = deviceCookieOf(home);

    // Strangers guess from many addresses until the account's shared budget is spent.
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await login(owner.email, 'wrong-guess', `203.0.113.${guess + 1}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login(owner.email, owner.password, '203.0.113.99')).statusCode).toBe(429);
    expect((await login(owner.email, 'wrong-guess', '203.0.113.100')).statusCode).toBe(429);

    // The owner: from the known address, and with the device cookie from a new network.
    expect((await login(owner.email, owner.password, '198.51.100.20')).statusCode).toBe(200);
    const travelling = await login(owner.email, owner.password, '192.0.2.44', { cookie: device });
    expect(travelling.statusCode).toBe(200);

    // A forged device cookie is just another stranger.
    const forged = 'marshlog_device=' + 'A'.repeat(43);
    expect(
      (await login(owner.email, owner.password, '192.0.2.45', { cookie: forged })).statusCode,
    ).toBe(429);
  });

  it("holds the owner's own device to its own budget of failures", async () => {
    const owner = await signUp(app);
    const first = await login(owner.email, owner.password, '198.51.100.30');
    const device = deviceCookieOf(first);
    for (let typo = 0; typo < 5; typo += 1) {
      expect(
        (await login(owner.email, 'typo-typo', '198.51.100.31', { cookie: device })).statusCode,
      ).toBe(401);
    }
    expect(
      (await login(owner.email, owner.password, '198.51.100.31', { cookie: device })).statusCode,
    ).toBe(429);
    // Strangers' budget is untouched by the owner's typos.
    expect((await login(owner.email, owner.password, '203.0.113.50')).statusCode).toBe(200);
  });
});
