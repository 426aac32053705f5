import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres } from '../../src/db/client.js';
import type { TestApp } from './app.js';
import { createScratchDatabase } from './database.js';
import type { TestSocket } from './sockets.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two app instances on one scratch PostgreSQL database and one Redis, as when the app scales out. */
export interface TwoInstances {
  readonly instanceA: TestApp;
  readonly instanceB: TestApp;
  /** Sockets the tests open; they are closed before the instances. */
  readonly sockets: TestSocket[];
}

/** Fails the suite with a clear message, rather than a timeout, when Redis is not there. */
async function requireRedis(): Promise<void> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  let refusal: Error | undefined;
  probe.on('error', (error: Error) => (refusal = error));
  try {
    await probe.connect();
    await probe.quit();
  } catch (error) {
    probe.disconnect();
    throw new Error(
      `The PostgreSQL pass needs Redis at ${REDIS_URL} for the two-instance tests (set TEST_REDIS_URL): ${(refusal ?? (error as Error)).message}`,
    );
  }
}

async function startInstance(url: string, redisNamespace: string): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-redis-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'web'),
    }),
    jwtSecret: 'two-instances-share-this-secret-of-32-chars',
    redisUrl: REDIS_URL,
    redisNamespace,
    passwordHashCost: 2 ** 12,
    authRateLimitPerMinute: 10_000,
  };
  const database = await openPostgres(url);
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => fs.rm(dataDir, { recursive: true, force: true }));
  return Object.assign(app, { config, db: database.db });
}

/**
 * Starts two instances before the enclosing suite's tests and stops them after; call it inside a
 * `describe` that runs only on PostgreSQL (PGlite is one process's database). `databaseName` names
 * the suite's scratch database.
 */
export function useTwoInstancesOverRedis(databaseName: string): TwoInstances {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let instanceA: TestApp | undefined;
  let instanceB: TestApp | undefined;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    await requireRedis();
    scratch = await createScratchDatabase(databaseName);
    // The pair's own namespace: suites running at once on one Redis never hear each other.
    const namespace = `test-${crypto.randomUUID()}`;
    instanceA = await startInstance(scratch.url, namespace);
    instanceB = await startInstance(scratch.url, namespace);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await instanceA?.close();
    await instanceB?.close();
    await scratch?.drop();
  });

  const started = (instance: TestApp | undefined): TestApp => {
    if (!instance) throw new Error('The two instances start in beforeAll; use them inside a test.');
    return instance;
  };
  return {
    get instanceA() {
      return started(instanceA);
    },
    get instanceB() {
      return started(instanceB);
    },
    sockets,
  };
}
