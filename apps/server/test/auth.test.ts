import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME, USER_MESSAGES } from '@marshlog/domain';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { bearer, signUp } from './support/users.js';
import { eq } from 'drizzle-orm';

describe(`auth: accounts and sign-in on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, headers });

  describe('register', () => {
    it('creates the account, answers 201 with a token and the user, and sets the refresh cookie', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: '  Mallard.Mike@Marsh.TEST ',
          password: 'greenhead42',
          name: 'Mike Mallard',
          username: 'mallard_mike',
        },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        jwt_token: expect.any(String),
        expires_at: expect.any(String),
        user: {
          id: expect.any(Number),
          username: 'mallard_mike',
          email: 'mallard.mike@marsh.test',
          name: 'Mike Mallard',
          first_name: 'Mike',
          profile_image_url: null,
        },
      });
      const lifetime = new Date(body.expires_at).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
      expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);

      const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.secure).toBeFalsy();

      const me = await app.inject({
        method: 'GET',
        url: '/api/users/me/',
        headers: bearer(body.jwt_token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body.user);
    });

    it('stores the password as a self-describing scrypt hash, never in clear', async () => {
      const hunter = await signUp(app, { password: 'pintail-sprig-1' });
      const [row] = await app.db.select().from(users).where(eq(users.id, hunter.user.id));
      expect(row?.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{43}$/);
      expect(row?.passwordHash).not.toContain('pintail-sprig-1');
    });

    it('refuses a duplicate email with 409 and a field error', async () => {
      await signUp(app, { email: 'teal@marsh.test' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: 'TEAL@marsh.test',
          password: 'longenough',
          name: 'Other',
          username: 'other_teal',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        detail: USER_MESSAGES.emailTaken,
        errors: { email: [USER_MESSAGES.emailTaken] },
      });
    });

    it('refuses a duplicate username, whatever its case, with 409', async () => {
      await signUp(app, { username: 'GadwallGus' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: 'gus2@marsh.test',
          password: 'longenough',
          name: 'Gus',
          username: 'gadwallgus',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({ username: [USER_MESSAGES.usernameTaken] });
    });

    it('names both fields when email and username are both taken', async () => {
      const first = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: first.email,
          password: 'longenough',
          name: 'Copy',
          username: first.user.username,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'username']);
    });

    it('refuses a password under 8 characters with a field error and creates nothing', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: 'short@marsh.test',
          password: 'seven77',
          name: 'Short',
          username: 'shorty',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordTooShort] });
      expect(refreshCookieSet(response.cookies)).toBe(false);
      expect((await login('short@marsh.test', 'seven77')).statusCode).toBe(401);
    });

    it('answers missing fields with 400 and an error for each field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: { email: 'x@marsh.test' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(Object.keys(body.errors).sort()).toEqual(['name', 'password', 'username']);
      expect(body.request_id).toEqual(expect.any(String));
    });

    it('answers an invalid email with its message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: { email: 'not-an-email', password: 'longenough', name: 'N', username: 'nnn' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: [AUTH_MESSAGES.emailInvalid] });
    });
  });

  describe('login', () => {
    it('signs in with the right password: 200, token, user and a refresh cookie', async () => {
      const hunter = await signUp(app);
      const response = await login(hunter.email.toUpperCase(), hunter.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        jwt_token: expect.any(String),
        expires_at: expect.any(String),
        user: hunter.user,
      });
      expect(refreshCookieSet(response.cookies)).toBe(true);
    });

    it('answers a wrong password and an unknown email with the same 401 message', async () => {
      const hunter = await signUp(app);
      const wrongPassword = await login(hunter.email, 'not-the-password');
      const unknownEmail = await login('nobody@marsh.test', hunter.password);
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().detail).toBe(AUTH_MESSAGES.invalidCredentials);
        expect(refreshCookieSet(response.cookies)).toBe(false);
      }
    });

    it('answers twenty wrong passwords with twenty 401s and still lets the right one in', async () => {
      const hunter = await signUp(app);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await login(hunter.email, `wrong-${attempt}`);
        expect(response.statusCode).toBe(401);
      }
      expect((await login(hunter.email, hunter.password)).statusCode).toBe(200);
    });

    it('answers missing fields with 400 and field errors', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
    });
  });

  describe('bodies the server cannot take', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.test", "password": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Malformed JSON in request body.' });
    });

    it('answers a 2 MB body with 413', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: 'big@marsh.test',
          password: 'x'.repeat(2 * 1024 * 1024),
          name: 'Big',
          username: 'big',
        },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toEqual(expect.any(String));
    });

    it('answers a text/plain body with 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a@b.test&password=whatever',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().request_id).toEqual(expect.any(String));
    });
  });

  describe('the signed-in user', () => {
    it('GET /api/users/me/ needs a token: 401 without one, 401 with garbage', async () => {
      const none = await app.inject({ method: 'GET', url: '/api/users/me/' });
      expect(none.statusCode).toBe(401);
      expect(none.json().detail).toBe(AUTH_MESSAGES.notSignedIn);
      const garbage = await app.inject({
        method: 'GET',
        url: '/api/users/me/',
        headers: bearer('not.a.jwt'),
      });
      expect(garbage.statusCode).toBe(401);
      expect(garbage.json().detail).toBe(AUTH_MESSAGES.sessionExpired);
    });

    it('GET /api/auth/session/ reads the session of the bearer token', async () => {
      const hunter = await signUp(app, { name: 'Wigeon Wendy' });
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/session/',
        headers: hunter.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        user: {
          id: hunter.user.id,
          email: hunter.email,
          name: 'Wigeon Wendy',
          username: hunter.user.username,
          image: null,
          provider: 'credentials',
        },
        expires: expect.any(String),
      });
      expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now());
    });

    it('GET /api/auth/session/ answers 401 signed out', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/auth/session/' });
      expect(response.statusCode).toBe(401);
    });
  });
});

function refreshCookieSet(cookies: { name: string; value: string }[]): boolean {
  return cookies.some((cookie) => cookie.name === REFRESH_COOKIE_NAME && cookie.value !== '');
}
