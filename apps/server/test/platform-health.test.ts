import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestApp, type TestApp } from './support/app.js';
import { openTestDatabase, testBackend } from './support/database.js';
import { signUp } from './support/users.js';

/** The handle with a close that may be called twice: by the test, then by the app's onClose. */
function closableTwice(handle: DatabaseHandle): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

describe(`health on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers ok with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testBackend });
  });

  it.runIf(testBackend === 'postgres')(
    'survives PostgreSQL dropping its idle connections, and stays healthy',
    async () => {
      // Open several pooled connections, then have the server end all but the one asking.
      await Promise.all([1, 2, 3].map(() => app.db.execute(sql`select pg_sleep(0.05)`)));
      await app.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      await sleep(200);
      const response = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.json()).toEqual({ status: 'ok', database: 'postgres' });
    },
  );
});

describe(`health when the database stops answering on ${testBackend}`, () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-test-'));
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'web'),
      }),
      passwordHashCost: 2 ** 12,
    };
    database = closableTwice(await openTestDatabase());
    const built = await buildApp(config, { database });
    app = Object.assign(built, { config, db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 on health and on routes that need the database, in the error shape', async () => {
    const hunter = await signUp(app);
    await database.close();

    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(health.json()).toEqual({ status: 'unavailable', database: testBackend });

    const me = await app.inject({ method: 'GET', url: '/api/users/me/', headers: hunter.headers });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toEqual({
      detail: 'Service temporarily unavailable. Please try again shortly.',
      request_id: expect.any(String),
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: hunter.email, password: hunter.password },
    });
    expect(signIn.statusCode).toBe(503);
  });
});
