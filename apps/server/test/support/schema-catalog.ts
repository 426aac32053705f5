import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import * as schema from '../../src/db/schema.js';
import { createScratchDatabase, testBackend } from './database.js';

/**
 * What schema.ts cannot say, as the migrations' own words: drizzle-kit declares no INCLUDE
 * columns (the feed walk's covering index, drizzle/0028; schema.ts says so where it declares the
 * index). Each is cut from the migrated side only where it appears exactly so; any other change to
 * these indexes still fails the comparison.
 */
export const undeclarable: Record<string, string> = {
  activities_created_walk_idx:
    ' INCLUDE (user_id, privacy_level, activity_type, content_type, object_id, shared_with_ids)',
};

/** The migrated database's description with what schema.ts cannot declare left out. */
export function withoutUndeclarable(lines: string[]): string[] {
  return lines.map((line) => {
    const index = /^index \w+: CREATE (?:UNIQUE )?INDEX (\w+) /.exec(line)?.[1];
    const clause = index === undefined ? undefined : undeclarable[index];
    return clause !== undefined && line.endsWith(clause) ? line.slice(0, -clause.length) : line;
  });
}

/** Runs one statement and answers its rows. */
export type RunQuery = (statement: string) => Promise<Record<string, unknown>[]>;

/**
 * What the database says of its tables in the public schema, one line per column, index and
 * constraint, in PostgreSQL's own words (format_type, pg_get_expr, pg_get_indexdef,
 * pg_get_constraintdef), so two databases built different ways compare line by line.
 */
export async function describeTables(query: RunQuery): Promise<string[]> {
  const columns = await query(`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
           a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as "default",
           a.attgenerated as "generated", a.attidentity as "identity"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`);
  const indexes = await query(
    `select tablename as "table", indexdef as "definition" from pg_indexes where schemaname = 'public'`,
  );
  const constraints = await query(`
    select c.relname as "table", k.conname as "name", pg_get_constraintdef(k.oid) as "definition"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c', 'x')`);
  const enums = await query(`
    select t.typname as "name", string_agg(e.enumlabel, ', ' order by e.enumsortorder) as "labels"
    from pg_type t
    join pg_enum e on e.enumtypid = t.oid
    join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public'
    group by t.typname`);
  const lines = [
    ...columns.map((column) => {
      const generated = column.generated ? ` generated ${String(column.default)} stored` : '';
      const fallback =
        !column.generated && column.default ? ` default ${String(column.default)}` : '';
      const identity = column.identity ? ` identity ${String(column.identity)}` : '';
      const nullability = column.notNull ? ' not null' : '';
      return `column ${String(column.table)}.${String(column.column)}: ${String(column.type)}${nullability}${fallback}${generated}${identity}`;
    }),
    ...indexes.map((index) => `index ${String(index.table)}: ${String(index.definition)}`),
    ...constraints.map(
      (constraint) =>
        `constraint ${String(constraint.table)}.${String(constraint.name)}: ${String(constraint.definition)}`,
    ),
    ...enums.map((type) => `enum ${String(type.name)}: ${String(type.labels)}`),
  ];
  return lines.sort();
}

/** The statements drizzle-kit writes to create schema.ts in an empty database. */
export async function schemaStatements(): Promise<string[]> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  return statements
    .flatMap((statement) => statement.split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/**
 * The SQL functions of the public schema, as statements that create them: schema.ts cannot
 * declare them, yet its generated columns call them.
 */
export async function functionDefinitions(query: RunQuery): Promise<string[]> {
  const rows = await query(`
    select pg_get_functiondef(p.oid) as "definition"
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' order by p.proname`);
  return rows.map((row) => String(row.definition));
}

/**
 * A database of the test backend holding exactly what schema.ts declares (built by drizzle-kit,
 * not by the migrations, after the SQL functions its generated columns call), described by
 * describeTables.
 */
export async function describeSchemaDeclaration(functions: string[]): Promise<string[]> {
  // Bodies are checked when called, not when created: some name tables created after them.
  // The enum types first: the functions' arguments may be of them.
  const declared = await schemaStatements();
  const types = declared.filter((statement) => statement.startsWith('CREATE TYPE'));
  const statements = [
    ...types,
    'set check_function_bodies = off',
    ...functions,
    ...declared.filter((statement) => !types.includes(statement)),
  ];
  if (testBackend === 'pglite') {
    const client = await PGlite.create();
    try {
      for (const statement of statements) await client.exec(statement);
      return await describeTables(async (text) => (await client.query(text)).rows as never);
    } finally {
      await client.close();
    }
  }
  const scratch = await createScratchDatabase('marshlog_schema');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
    return await describeTables(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
    await scratch.drop();
  }
}
