import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One connection to the bench database, PostgreSQL or PGlite alike. */
export interface SqlSession {
  kind: 'postgres' | 'pglite';
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function connectPostgres(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as Row[],
    close: () => client.end(),
  };
}

/** PGlite on `dir` (the server's DATA_DIR/db); only while no server has it open. */
export async function connectPglite(dir: string): Promise<SqlSession> {
  const client = await PGlite.create(dir);
  return {
    kind: 'pglite',
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}
