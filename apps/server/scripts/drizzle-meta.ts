import fs from 'node:fs/promises';
import path from 'node:path';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from '../src/db/schema.js';

/** apps/server/drizzle: the migrations, and drizzle-kit's journal and snapshots in meta/. */
export const drizzleFolder = path.resolve(import.meta.dirname, '..', 'drizzle');
const metaFolder = path.join(drizzleFolder, 'meta');

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The tag (`0022_hunter_owns_data`) of the journal's last migration, the one the database ends on. */
export async function lastMigrationTag(): Promise<string> {
  const journal = JSON.parse(
    await fs.readFile(path.join(metaFolder, '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migration journal has no entries');
  return last.tag;
}

/** The snapshot file of a migration: meta/0022_snapshot.json for `0022_hunter_owns_data`. */
export function snapshotFile(tag: string): string {
  return path.join(metaFolder, `${tag.split('_')[0]}_snapshot.json`);
}

/** The snapshot files in the order drizzle-kit reads them: the last is what `generate` diffs against. */
export async function snapshotFiles(): Promise<string[]> {
  const names = (await fs.readdir(metaFolder)).filter((name) => name.endsWith('_snapshot.json'));
  return names.sort().map((name) => path.join(metaFolder, name));
}

/**
 * Writes the last migration's snapshot from schema.ts, chained to the snapshot before it, as
 * `drizzle-kit generate` would have written it had it generated that migration. An existing
 * snapshot of that migration keeps its id. Only right when schema.ts describes the database the
 * migrations build, which test/schema-matches-migrations.test.ts checks.
 */
export async function writeLastSnapshot(): Promise<string> {
  const tag = await lastMigrationTag();
  const file = snapshotFile(tag);
  const files = await snapshotFiles();
  const later = files.filter((other) => other > file);
  if (later.length > 0) {
    throw new Error(
      `${tag} is the journal's last migration, yet snapshots of later numbers exist: ${later.join(', ')}`,
    );
  }
  const earlier = files.filter((other) => other < file);
  const previous = earlier.at(-1);
  const prevId = previous ? (await readSnapshot(previous)).id : undefined;
  const existing = await readSnapshot(file).catch(() => undefined);
  const { id, prevId: chained, ...snapshot } = generateDrizzleJson(schema, prevId);
  const written = { id: existing?.id ?? id, prevId: chained, ...snapshot };
  await fs.writeFile(file, `${JSON.stringify(written, null, 2)}\n`);
  return file;
}

async function readSnapshot(file: string): Promise<{ id: string }> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as { id: string };
}
