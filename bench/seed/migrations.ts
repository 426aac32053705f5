import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { SqlSession } from '../sql-session.js';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../apps/server/drizzle');

/**
 * True when the database was migrated with exactly the migration files there are now. A data set
 * seeded under other (or since edited) migrations is rebuilt rather than measured.
 */
export async function migrationsMatch(session: SqlSession): Promise<boolean> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  const applied = await session
    .query<{ hash: string }>('select hash from drizzle.__drizzle_migrations')
    .then((rows) => rows.map((row) => row.hash))
    // No journal yet: nothing was migrated.
    .catch((): string[] => []);
  return files.length === applied.length && files.every((hash) => applied.includes(hash));
}
