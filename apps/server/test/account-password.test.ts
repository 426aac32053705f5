import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PASSWORD_RESETS_PER_HOUR } from '@marshlog/domain';
import { passwordResets } from '../src/db/schema.js';
import { createMailer, outboxPath } from '../src/platform/mail/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { decodeQuotedPrintable, startMailServer, type TestMailServer } from './support/smtp.js';
import { bearer, refreshCookieOf, signUp, type Hunter } from './support/users.js';

const signIn = (app: TestApp, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

const me = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(token) });

const refresh = (app: TestApp, hunter: Hunter, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { email: hunter.email },
    headers: { cookie },
  });

/** The token of the reset link in a mail's text. */
function resetTokenIn(text: string): string {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

describe(`account: change password, and mail by default to the outbox, on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('changes the password, keeps this session with a fresh token and ends every other one', async () => {
    const hunter = await signUp(app);
    const laptop = await signIn(app, hunter.email, hunter.password);
    const laptopCookie = refreshCookieOf(laptop);
    expect(laptopCookie).toBeDefined();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password/',
      headers: { ...hunter.headers, cookie: hunter.cookie },
      payload: { current_password: hunter.password, new_password: 'new-blind-2026' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ detail: string; jwt_token: string }>();
    expect(body.detail).toBe(ACCOUNT_MESSAGES.passwordChanged);

    expect((await me(app, body.jwt_token)).statusCode).toBe(200);
    // The old access tokens ended, the laptop's refresh cookie too; this device's cookie still works.
    expect((await me(app, hunter.token)).statusCode).toBe(401);
    expect((await me(app, laptop.json<{ jwt_token: string }>().jwt_token)).statusCode).toBe(401);
    expect((await refresh(app, hunter, laptopCookie ?? '')).statusCode).toBe(401);
    expect((await refresh(app, hunter, hunter.cookie)).statusCode).toBe(200);

    expect((await signIn(app, hunter.email, hunter.password)).statusCode).toBe(401);
    expect((await signIn(app, hunter.email, 'new-blind-2026')).statusCode).toBe(200);
  });

  it('refuses a wrong current password or a short new one, and the password stays', async () => {
    const hunter = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/password/',
      headers: hunter.headers,
      payload: { current_password: 'not-my-password', new_password: 'new-blind-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      detail: ACCOUNT_MESSAGES.currentPasswordWrong,
      errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    });
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/password/',
      headers: hunter.headers,
      payload: { current_password: hunter.password, new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.new_password).toEqual([AUTH_MESSAGES.passwordTooShort]);
    expect((await me(app, hunter.token)).statusCode).toBe(200);
    expect((await signIn(app, hunter.email, hunter.password)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password/',
      payload: { current_password: 'whatever-1', new_password: 'new-blind-2026' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('writes the reset mail to the outbox file in DATA_DIR by default, so nothing has to be configured', async () => {
    const hunter = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/',
      payload: { email: hunter.email },
    });
    const file = outboxPath(app.config.dataDir);
    let outbox = '';
    for (let wait = 0; wait < 50 && !outbox.includes(hunter.email); wait += 1) {
      outbox = await fs.readFile(file, 'utf8').catch(() => '');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(outbox).toMatch(/^From no-reply@localhost /);
    expect(outbox).toContain(`To: ${hunter.email}`);
    expect(decodeQuotedPrintable(outbox)).toContain(
      `${app.config.publicUrl}/auth/reset-password?token=`,
    );
  });

  it('refuses to start when the configured SMTP server cannot be reached', async () => {
    const mailer = createMailer({
      dataDir: app.config.dataDir,
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Marshlog <no-reply@marsh.test>' },
    });
    await expect(mailer.ready()).rejects.toThrow(/SMTP_URL: the mail server cannot be used/);
    mailer.close();
  });
});

describe(`account: password reset through a real SMTP server on ${testBackend}`, () => {
  let app: TestApp;
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startMailServer();
    app = await createTestApp({
      mail: { smtpUrl: mail.url, from: 'Marshlog <no-reply@marsh.test>' },
    });
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  const requestReset = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset/', payload: { email } });
  const confirm = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token, new_password: password },
    });

  it('mails a link that sets a new password once, and ends every session', async () => {
    const hunter = await signUp(app, { name: 'Pintail Pat' });
    const asked = await requestReset(hunter.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetRequested });

    const sent = await mail.nextMailTo(hunter.email);
    expect(sent.raw).toContain(`Subject: ${ACCOUNT_MESSAGES.resetMailSubject}`);
    expect(sent.text).toContain('Hello Pintail Pat,');
    expect(sent.text).toContain(`${app.config.publicUrl}/auth/reset-password?token=`);
    const token = resetTokenIn(sent.text);

    const done = await confirm(token, 'fresh-decoys-99');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: ACCOUNT_MESSAGES.passwordReset });
    expect((await signIn(app, hunter.email, 'fresh-decoys-99')).statusCode).toBe(200);
    expect((await signIn(app, hunter.email, hunter.password)).statusCode).toBe(401);
    expect((await me(app, hunter.token)).statusCode).toBe(401);
    expect((await refresh(app, hunter, hunter.cookie)).statusCode).toBe(401);

    const again = await confirm(token, 'another-one-123');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toEqual([ACCOUNT_MESSAGES.resetLinkInvalid]);
    expect((await signIn(app, hunter.email, 'fresh-decoys-99')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const hunter = await signUp(app);
    const known = await requestReset(hunter.email);
    const unknown = await requestReset('nobody-here@marsh.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await mail.nextMailTo(hunter.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.filter((sent) => sent.to.includes('nobody-here@marsh.test'))).toEqual([]);
  });

  it('refuses an expired link, and a newer link ends the older ones', async () => {
    const hunter = await signUp(app);
    await requestReset(hunter.email);
    const first = resetTokenIn((await mail.nextMailTo(hunter.email)).text);
    await requestReset(hunter.email);
    const second = resetTokenIn((await mail.nextMailTo(hunter.email)).text);
    await app.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, hunter.user.id));
    expect((await confirm(second, 'fresh-decoys-99')).statusCode).toBe(400);
    await app.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(passwordResets.userId, hunter.user.id));
    expect((await confirm(second, 'fresh-decoys-99')).statusCode).toBe(200);
    expect((await confirm(first, 'older-link-123')).statusCode).toBe(400);
    expect((await confirm('made-up-token', 'older-link-123')).statusCode).toBe(400);
  });

  it(`mails one address at most ${PASSWORD_RESETS_PER_HOUR} links an hour, with the same answer`, async () => {
    const hunter = await signUp(app);
    const answers = [];
    for (let attempt = 0; attempt <= PASSWORD_RESETS_PER_HOUR; attempt += 1) {
      answers.push(await requestReset(hunter.email));
    }
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    for (let sent = 0; sent < PASSWORD_RESETS_PER_HOUR; sent += 1)
      await mail.nextMailTo(hunter.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.filter((sent) => sent.to.includes(hunter.email))).toEqual([]);
  });

  it('rate limits the reset routes per address of the caller', async () => {
    const limited = await createTestApp({
      authRateLimitPerMinute: 2,
      mail: { smtpUrl: mail.url, from: 'Marshlog <no-reply@marsh.test>' },
    });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/password-reset/',
          payload: { email: 'someone@marsh.test' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
