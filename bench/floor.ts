import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { verifyPassword } from '../apps/server/src/platform/passwords.js';
import type { CapturedStatement } from './capture.js';
import { closedLoop, type LoopWindow } from './closed-loop.js';
import { BENCH_PASSWORD } from './profiles.js';
import { freshParams, replayUnits, type ReplayUnit } from './replay.js';
import { windowed, type WindowedSamples } from './stats.js';

/** The server's pool size (apps/server/src/db/client.ts): the floor gets no more connections. */
export const SERVER_POOL_SIZE = 10;

/** Runs statements straight through the driver, as the server's Drizzle does underneath. */
export interface FloorDriver {
  description: string;
  /** Runs the unit and answers the rows of each of its statements. */
  run(unit: ReplayUnit): Promise<unknown[][]>;
  close(): Promise<void>;
}

// Drizzle reads rows as arrays and leaves dates and timestamps as strings; so does the floor.
const AS_STRING = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const drizzleTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_STRING.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

const TRANSACTION_CONTROL = /^\s*(begin|start|commit|rollback|end)\b/i;
const statementNames = new Map<string, string>();
/** A name per statement text: pg prepares a named statement once per connection, then reuses it. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `floor_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every statement runs as a named prepared statement: what the server prepares (its hot queries)
 * and what it does not, so the floor is the least the driver can do with the same SQL.
 */
const query = (statement: CapturedStatement) => ({
  ...(TRANSACTION_CONTROL.test(statement.sql) ? {} : { name: statementName(statement.sql) }),
  text: statement.sql,
  values: freshParams(statement.params),
  rowMode: 'array' as const,
  types: drizzleTypes,
});

/** pg.Pool with the server's size: each statement takes a pooled connection, as the server's do. */
export function postgresFloor(url: string): FloorDriver {
  // The server's session settings too (jit off, apps/server/src/db/client.ts): the same SQL planned
  // the same way, or the floor would pay for JIT compiles the server never does.
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE, options: '-c jit=off' });
  return {
    description: `pg.Pool of ${SERVER_POOL_SIZE} connections (the server's pool size, jit off like the server's), every statement prepared`,
    async run(unit) {
      if (unit.kind === 'statement') return [(await pool.query(query(unit.statement))).rows];
      const client = await pool.connect();
      try {
        const rows: unknown[][] = [];
        for (const statement of unit.statements)
          rows.push((await client.query(query(statement))).rows);
        return rows;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const keepText = (value: string) => value;
/** Drizzle's PGlite parsers: rows as arrays, dates and timestamps left as text. */
const pgliteOptions = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries([...AS_STRING].map((oid) => [oid, keepText])),
};

/** PGlite in this process on the server's DATA_DIR/db: one connection, as the server has. */
export async function pgliteFloor(dir: string): Promise<FloorDriver> {
  const db = await PGlite.create(dir);
  const run = (statement: CapturedStatement) =>
    db.query(statement.sql, freshParams(statement.params), pgliteOptions);
  return {
    description: 'PGlite in-process, one connection like the server',
    async run(unit) {
      if (unit.kind === 'statement') return [(await run(unit.statement)).rows];
      return db.transaction(async (tx) => {
        const rows: unknown[][] = [];
        for (const statement of unit.statements) {
          if (/^\s*(begin|commit|rollback)\b/i.test(statement.sql)) continue;
          rows.push(
            (await tx.query(statement.sql, freshParams(statement.params), pgliteOptions)).rows,
          );
        }
        return rows;
      });
    },
    close: () => db.close(),
  };
}

/** What one floor iteration repeats: the request's statements, and its password check. */
export interface FloorPlan {
  statements: CapturedStatement[];
  /** The stored hash to verify the bench password against, in-process, after the SQL. */
  passwordHash?: string;
}

/** The floor at `clients` concurrency: iterations of the plan in a closed loop. */
export async function measureFloor(
  driver: FloorDriver,
  plan: FloorPlan,
  clients: number,
  window: LoopWindow,
): Promise<WindowedSamples> {
  const units = replayUnits(plan.statements);
  const { passwordHash } = plan;
  const run = await closedLoop(clients, window, async () => {
    for (const unit of units) await driver.run(unit);
    if (passwordHash && !(await verifyPassword(BENCH_PASSWORD, passwordHash))) {
      throw new Error('The floor password check failed: the bench password does not match');
    }
  });
  return windowed(run.samples, run.windowStart, run.windowEnd);
}
