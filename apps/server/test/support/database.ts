import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openMemoryPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';

/** Which database the integration suites run on: set by scripts/test-integration.mjs. */
export const testBackend = process.env.TEST_DB_BACKEND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database built by the migrations: in-memory PGlite, or a new database on the server
 * at TEST_DATABASE_URL that is dropped when closed. Both start as a copy of the database the
 * global setup migrated (support/global-setup.ts); the migrations then find nothing to apply.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testBackend === 'pglite') {
    return openMemoryPglite(new Blob([await fs.readFile(inject('pgliteImage'))]));
  }
  const scratch = await createScratchDatabase('marshlog_test', inject('postgresTemplate'));
  const handle = await openPostgres(scratch.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A database on the server at TEST_DATABASE_URL, named `<prefix>_<random>`: empty, or a copy of
 * `template`; `drop` removes it.
 */
export async function createScratchDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB_BACKEND=postgres needs TEST_DATABASE_URL (postgres://user@host/db)');
  }
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  // A small template copies fastest file by file (PostgreSQL 15's default logs every page).
  await adminQuery(
    adminUrl,
    template
      ? `create database ${name} template ${template} strategy file_copy`
      : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** One statement on the server's maintenance connection (creating and dropping databases). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
