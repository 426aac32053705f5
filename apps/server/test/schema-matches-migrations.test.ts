import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTestDatabase } from './support/database.js';
import {
  describeSchemaDeclaration,
  describeTables,
  functionDefinitions,
  withoutUndeclarable,
  type RunQuery,
} from './support/schema-catalog.js';

const serverFolder = path.resolve(import.meta.dirname, '..');

describe('schema.ts against the database the migrations build', () => {
  let handle: DatabaseHandle;
  let query: RunQuery;
  beforeAll(async () => {
    handle = await openTestDatabase();
    query = async (text) => {
      // Both drivers answer { rows }.
      const result: unknown = await handle.db.execute(sql.raw(text));
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
  });
  afterAll(async () => {
    await handle.close();
  });

  it('declares every table, column (type, nullability, default), index, constraint and enum', async () => {
    const migrated = withoutUndeclarable(await describeTables(query));
    const declared = await describeSchemaDeclaration(await functionDefinitions(query));
    const onlyInMigrations = migrated.filter((line) => !declared.includes(line));
    const onlyInSchema = declared.filter((line) => !migrated.includes(line));
    expect({ onlyInMigrations, onlyInSchema }).toEqual({ onlyInMigrations: [], onlyInSchema: [] });
    expect(migrated.length).toBeGreaterThan(300);
  });

  it('sees a column that drifts: its default, then its nullability', async () => {
    const line = (lines: string[]) =>
      lines.find((entry) => entry.startsWith('column hunter_regulations.zone:'));
    expect(line(await describeTables(query))).toBe(
      "column hunter_regulations.zone: character varying(60) not null default ''::character varying",
    );
    await query(`alter table hunter_regulations alter column zone set default 'north'`);
    await query(`alter table hunter_regulations alter column zone drop not null`);
    expect(line(await describeTables(query))).toBe(
      "column hunter_regulations.zone: character varying(60) default 'north'::character varying",
    );
  });
});

describe('drizzle-kit snapshots', () => {
  it('leave drizzle-kit generate nothing to write (npm run db:check)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-migrations.ts'],
      { cwd: serverFolder },
    );
    expect(stdout).toContain('drizzle-kit generate finds nothing to write');
  });
});
