import crypto from 'node:crypto';
import pg from 'pg';
import { openMemoryPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';

/** Which database the integration suites run on: set by scripts/test-integration.mjs. */
export const testBackend = process.env.TEST_DB_BACKEND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database built by the migrations: in-memory PGlite, or a new database on the server
 * at TEST_DATABASE_URL that is dropped when closed.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testBackend === 'pglite') return openMemoryPglite();
  const scratch = await createScratchDatabase('marshlog_test');
  const handle = await openPostgres(scratch.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty database on the server at TEST_DATABASE_URL, named `<prefix>_<random>`; `drop` removes it. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB_BACKEND=postgres needs TEST_DATABASE_URL (postgres://user@host/db)');
  }
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
