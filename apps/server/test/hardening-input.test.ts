import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUNT_MESSAGES, INPUT_MESSAGES, latestLoggableDate } from '@marshlog/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { TestApp } from './support/app.js';
import { openTestDatabase, testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { signUp, type Hunter } from './support/users.js';

/** The app with its log lines kept, so a test can read what an operator would see. */
async function createLoggedApp(lines: string[]): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-hardening-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST: path.join(dataDir, 'web') }),
    passwordHashCost: 2 ** 12,
    authRateLimitPerMinute: 10_000,
  };
  const database = await openTestDatabase();
  const app = await buildApp(config, {
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  app.addHook('onClose', () => fs.rm(dataDir, { recursive: true, force: true }));
  return Object.assign(app, { config, db: database.db });
}

describe(`hardening: hostile input answers 4xx, never 5xx, on ${testBackend}`, () => {
  const logLines: string[] = [];
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createLoggedApp(logLines);
    // A statement the database refuses, its parameter a secret: as a gap in some schema would.
    app.get('/api/test-only/refused/', async () => {
      await app.db.execute(sql`select ${'$scrypt$secret-param'}::integer`);
      return {};
    });
    hunter = await signUp(app);
  });
  afterAll(() => app.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: hunter.headers, payload: payload as object });

  it('refuses a NUL character anywhere (query, body, registration) with 400 naming the field', async () => {
    const search = await send('GET', '/api/hunts/?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      detail: INPUT_MESSAGES.invalidText,
      errors: { search: [INPUT_MESSAGES.invalidText] },
    });
    const notes = await send('POST', '/api/hunts/', {
      date_of_hunt: '2024-11-16',
      latitude: 39.3,
      longitude: -121.8,
      notes: 'teal\u0000',
    });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().errors).toEqual({ notes: [INPUT_MESSAGES.invalidText] });
    const registration = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        email: 'nul@marsh.test',
        password: 'secret-pass-1',
        name: 'Nul\u0000',
        username: 'nul',
      },
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().errors).toEqual({ name: [INPUT_MESSAGES.invalidText] });
  });

  it('refuses a lone surrogate, in a value, a nested value or a key', async () => {
    for (const payload of [
      '{"date_of_hunt":"2024-11-16","latitude":1,"longitude":1,"notes":"\\ud800"}',
      '{"date_of_hunt":"2024-11-16","latitude":1,"longitude":1,"birds":[{"species":"mallard","notes":"\\udc00x"}]}',
      '{"\\ud800":1}',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/hunts/',
        headers: { ...hunter.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(INPUT_MESSAGES.invalidText);
    }
    // A well-formed pair (an emoji) is fine.
    const duck = await logHunt(app, hunter, { notes: 'Limit by 7 🦆' });
    expect(duck.notes).toBe('Limit by 7 🦆');
  });

  it('refuses dates before 1900 (year 0000 included) and hunts dated after tomorrow', async () => {
    const yearZero = await send('GET', '/api/hunts/?start_date=0000-01-01');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors.start_date).toEqual([INPUT_MESSAGES.dateTooEarly]);
    const gallery = await send('GET', '/api/photos/user_gallery/?date_after=0000-01-01');
    expect(gallery.statusCode).toBe(400);
    const future = await send('POST', '/api/hunts/', {
      date_of_hunt: '2099-01-01',
      latitude: 1,
      longitude: 1,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.date_of_hunt).toEqual([HUNT_MESSAGES.dateInFuture]);
    // Tomorrow (UTC) is still fine: east of UTC it is already today.
    const tomorrow = await logHunt(app, hunter, { date_of_hunt: latestLoggableDate() });
    expect(tomorrow.date_of_hunt).toBe(latestLoggableDate());
    const patched = await send('PATCH', `/api/hunts/${tomorrow.id}/`, {
      date_of_hunt: '0000-01-01',
    });
    expect(patched.statusCode).toBe(400);
  });

  it('refuses ids above 2^31-1 in bodies, arrays, queries, paths and photo keys', async () => {
    const hunt = await logHunt(app, hunter);
    const cases = [
      await send('POST', '/api/friendships/', { to_user: 2147483648 }),
      await send('GET', '/api/hunts/?user=2147483648'),
      await send('GET', '/api/hunts/2147483648/'),
      await send('DELETE', `/api/hunts/${hunt.id}/remove_bird/?bird_id=2147483648`),
      await send('DELETE', `/api/hunts/${hunt.id}/remove_bird/`, { bird_id: 99999999999 }),
    ];
    for (const response of cases) expect(response.statusCode).toBe(400);
    const location = await send('POST', '/api/locations/', {
      name: 'Rice check',
      latitude: 39.4,
      longitude: -122.1,
    });
    const share = await send('POST', `/api/locations/${location.json().id}/share/`, {
      user_ids: [2147483648],
      permission_level: 'view',
    });
    expect(share.statusCode).toBe(400);
    expect(share.json().errors['user_ids.0']).toEqual([INPUT_MESSAGES.idOutOfRange]);
    const confirm = await send('POST', '/api/photos/confirm_upload/', {
      s3_key: `photos/${hunter.user.id}/hunt/9999999999/00000000-0000-4000-8000-000000000000.jpg`,
      filename: 'teal.jpg',
    });
    expect(confirm.statusCode).toBeGreaterThanOrEqual(400);
    expect(confirm.statusCode).toBeLessThan(500);
  });

  it('maps Fastify errors: a path id over 100 characters is 414 on every method, in the one body', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/hunts/${'1'.repeat(101)}/`,
        headers: hunter.headers,
      });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        detail: 'Request URL is too long.',
        request_id: expect.any(String),
      });
    }
    const form = await app.inject({
      method: 'POST',
      url: '/api/storage/upload/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '{}',
    });
    expect(form.statusCode).toBe(400);
  });

  it('never logs a password, its hash or the parameters of a statement', async () => {
    const password = 'hunter-secret-pass';
    await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { email: 'logs@marsh.test', password, name: 'Logs\u0000', username: 'logs' },
    });
    const refused = await send('GET', '/api/test-only/refused/');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Invalid input.');
    const text = logLines.join('\n');
    expect(text).not.toContain(password);
    expect(text).not.toContain('$scrypt');
    expect(text).not.toMatch(/params:/);
    expect(text).not.toContain('secret-param');
    expect(text).toContain('the database refused a value');
  });
});
