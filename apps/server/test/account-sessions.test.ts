import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSession } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { bearer, refreshCookieOf, signUp, type Hunter } from './support/users.js';

describe(`account: sessions on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A second sign-in from another browser: its token and cookie. */
  async function signInFrom(hunter: Hunter, userAgent: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'user-agent': userAgent },
      payload: { email: hunter.email, password: hunter.password },
    });
    const cookie = refreshCookieOf(response);
    if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in: ${response.body}`);
    return { token: response.json<{ jwt_token: string }>().jwt_token, cookie };
  }
  const sessionsOf = async (token: string, cookie?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/sessions/',
      headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<AccountSession[]>();
  };
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(token) });
  const refresh = (hunter: Hunter, cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { cookie },
      payload: { email: hunter.email },
    });

  it('lists each sign-in with its browser, marks this one, and keeps the id across refreshes', async () => {
    const hunter = await signUp(app);
    const phone = await signInFrom(hunter, 'Mozilla/5.0 (iPhone) Marsh Safari');
    const listed = await sessionsOf(hunter.token, hunter.cookie);
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = listed.find((session) => session.user_agent?.includes('iPhone'));
    expect(phoneSession).toMatchObject({ current: false, provider: 'credentials' });

    const rotated = await refresh(hunter, phone.cookie);
    expect(rotated.statusCode).toBe(200);
    const after = await sessionsOf(hunter.token);
    expect(after.map((session) => session.id).sort()).toEqual(
      listed.map((session) => session.id).sort(),
    );
  });

  it('ends another session: its cookie and its access token stop working, this one goes on', async () => {
    const hunter = await signUp(app);
    const phone = await signInFrom(hunter, 'Phone browser');
    const target = (await sessionsOf(hunter.token, hunter.cookie)).find(
      (session) => !session.current,
    );
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target?.id}/`,
      headers: { ...hunter.headers, cookie: hunter.cookie },
    });
    expect(ended.statusCode).toBe(200);
    const body = ended.json<{ detail: string; jwt_token: string }>();
    expect(body.detail).toBe(ACCOUNT_MESSAGES.sessionEnded);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await refresh(hunter, phone.cookie)).statusCode).toBe(401);
    expect((await me(body.jwt_token)).statusCode).toBe(200);
    expect((await refresh(hunter, hunter.cookie)).statusCode).toBe(200);
    expect(await sessionsOf(body.jwt_token)).toHaveLength(1);
  });

  it("answers 404 for another hunter's session or an ended one", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const [session] = await sessionsOf(owner.token);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${session?.id}/`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(owner.token)).statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/99999999/',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('signs out everywhere: every cookie and every access token ends', async () => {
    const hunter = await signUp(app);
    const phone = await signInFrom(hunter, 'Phone browser');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signout-everywhere/',
      headers: { ...hunter.headers, cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.signedOutEverywhere });
    expect(response.cookies.find((cookie) => cookie.name === 'marshlog_refresh')?.value).toBe('');
    for (const token of [hunter.token, phone.token]) expect((await me(token)).statusCode).toBe(401);
    for (const cookie of [hunter.cookie, phone.cookie])
      expect((await refresh(hunter, cookie)).statusCode).toBe(401);
    const fresh = await signInFrom(hunter, 'Back again');
    expect(await sessionsOf(fresh.token)).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/sessions/' });
    expect(response.statusCode).toBe(401);
  });
});
