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
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB_BACKEND=postgres needs TEST_DATABASE_URL (postgres://user@host/db)');
  }
  const name = `marshlog_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
