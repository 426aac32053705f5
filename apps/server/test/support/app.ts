import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from './database.js';
import { contractChecker, type ContractChecker } from './contract.js';

/** The app, its config, and its database for arranging what no route creates directly. */
export type TestApp = Awaited<ReturnType<typeof buildApp>> & { config: AppConfig; db: Database };

/**
 * The real app on a fresh migrated database, for `app.inject`. Password hashing runs at a
 * lower scrypt cost so suites that register many hunters stay fast; production uses OWASP's.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-test-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'web') }),
    passwordHashCost: 2 ** 12,
    authRateLimitPerMinute: 10_000,
    writeLimits: { perMinute: 10_000, perHour: 100_000 },
    ...overrides,
  };
  const opened = await openTestDatabase();
  // The data directory goes with the database, the app's last close step (Fastify runs onClose
  // hooks last-registered first), after whatever still writes there has finished.
  const database = {
    ...opened,
    close: async () => {
      await opened.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  const app = await buildApp(config, { database });
  return Object.assign(app, { config, db: database.db, inject: checkedInject(app) });
}

type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

/** The method and path an injected request asked for, when it names them plainly. */
function requestOf(options: InjectOptions): { method: string; url: string } | undefined {
  const url = typeof options.url === 'string' ? options.url : options.path;
  return typeof url === 'string' ? { method: options.method ?? 'GET', url } : undefined;
}

/**
 * `app.inject` that holds every answer to the served OpenAPI document (the contract test): an
 * answer the document does not describe fails the test that received it.
 */
function checkedInject(app: BuiltApp): BuiltApp['inject'] {
  const inject = app.inject.bind(app);
  let checker: Promise<ContractChecker> | undefined;
  const served = async () => {
    const document = await inject({ method: 'GET', url: '/api/docs/json' });
    return contractChecker(document.body);
  };
  const checked = async (options: InjectOptions) => {
    const response = await inject(options);
    const request = requestOf(options);
    if (!request) return response;
    checker ??= served();
    const objection = (await checker).check(request, response);
    if (objection) throw new Error(`The API contract does not hold: ${objection}`);
    return response;
  };
  // Suites inject with an options object; the chaining form (no argument) is left unchecked.
  return ((options?: InjectOptions | string) =>
    options === undefined
      ? inject()
      : checked(typeof options === 'string' ? { url: options } : options)) as BuiltApp['inject'];
}
