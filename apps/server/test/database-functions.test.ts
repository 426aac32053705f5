import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTestDatabase, testBackend } from './support/database.js';

/**
 * Every SQL function and trigger the migrations leave in the database, each held here by a case
 * of its own (the feed and matrix suites cover them again through the API). A new function or
 * trigger fails the inventory until it is added with a test.
 */
const FUNCTIONS = [
  'hunt_tallies_add', // drizzle/0024 (was 0001)
  'hunt_tallies_deleted', // trigger, drizzle/0001
  'hunt_tallies_inserted', // trigger, drizzle/0001
  'hunt_tallies_updated', // trigger, drizzle/0001
];
const TRIGGERS = [
  'hunts.hunts_tally_deleted',
  'hunts.hunts_tally_inserted',
  'hunts.hunts_tally_updated',
];

describe(`the database's functions and triggers on ${testBackend}`, () => {
  let handle: DatabaseHandle;
  const rows = async <Row>(statement: ReturnType<typeof sql>): Promise<Row[]> => {
    const result: unknown = await handle.db.execute(statement);
    return (result as { rows: Row[] }).rows;
  };
  const one = async <Row>(statement: ReturnType<typeof sql>): Promise<Row> => {
    const [row] = await rows<Row>(statement);
    if (!row) throw new Error('no row');
    return row;
  };
  let hunterId = 0;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ id: hunterId } = await one<{ id: number }>(sql`insert into users (email, username, name)
      values ('functions@example.com', 'functions', 'Fay Functions') returning id`));
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are exactly the ones listed here', async () => {
    const functions = await rows<{ name: string }>(sql`select p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' order by 1`);
    expect(functions.map((row) => row.name)).toEqual(FUNCTIONS);
    const triggers = await rows<{ name: string }>(sql`select c.relname || '.' || t.tgname as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal order by 1`);
    expect(triggers.map((row) => row.name)).toEqual(TRIGGERS);
  });

  it('hunt tallies follow a hunt inserted, made public and deleted', async () => {
    const tallies = () =>
      rows<{ level: string; hunts: number }>(sql`select privacy_level::text as level, hunts
        from hunt_tallies where user_id = ${hunterId} and hunts <> 0 order by 1`);
    const { id: huntId } = await one<{ id: number }>(sql`insert into hunts
      (user_id, date_of_hunt, latitude, longitude) values (${hunterId}, '2026-11-20', 35, -91)
      returning id`);
    expect(await tallies()).toEqual([{ level: 'private', hunts: 1 }]);
    await rows(sql`update hunts set privacy_level = 'public' where id = ${huntId}`);
    expect(await tallies()).toEqual([{ level: 'public', hunts: 1 }]);
    await rows(sql`delete from hunts where id = ${huntId}`);
    expect(await tallies()).toEqual([]);
  });
});
