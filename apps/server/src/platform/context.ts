import type { AppConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { AccessTokens } from './access-tokens.js';

/** What every module is given: narrow services, never the Fastify instance's globals. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  database: DatabaseHandle;
  tokens: AccessTokens;
}
