import type { Database } from '../db/client.js';

/**
 * A hot query built once per database handle and kept as a named prepared statement: Drizzle
 * then skips re-building its SQL on every call and PostgreSQL re-parsing it (DESIGN.md section 8).
 * `build` must give the statement a name unique in the app and take its values as placeholders.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
