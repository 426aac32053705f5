import pg from 'pg';
import { connectPostgres, type SqlSession } from '../sql-session.js';

/** What the generator wrote into bench_meta, so a later run knows what the database holds. */
export interface BenchMeta {
  profile: string;
  seed: number;
  generatorVersion: number;
  accounts: BenchAccounts;
  seededAt: string;
}

/** The named hunters the scenarios act as (issue 14). */
export interface BenchAccounts {
  /** "A hunter with 30 friends": the main viewer, who also signs in. */
  viewer: { id: number; email: string; friends: number; hunts: number };
  /** A friend of the viewer with friends-only hunts. */
  friend: { id: number; email: string; friendsOnlyHunts: number };
  /** The friend's latest friends-only hunt: "a friend's hunt detail". */
  friendHuntId: number;
}

export type TargetState =
  | { state: 'empty' }
  | { state: 'bench'; meta: BenchMeta | undefined }
  | { state: 'foreign'; tables: string[] };

/** Schemas the bench database may hold: the app's tables, the migrations' journal. */
const OWN_SCHEMAS = new Set(['public', 'drizzle']);

/** Connects to BENCH_DATABASE_URL, creating the database first when it does not exist. */
export async function connectBenchDatabase(url: string): Promise<SqlSession> {
  try {
    return await connectPostgres(url);
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Will not create a database named ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
    console.log(`Created database ${name}`);
  } finally {
    await client.end();
  }
  return connectPostgres(url);
}

/** Empty, made by the benchmark (bench_meta present), or holding something else. */
export async function inspectTarget(session: SqlSession): Promise<TargetState> {
  const tables = await session.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
  );
  if (tables.length === 0) return { state: 'empty' };
  const marked = tables.some((table) => table.schema === 'public' && table.name === 'bench_meta');
  const elsewhere = tables.filter((table) => !OWN_SCHEMAS.has(table.schema));
  if (!marked || elsewhere.length > 0) {
    const named = (elsewhere.length > 0 ? elsewhere : tables).map((t) => `${t.schema}.${t.name}`);
    return { state: 'foreign', tables: named };
  }
  return { state: 'bench', meta: await readMeta(session) };
}

export async function readMeta(session: SqlSession): Promise<BenchMeta | undefined> {
  const [row] = await session.query<{ meta: BenchMeta }>(
    'select meta from bench_meta order by seeded_at desc limit 1',
  );
  return row?.meta;
}

/** Drops everything the benchmark made (the app's schema and the migrations' journal). */
export async function resetBenchSchema(session: SqlSession): Promise<void> {
  await session.query('drop schema if exists drizzle cascade');
  await session.query('drop schema if exists public cascade');
  await session.query('create schema public');
}

/**
 * Marks the database as the benchmark's before anything else is written, so a seed that fails
 * halfway leaves a database the next run may replace (an empty bench_meta) rather than refuse.
 */
export async function markAsBench(session: SqlSession): Promise<void> {
  await session.query(
    `create table if not exists bench_meta (
      meta jsonb not null, seeded_at timestamptz not null default now())`,
  );
}

/** Records what the finished seed holds. */
export async function writeMeta(session: SqlSession, meta: BenchMeta): Promise<void> {
  await session.query('delete from bench_meta');
  await session.query('insert into bench_meta (meta) values ($1)', [JSON.stringify(meta)]);
}
