import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { compileRowMapping } from '../db/row-mapper.js';

/**
 * A hot query built once per database handle and kept as a named prepared statement: Drizzle
 * then skips re-building its SQL on every call and PostgreSQL re-parsing it (DESIGN.md section 8).
 * `build` must give the statement a name unique in the app and take its values as placeholders.
 * A prepared select also gets a row mapper compiled once from its selection (db/row-mapper.ts).
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      compileRowMapping(query);
      prepared.set(db, query);
    }
    return query;
  };
}

/**
 * A LIMIT written into a prepared statement's text instead of bound: with a bound limit PostgreSQL's
 * generic plan assumes a tenth of the rows are wanted, costs it far above the real first page and
 * so re-plans the statement at every call. Drizzle's `limit` is typed for numbers and placeholders
 * but renders any SQL it is given, hence the one cast.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

const VIEWER = sql.placeholder('viewer');

/** The viewer of a prepared statement: filled in at each call for hunters, none for visitors. */
export function preparedViewer(signedIn: boolean) {
  return signedIn ? VIEWER : null;
}

/**
 * Prepared queries built lazily, one per combination of arguments (sign-in state, scope,
 * ordering): the first call builds it, later calls with the same arguments reuse it.
 */
export function preparedPerKey<Args extends (string | boolean)[], Query>(
  build: (...args: Args) => Query,
): (...args: Args) => Query {
  const built = new Map<string, Query>();
  return (...args) => {
    const key = args.join(':');
    let query = built.get(key);
    if (query === undefined) {
      query = build(...args);
      built.set(key, query);
    }
    return query;
  };
}
