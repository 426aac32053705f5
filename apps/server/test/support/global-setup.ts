import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openPostgres } from '../../src/db/client.js';
import { adminQuery, testBackend } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tar file) every suite's database starts from. */
    pgliteImage: string;
    /** A migrated PostgreSQL database every suite's scratch database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before the suites start, so each of the hundred-odd databases the suites
 * open is a copy of it rather than a fresh initdb plus every migration: a PGlite data directory
 * dump, or a PostgreSQL template database (dropped at the end).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testBackend === 'pglite') {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    const image = await client.dumpDataDir('none');
    await client.close();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-pglite-image-'));
    const file = path.join(dir, 'migrated.tar');
    await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteImage', file);
    project.provide('postgresTemplate', '');
    return () => fs.rm(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB_BACKEND=postgres needs TEST_DATABASE_URL (postgres://user@host/db)');
  }
  const name = `marshlog_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const migrated = await openPostgres(url.toString());
  await migrated.close();
  project.provide('pgliteImage', '');
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
