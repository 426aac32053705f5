import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME } from '@marshlog/domain';
import { userIdentities, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signInWithIssuer, startTestIssuer, type TestIssuer } from './support/oidc-issuer.js';
import { bearer, refreshCookieOf, signUp } from './support/users.js';

const PUBLIC_URL = 'http://localhost:8080';

describe(`auth: OpenID Connect sign-in against a real provider on ${testBackend}`, () => {
  let issuer: TestIssuer;
  let app: TestApp;

  beforeAll(async () => {
    issuer = await startTestIssuer(
      { id: 'marsh', name: 'Marsh ID', publicUrl: PUBLIC_URL },
      {
        'olive-1': {
          email: 'Olive.Oldsquaw@marsh.test',
          email_verified: true,
          name: 'Olive Oldsquaw',
          preferred_username: 'olive',
        },
        'olive-2': {
          email: 'olive.two@marsh.test',
          email_verified: true,
          name: 'Olive Two',
          preferred_username: 'olive',
        },
        'linked-1': {
          email: 'linda.local@marsh.test',
          email_verified: true,
          name: 'Linda at Marsh ID',
        },
        'unverified-1': { email: 'eve.unverified@marsh.test', email_verified: false, name: 'Eve' },
      },
    );
    app = await createTestApp({ publicUrl: PUBLIC_URL, oidcProviders: [issuer.providerConfig] });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  /** The session-token route, as the web app calls it after landing on /auth/callback. */
  const exchange = (cookie: string | undefined, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { email, name: 'ignored', provider: 'marsh' },
      headers: cookie ? { cookie } : {},
    });

  it('lists the configured providers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'marsh', name: 'Marsh ID', start_url: '/api/auth/oidc/marsh/' },
    ]);
  });

  it('starts the authorization-code flow with PKCE, state and nonce in a signed short-lived cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/oidc/marsh/' });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'marshlog-test',
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/api/auth/oidc/marsh/callback/`,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(target.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email']),
    );
    const flow = response.cookies.find((cookie) => cookie.name === 'marshlog_oidc');
    expect(flow).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/oidc',
      maxAge: 600,
    });
  });

  it('creates a hunter on first sign-in, sets the refresh cookie, and the token route then signs the app in', async () => {
    const callback = await signInWithIssuer(app, 'marsh', 'olive-1');
    expect(callback.statusCode).toBe(302);
    const landing = new URL(String(callback.headers.location));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toEqual({
      email: 'olive.oldsquaw@marsh.test',
      name: 'Olive Oldsquaw',
      provider: 'marsh',
    });
    const cookie = refreshCookieOf(callback);
    expect(cookie).toBeDefined();
    expect(callback.cookies.find((entry) => entry.name === REFRESH_COOKIE_NAME)).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
    });

    const token = await exchange(cookie, 'olive.oldsquaw@marsh.test');
    expect(token.statusCode).toBe(200);
    expect(token.json().user).toMatchObject({
      email: 'olive.oldsquaw@marsh.test',
      provider: 'marsh',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: bearer(token.json().jwt_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'olive.oldsquaw@marsh.test',
      name: 'Olive Oldsquaw',
      first_name: 'Olive',
      username: 'olive',
    });
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session/',
      headers: bearer(token.json().jwt_token),
    });
    expect(session.json().user.provider).toBe('marsh');

    const identities = await app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, me.json().id));
    expect(identities).toMatchObject([{ provider: 'marsh', subject: 'olive-1' }]);
  });

  it('signs the same subject into the same account the next time', async () => {
    const first = await signInWithIssuer(app, 'marsh', 'olive-1');
    const again = await exchange(refreshCookieOf(first), 'olive.oldsquaw@marsh.test');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: bearer(again.json().jwt_token),
    });
    const count = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'olive.oldsquaw@marsh.test'));
    expect(count).toHaveLength(1);
    expect(me.json().id).toBe(count[0]?.id);
  });

  it('derives a free username when the preferred one is taken', async () => {
    const callback = await signInWithIssuer(app, 'marsh', 'olive-2');
    const token = await exchange(refreshCookieOf(callback), 'olive.two@marsh.test');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: bearer(token.json().jwt_token),
    });
    expect(me.json().username).toBe('olive2');
  });

  it('links an existing local account by verified email instead of creating another', async () => {
    const local = await signUp(app, { email: 'linda.local@marsh.test', name: 'Linda Local' });
    const callback = await signInWithIssuer(app, 'marsh', 'linked-1');
    expect(callback.statusCode).toBe(302);
    const token = await exchange(refreshCookieOf(callback), 'linda.local@marsh.test');
    expect(token.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: bearer(token.json().jwt_token),
    });
    expect(me.json()).toEqual(local.user);
    // The local password still works too.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: local.email, password: local.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified email: back to the sign-in page with the message, no account, no cookie', async () => {
    const callback = await signInWithIssuer(app, 'marsh', 'unverified-1');
    expect(callback.statusCode).toBe(302);
    const landing = new URL(String(callback.headers.location));
    expect(landing.pathname).toBe('/auth/signin');
    expect(landing.searchParams.get('error')).toBe(AUTH_MESSAGES.providerEmailUnverified);
    expect(refreshCookieOf(callback)).toBeUndefined();
    expect(
      await app.db.select().from(users).where(eq(users.email, 'eve.unverified@marsh.test')),
    ).toEqual([]);
  });

  it('refuses a callback that this browser did not start', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/oidc/marsh/callback/?code=stolen&state=guess',
    });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).searchParams.get('error')).toBe(
      AUTH_MESSAGES.providerFailed,
    );
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('refuses a callback whose state does not match the one it started with', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/marsh/' });
    const flow = start.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const response = await app.inject({
      method: 'GET',
      url: `/api/auth/oidc/marsh/callback/?code=whatever&state=not-the-state&iss=${encodeURIComponent(issuer.issuer)}`,
      headers: { cookie: flow },
    });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).pathname).toBe('/auth/signin');
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/oidc/nowhere/' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/oidc/nowhere/callback/' })).statusCode,
    ).toBe(404);
  });
});
