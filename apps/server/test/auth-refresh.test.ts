import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@marshlog/domain';
import { refreshTokens } from '../src/db/schema.js';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/auth/refresh-tokens.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { bearer, refreshCookieOf, signUp, type Hunter } from './support/users.js';

describe(`auth: refresh cookie, session-token route and sign-out on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const exchange = (cookie: string | undefined, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: body,
      headers: cookie ? { cookie } : {},
    });
  const identityOf = (hunter: Hunter) => ({
    email: hunter.email,
    name: hunter.user.name,
    provider: 'credentials',
  });

  it('trades a valid refresh cookie of the same identity for a new access token and a rotated cookie', async () => {
    const hunter = await signUp(app);
    const response = await exchange(hunter.cookie, identityOf(hunter));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      jwt_token: expect.any(String),
      expires_at: expect.any(String),
      user: expect.any(Object),
    });
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(hunter.cookie);

    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: bearer(body.jwt_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(hunter.user.id);
  });

  it('names the session hunter with the token, as the session route does, so one call starts the app', async () => {
    const hunter = await signUp(app, { name: 'Gadwall Gus' });
    const response = await exchange(hunter.cookie, identityOf(hunter));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: hunter.user.id,
      email: hunter.email,
      name: 'Gadwall Gus',
      username: hunter.user.username,
      image: null,
      provider: 'credentials',
    });

    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session/',
      headers: bearer(body.jwt_token),
    });
    expect(session.json().user).toEqual(body.user);
  });

  it('accepts the body without a provider, and with the email in another case', async () => {
    const hunter = await signUp(app);
    const response = await exchange(hunter.cookie, { email: hunter.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it('never mints a token from the body alone', async () => {
    const hunter = await signUp(app);
    const response = await exchange(undefined, identityOf(hunter));
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('jwt_token');
  });

  it('refuses a garbage cookie', async () => {
    const hunter = await signUp(app);
    const response = await exchange(`${REFRESH_COOKIE_NAME}=forged-value`, identityOf(hunter));
    expect(response.statusCode).toBe(401);
  });

  it("refuses another hunter's identity in the body with a valid cookie, and rotates nothing", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const response = await exchange(owner.cookie, identityOf(other));
    expect(response.statusCode).toBe(401);
    expect(refreshCookieOf(response)).toBeUndefined();
    // The owner's cookie was not consumed: it still works once.
    expect((await exchange(owner.cookie, identityOf(owner))).statusCode).toBe(200);
  });

  it('refuses a provider other than the one the session was started with', async () => {
    const hunter = await signUp(app);
    const response = await exchange(hunter.cookie, { email: hunter.email, provider: 'google' });
    expect(response.statusCode).toBe(401);
    expect((await exchange(hunter.cookie, identityOf(hunter))).statusCode).toBe(200);
  });

  it('answers missing fields with 400', async () => {
    const hunter = await signUp(app);
    const response = await exchange(hunter.cookie, { name: 'No Email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('email');
  });

  /** Moves a hunter's rotations back past the grace window, as if they were made long ago. */
  const rotatedLongAgo = (hunter: Hunter) =>
    app.db
      .update(refreshTokens)
      .set({
        rotatedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 5})`,
      })
      .where(and(eq(refreshTokens.userId, hunter.user.id), isNotNull(refreshTokens.rotatedAt)));

  it('rotates on every use: the previous cookie stops working once the grace window is over', async () => {
    const hunter = await signUp(app);
    const first = await exchange(hunter.cookie, identityOf(hunter));
    const second = await exchange(refreshCookieOf(first), identityOf(hunter));
    expect(second.statusCode).toBe(200);
    const third = await exchange(refreshCookieOf(second), identityOf(hunter));
    expect(third.statusCode).toBe(200);
    await rotatedLongAgo(hunter);
    expect((await exchange(refreshCookieOf(first), identityOf(hunter))).statusCode).toBe(401);
  });

  it('answers a just-rotated cookie again within the grace window (its answer was lost), in the same family', async () => {
    const hunter = await signUp(app);
    const rotated = await exchange(hunter.cookie, identityOf(hunter));
    expect(rotated.statusCode).toBe(200);
    const lostSuccessor = refreshCookieOf(rotated);

    // The browser never saw that answer: it presents the old cookie again.
    const retry = await exchange(hunter.cookie, identityOf(hunter));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().jwt_token).toEqual(expect.any(String));
    const retrySuccessor = refreshCookieOf(retry);
    expect(retrySuccessor).toBeDefined();
    expect(retrySuccessor).not.toBe(lostSuccessor);

    const tokens = await app.db
      .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, hunter.user.id));
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens.map((token) => token.familyId)).size).toBe(1);
    expect(tokens.every((token) => token.revokedAt === null)).toBe(true);

    // Both successors work: whichever answer reached the browser last is the cookie it keeps.
    expect((await exchange(retrySuccessor, identityOf(hunter))).statusCode).toBe(200);
    expect((await exchange(lostSuccessor, identityOf(hunter))).statusCode).toBe(200);
  });

  it('answers two refreshes racing with the same cookie (two tabs) both with a session', async () => {
    const hunter = await signUp(app);
    const [one, two] = await Promise.all([
      exchange(hunter.cookie, identityOf(hunter)),
      exchange(hunter.cookie, identityOf(hunter)),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await exchange(refreshCookieOf(two), identityOf(hunter))).statusCode).toBe(200);
  });

  it('does not revive a family signed out within the grace window', async () => {
    const hunter = await signUp(app);
    const rotated = refreshCookieOf(await exchange(hunter.cookie, identityOf(hunter)));
    await app.inject({
      method: 'POST',
      url: '/api/auth/signout/',
      headers: rotated ? { cookie: rotated } : {},
    });
    expect((await exchange(hunter.cookie, identityOf(hunter))).statusCode).toBe(401);
  });

  it('treats a replayed cookie as theft: the whole family is revoked, the newest cookie too', async () => {
    const hunter = await signUp(app);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: hunter.email, password: hunter.password },
    });
    const otherSession = refreshCookieOf(elsewhere);

    const rotated = await exchange(hunter.cookie, identityOf(hunter));
    const newest = refreshCookieOf(rotated);
    expect(rotated.statusCode).toBe(200);

    await rotatedLongAgo(hunter);
    const replay = await exchange(hunter.cookie, identityOf(hunter));
    expect(replay.statusCode).toBe(401);
    expect((await exchange(newest, identityOf(hunter))).statusCode).toBe(401);

    const family = await app.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, hunter.user.id));
    expect(family.filter((token) => token.revokedAt !== null)).toHaveLength(2);

    // Another sign-in (another family) of the same hunter is untouched.
    expect((await exchange(otherSession, identityOf(hunter))).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const hunter = await signUp(app);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.userId, hunter.user.id));
    expect((await exchange(hunter.cookie, identityOf(hunter))).statusCode).toBe(401);
  });

  it('signs out: revokes the family, clears the cookie, and the cookie no longer works', async () => {
    const hunter = await signUp(app);
    const rotated = refreshCookieOf(await exchange(hunter.cookie, identityOf(hunter)));
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signout/',
      headers: rotated ? { cookie: rotated } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Signed out.' });
    const cleared = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await exchange(rotated, identityOf(hunter))).statusCode).toBe(401);
  });

  it('signs out without a cookie as well', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/signout/' });
    expect(response.statusCode).toBe(200);
  });
});
