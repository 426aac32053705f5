import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from './database.js';

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
  return Object.assign(app, { config, db: database.db });
}
