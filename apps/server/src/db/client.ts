import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { ConfigError } from '../config.js';
import { PreparedRowCursor } from './prepared-cursor.js';
import type { Statement } from './statement.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Called with each statement the ORM sends and its parameters (the benchmark captures them). */
export type QueryListener = (sql: string, params: unknown[]) => void;

export interface OpenOptions {
  /** Only the benchmark sets it; production never logs statements. */
  onQuery?: QueryListener;
}

/** Drizzle's logger option: a listener when one is given, nothing otherwise. */
function queryLogger(onQuery: QueryListener | undefined) {
  return onQuery ? { logger: { logQuery: onQuery } } : {};
}

export type { Statement };

/** Reads a statement's rows a batch at a time: the first column of each, as text. */
export interface RowCursor {
  /** The next rows, at most `count`; fewer only when the statement has no more. */
  read(count: number): Promise<string[]>;
  /**
   * Ends the read and gives the connection back (once; later calls do nothing). `discard` drops
   * the connection instead, for a read that failed or ran out of time: a statement still running
   * on it ends with the connection.
   */
  close(discard?: boolean): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Opens a read of the statement's rows in batches. On PostgreSQL a portal of the prepared
   * statement on a connection of its own, held until `close`; on PGlite (one connection) the rows
   * are read at once and handed out in batches.
   */
  openCursor(statement: Statement): Promise<RowCursor>;
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** apps/server/drizzle, seen from src/db in development or from the bundle in dist/. */
export function migrationsFolder(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.resolve(here, path.basename(here) === 'db' ? '../..' : '..', 'drizzle');
}

export async function openPostgres(
  url: string,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  // JIT off for every connection: the planner prices visibility-scoped reads (each row's item
  // probes) high enough to JIT-compile them, which costs about a second to save nothing on a few
  // thousand index probes (the feed's capped count on 1M activities: 1,100 ms with JIT, 33 without).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    options: '-c jit=off',
  });
  // A connection the server drops while idle (restart, failover, proxy timeout) must not crash
  // the process: the pool opens a fresh one for the next query.
  pool.on('error', (error) => {
    console.error(
      `PostgreSQL closed an idle connection (${error.message}); reconnecting on demand`,
    );
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new ConfigError(
      `Cannot reach PostgreSQL at DATABASE_URL (${describeServer(url)}): ${describeFailure(error)}`,
    );
  }
  const db = drizzlePg(pool, { schema, ...queryLogger(options.onQuery) }) as unknown as Database;
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    openCursor: (statement) => openPostgresCursor(pool, statement, options.onQuery),
    ping: () => ping(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

/**
 * A cursor on a pooled connection: the unnamed portal of a named prepared statement
 * (PreparedRowCursor), so the first batch costs one round trip and no parse after the
 * connection's first, and no transaction is opened around it; `close` ends the portal and
 * releases the connection. The listener hears the statement itself, what the portal runs.
 */
async function openPostgresCursor(
  pool: pg.Pool,
  statement: Statement,
  onQuery: QueryListener | undefined,
): Promise<RowCursor> {
  onQuery?.(statement.sql, statement.params);
  const client = await pool.connect();
  const cursor = client.query(new PreparedRowCursor(statement));
  let closed = false;
  return {
    read: (count) => cursor.read(Math.trunc(count)),
    close: async (discard = false) => {
      if (closed) return;
      closed = true;
      if (discard) {
        client.release(true);
        return;
      }
      try {
        await cursor.end();
        client.release();
      } catch {
        client.release(true);
      }
    },
  };
}

/** A cursor over rows already read whole. */
function arrayCursor(values: string[]): RowCursor {
  let next = 0;
  return {
    read: async (count) => {
      const batch = values.slice(next, next + count);
      next += batch.length;
      return batch;
    },
    close: async () => {
      next = values.length;
    },
  };
}

/** Opens (creating on first use) the embedded database in `dataDir/db`, guarded by a lock file. */
export async function openPglite(
  dataDir: string,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  await fs.mkdir(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await createOrOpen(path.join(dataDir, 'db'));
    return await wrapPglite(client, lock, options);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * A throwaway in-memory PGlite with the migrations applied; for tests. `image` is a data directory
 * dumped from one (PGlite's `dumpDataDir`): starting from it skips initdb, and the migrations then
 * find nothing left to apply.
 */
export async function openMemoryPglite(image?: Blob): Promise<DatabaseHandle> {
  return wrapPglite(await PGlite.create(image ? { loadDataDir: image } : {}), undefined);
}

async function wrapPglite(
  client: PGlite,
  lock: DataDirLock | undefined,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  const db = drizzlePglite(client, {
    schema,
    ...queryLogger(options.onQuery),
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    openCursor: async ({ sql, params }) => {
      options.onQuery?.(sql, params);
      const { rows } = await client.query<[string]>(sql, params, { rowMode: 'array' });
      return arrayCursor(rows.map((row) => row[0]));
    },
    ping: () => ping(() => client.query('select 1')),
    close: async () => {
      await client.close();
      await lock?.release();
    },
  };
}

/**
 * First-time setup runs in a scratch directory that is renamed into place only when complete,
 * so a setup killed halfway leaves nothing that breaks the next start.
 */
async function createOrOpen(dbDir: string): Promise<PGlite> {
  const parent = path.dirname(dbDir);
  for (const entry of await fs.readdir(parent)) {
    if (entry.startsWith('db.setup-')) await fs.rm(path.join(parent, entry), { recursive: true });
  }
  if (!(await exists(path.join(dbDir, 'PG_VERSION')))) {
    await fs.rm(dbDir, { recursive: true, force: true });
    const scratch = `${dbDir}.setup-${process.pid}`;
    const fresh = await PGlite.create(scratch);
    await fresh.close();
    await fs.rename(scratch, dbDir);
  }
  return PGlite.create(dbDir);
}

/** host:port/database of a connection URL, never its password. */
function describeServer(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}

/** A connection failure in words; a refused dual-stack connect has only a code. */
function describeFailure(error: unknown): string {
  const { message, code } = error as NodeJS.ErrnoException;
  return message || code || String(error);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function ping(query: () => Promise<unknown>): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000).unref());
  return Promise.race([query().then(() => true as const), timeout]).catch(() => false);
}
