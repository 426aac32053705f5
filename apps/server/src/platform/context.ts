import type { AppConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { AccessTokens } from './access-tokens.js';
import type { Mailer } from './mail/index.js';
import type { WriteBudget } from './limits/write-limits.js';
import type { Realtime } from './realtime/index.js';
import type { ObjectStorage } from './storage/types.js';

/** What every module is given: narrow services, never the Fastify instance's globals. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  database: DatabaseHandle;
  tokens: AccessTokens;
  /** Photo files: local disk, or S3-compatible when S3_BUCKET is set. */
  storage: ObjectStorage;
  /** Live events: the bus (in-process, or Redis with REDIS_URL) and this instance's sockets. */
  realtime: Realtime;
  /**
   * Per-hunter write budgets. Every HTTP write spends it already (platform/limits); a socket
   * that takes writes (chat messages) spends it per message: `writeBudget.spend(userId, 'chat')`.
   */
  writeBudget: WriteBudget;
  /** Mail to hunters: SMTP with SMTP_URL, else the outbox file in DATA_DIR. */
  mailer: Mailer;
}
