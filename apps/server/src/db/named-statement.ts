import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/** A raw statement prepared under a name: run with its placeholders' values, answers `{ rows }`. */
export interface NamedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

const dialect = new PgDialect();

/**
 * Prepares a raw SQL statement (one with `sql.placeholder`s) under `name`, as Drizzle's query
 * builders do with `.prepare(name)`: PostgreSQL parses and plans it once per connection.
 *
 * Drizzle offers `.prepare` on its builders only, not on `sql` (a raw statement's `_prepare` is a
 * no-op), so this is the one place that reaches the session behind a database handle, the same
 * call `.prepare` makes; test/db-adapters.test.ts holds it on both backends, so a Drizzle upgrade
 * that changes it fails there rather than in chat.
 */
export function prepareNamedStatement<Row>(
  db: Database,
  name: string,
  statement: SQL,
): NamedStatement<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return {
    execute: async (values) => {
      const result: unknown = await prepared.execute(values);
      return result as { rows: Row[] };
    },
  };
}
