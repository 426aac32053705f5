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
  'activities_fill_item_audience', // trigger, drizzle/0013
  'activities_follow_item', // trigger, drizzle/0013 (triggers re-created in 0024)
  'activities_follow_party_member', // trigger, drizzle/0025
  'activity_content_object_data_json', // generated column, drizzle/0012
  'activity_item_audience', // drizzle/0013
  'activity_metadata_json', // generated column, drizzle/0012
  'hunt_tallies_add', // drizzle/0024 (was 0001)
  'hunt_tallies_deleted', // trigger, drizzle/0001
  'hunt_tallies_inserted', // trigger, drizzle/0001
  'hunt_tallies_updated', // trigger, drizzle/0001
];
const TRIGGERS = [
  'activities.activities_fill_item_audience',
  'friendships.friendships_activities_follow',
  'hunt_party_members.hunt_party_members_activities_follow',
  'hunts.hunts_activities_follow',
  'hunts.hunts_tally_deleted',
  'hunts.hunts_tally_inserted',
  'hunts.hunts_tally_updated',
  'locations.locations_activities_follow',
  'reports.reports_activities_follow',
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

  it('activity_metadata_json writes valid metadata compactly in key order, anything else as {}', async () => {
    const written = async (metadata: unknown) =>
      (
        await one<{ json: string }>(
          sql`select activity_metadata_json(${JSON.stringify(metadata)}::jsonb) as json`,
        )
      ).json;
    expect(await written({ species: ['mallard', 'teal "green"'], bird_count: 2 })).toBe(
      '{"bird_count":2,"species":["mallard","teal \\"green\\""]}',
    );
    expect(await written({ previous_privacy_level: 'friends' })).toBe(
      '{"previous_privacy_level":"friends"}',
    );
    expect(await written({ bird_count: 1.5 })).toBe('{}');
    expect(await written({ previous_privacy_level: 'partners' })).toBe('{}');
    expect(await written([1])).toBe('{}');
  });

  it('activity_content_object_data_json writes valid data, or the row-made fallback', async () => {
    const written = async (data: unknown) =>
      (
        await one<{ json: string }>(sql`select activity_content_object_data_json(
          ${JSON.stringify(data)}::jsonb, 'Row title', 7, 'hunt') as json`)
      ).json;
    expect(
      await written({ summary: 'Two teal', title: 'Marsh', url_data: { type: 'hunt', id: 3 } }),
    ).toBe('{"title":"Marsh","summary":"Two teal","url_data":{"id":3,"type":"hunt"}}');
    const fallback = '{"title":"Row title","summary":"","url_data":{"id":7,"type":"hunt"}}';
    expect(await written({ title: 'Marsh', summary: 'x', url_data: { id: 3, type: 'boat' } })).toBe(
      fallback,
    );
    expect(await written({ title: 'Marsh' })).toBe(fallback);
  });

  it('activity_item_audience answers an item level, gone for a missing item', async () => {
    const audience = async (type: string, id: number) =>
      one<{ level: string; policy_id: number | null; counterpart_id: number | null }>(
        sql`select * from activity_item_audience(${type}, ${id}, ${hunterId})`,
      );
    expect(await audience('user', hunterId)).toEqual({
      level: 'public',
      policy_id: null,
      counterpart_id: null,
    });
    expect((await audience('hunt', 999_999)).level).toBe('gone');
  });

  it("a party member's activity follows the owner's hunt while they are accepted", async () => {
    const hunter = (name: string) =>
      one<{ id: number }>(sql`insert into users (email, username, name)
        values (${`${name}@example.com`}, ${name}, ${name}) returning id`);
    const { id: ownerId } = await hunter('party_owner');
    const { id: memberId } = await hunter('party_member');
    const { id: huntId } = await one<{ id: number }>(sql`insert into hunts
      (user_id, date_of_hunt, latitude, longitude, privacy_level)
      values (${ownerId}, '2026-11-21', 35, -91, 'friends') returning id`);
    const { id: rowId } = await one<{ id: number }>(sql`insert into hunt_party_members
      (hunt_id, user_id, status) values (${huntId}, ${memberId}, 'invited') returning id`);
    const joined = async () =>
      one<{ level: string; counterpart: number | null }>(sql`insert into activities
        (user_id, activity_type, content_type, object_id, content_title, content_object_data)
        values (${memberId}, 'party_joined', 'hunt', ${huntId}, 'Hunt', '{}')
        returning item_level as level, item_counterpart_id as counterpart`);
    expect(await joined()).toEqual({ level: 'gone', counterpart: ownerId });
    await rows(sql`update hunt_party_members set status = 'accepted' where id = ${rowId}`);
    const levels = async () =>
      (
        await rows<{ level: string }>(sql`select item_level as level from activities
          where user_id = ${memberId} order by id`)
      ).map((row) => row.level);
    // The one written while invited follows the answer too.
    expect(await levels()).toEqual(['friends']);
    expect((await joined()).level).toBe('friends');
    await rows(sql`update hunts set privacy_level = 'public' where id = ${huntId}`);
    expect(await levels()).toEqual(['public', 'public']);
    await rows(sql`update hunt_party_members set status = 'declined' where id = ${rowId}`);
    expect(await levels()).toEqual(['gone', 'gone']);
    await rows(sql`update hunt_party_members set status = 'accepted' where id = ${rowId}`);
    expect(await levels()).toEqual(['public', 'public']);
    await rows(sql`delete from hunt_party_members where id = ${rowId}`);
    expect(await levels()).toEqual(['gone', 'gone']);
  });

  it('hunt tallies and activity audiences follow a hunt inserted, made public and deleted', async () => {
    const tallies = () =>
      rows<{ level: string; hunts: number }>(sql`select privacy_level::text as level, hunts
        from hunt_tallies where user_id = ${hunterId} and hunts <> 0 order by 1`);
    const { id: huntId } = await one<{ id: number }>(sql`insert into hunts
      (user_id, date_of_hunt, latitude, longitude) values (${hunterId}, '2026-11-20', 35, -91)
      returning id`);
    expect(await tallies()).toEqual([{ level: 'private', hunts: 1 }]);
    const { id: activityId, item_level: before } = await one<{ id: number; item_level: string }>(
      sql`insert into activities (user_id, activity_type, content_type, object_id, content_title,
        content_object_data) values (${hunterId}, 'hunt_created', 'hunt', ${huntId}, 'Hunt', '{}')
        returning id, item_level`,
    );
    expect(before).toBe('private');
    await rows(sql`update hunts set privacy_level = 'public' where id = ${huntId}`);
    expect(await tallies()).toEqual([{ level: 'public', hunts: 1 }]);
    const itemLevel = async () =>
      (
        await one<{ level: string }>(sql`select item_level as level from activities
        where id = ${activityId}`)
      ).level;
    expect(await itemLevel()).toBe('public');
    await rows(sql`delete from hunts where id = ${huntId}`);
    expect(await tallies()).toEqual([]);
    expect(await itemLevel()).toBe('gone');
  });
});
