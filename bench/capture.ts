import crypto from 'node:crypto';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { BENCH_PASSWORD } from './profiles.js';
import type { Scenario } from './scenarios.js';
import type { BenchAccounts } from './seed/target.js';

/** A statement the server sent for one request, with its parameters. */
export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

/** Where the server under capture finds the bench data. */
export type ServerDatabase = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * Builds the app in this process with a statement listener, makes each scenario's request once
 * to warm up and once more to record, and answers the statements of that second request: what
 * the floor replays. Runs while no other server holds the database (PGlite allows one).
 */
export async function captureStatements(
  database: ServerDatabase,
  accounts: BenchAccounts,
  scenarios: readonly Scenario[],
): Promise<Map<string, CapturedStatement[]>> {
  const config = loadConfig({
    ...database,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  });
  let recording: CapturedStatement[] | undefined;
  const app = await buildApp(config, {
    onQuery: (sql, params) => recording?.push({ sql, params: [...params] }),
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: accounts.viewer.email, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`Capture sign-in answered ${login.statusCode}`);
    const token = (login.json() as { jwt_token: string }).jwt_token;
    const captured = new Map<string, CapturedStatement[]>();
    for (const scenario of scenarios) {
      const request = {
        method: scenario.method,
        url: scenario.path,
        headers: {
          ...(scenario.signedIn ? { authorization: `Bearer ${token}` } : {}),
          ...(scenario.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(scenario.body ? { payload: scenario.body } : {}),
      };
      await app.inject(request);
      recording = [];
      const response = await app.inject(request);
      const statements = recording;
      recording = undefined;
      if (response.statusCode < 200 || response.statusCode > 299) {
        throw new Error(
          `Capture of ${scenario.id} answered ${response.statusCode}: ${response.body}`,
        );
      }
      captured.set(scenario.id, statements);
    }
    return captured;
  } finally {
    await app.close();
  }
}
