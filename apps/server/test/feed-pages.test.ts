import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { FEED_TEXTS, type Activity } from '@marshlog/domain';
import { activities, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { storedActivityId } from './support/feed.js';
import { befriend, saveLocation, shareWith } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';
import { expectFirstPageLikeFiltered } from './support/first-pages.js';

/**
 * An activity card comes one way (issue 26): the one presenter and the route's response schema,
 * on the first page of an unfiltered feed, any later page, a filtered list and the activity
 * itself. The same card must read the same bytes in each, stored data that misses its schema
 * included.
 */
describe(`feed cards of one shape on ${testBackend}`, () => {
  let app: TestApp;
  let dee: Hunter;
  let eli: Hunter;
  let fay: Hunter;

  const card = (index: number, contentObjectData: unknown, metadata: unknown) => ({
    userId: dee.user.id,
    activityType: 'profile_updated' as const,
    privacyLevel: index % 2 === 1 ? ('public' as const) : ('friends' as const),
    contentType: 'user',
    objectId: dee.user.id,
    contentTitle: `Dee's update ${index}`,
    contentObjectData,
    metadata,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, index, 123)),
  });
  const valid = (id: number) => ({
    title: 'Marsh "North"\n\tpond \\ \u0001 é',
    summary: 'Two teal',
    url_data: { id, type: 'user' },
    extra: 'left out',
  });

  beforeAll(async () => {
    app = await createTestApp();
    dee = await signUp(app, { name: 'Dee Teal', username: 'first_dee' });
    eli = await signUp(app, { name: 'Eli Wigeon', username: 'first_eli' });
    fay = await signUp(app, { name: 'Fay Stranger', username: 'first_fay' });
    await befriend(app, dee, eli);
    // A name with JavaScript white space around and inside it: first_name is its first word.
    await app.db
      .update(users)
      .set({ name: '\u00a0 Dee\u2003Teal\t' })
      .where(eq(users.id, dee.user.id));
    const id = dee.user.id;
    const inserted = await app.db
      .insert(activities)
      .values([
        card(1, valid(id), {
          bird_count: 2,
          species: ['teal', 'wigeon'],
          shared_with: [{ id: eli.user.id, username: 'first_eli', extra: true }],
          hunt_name: 'Back "bay"',
          location_name: 'Reeds',
          comment_text: 'Line\nbreak',
          mutual_friends: 3,
          previous_privacy_level: 'friends',
          unknown_key: 1,
        }),
        card(2, valid(id), { species: [], shared_with: [] }),
        card(3, { title: 3, summary: 'x', url_data: { id, type: 'user' } }, { bird_count: 1.5 }),
        card(4, { title: 'No link', summary: '' }, { bird_count: null }),
        card(5, valid(id), []),
        card(6, { ...valid(id), url_data: { id, type: 'duck' } }, { species: ['teal', 4] }),
        card(7, 'not an object', { previous_privacy_level: 'secret' }),
        card(8, valid(id), { shared_with: [{ id: 'x', username: 'first_eli' }] }),
        card(9, valid(id), { mutual_friends: 2 ** 60 }),
      ])
      .returning({ id: activities.id });
    const [reacted, commented] = inserted;
    if (!reacted || !commented) throw new Error('no activities inserted');
    const post = (hunter: Hunter, url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: hunter.headers, payload });
    expect(
      (await post(eli, `/api/feed/${reacted.id}/react/`, { reaction_type: 'love' })).statusCode,
    ).toBe(200);
    expect(
      (await post(fay, `/api/feed/${reacted.id}/react/`, { reaction_type: 'target' })).statusCode,
    ).toBe(200);
    expect(
      (await post(eli, `/api/feed/${commented.id}/comments/`, { content: 'Nice' })).statusCode,
    ).toBe(201);
  });
  afterAll(() => app.close());

  it.each([
    ['the author', () => dee],
    ['a friend', () => eli],
    ['a stranger', () => fay],
    ['a visitor', () => undefined],
  ])('answers %s each card alike on every page and alone', async (_who, hunter) => {
    const headers = hunter()?.headers;
    for (const list of ['/api/feed/', '/api/feed/friends_only/', '/api/feed/public_feed/']) {
      await expectFirstPageLikeFiltered(app, headers, {
        first: list,
        // A filter that narrows nothing takes the general query.
        filtered: `${list}?date_after=2000-01-01T00:00:00Z`,
      });
    }
    const pageOf = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      return JSON.parse(response.body) as { results: { id: number }[] };
    };
    const whole = (await pageOf('/api/feed/')).results;
    const paged = [
      ...(await pageOf('/api/feed/?page_size=3')).results,
      ...(await pageOf('/api/feed/?page_size=3&page=2')).results,
    ];
    expect(paged.map((card) => JSON.stringify(card))).toEqual(
      whole.slice(0, paged.length).map((card) => JSON.stringify(card)),
    );
    for (const card of whole) {
      const alone = await app.inject({ method: 'GET', url: `/api/feed/${card.id}/`, headers });
      expect(alone.body, `activity ${card.id}`).toBe(JSON.stringify(card));
    }
    const mine = await app.inject({ method: 'GET', url: '/api/feed/', headers });
    const shown = mine.json<{ results: { user: { username: string; first_name: string } }[] }>();
    const dees = shown.results.filter((activity) => activity.user.username === 'first_dee');
    expect(dees.length).toBeGreaterThan(0);
    expect(dees.every((activity) => activity.user.first_name === 'Dee')).toBe(true);
  });

  it('follows an update of the stored data into the card, past its schema too', async () => {
    const [row] = await app.db
      .insert(activities)
      .values({
        ...card(10, valid(dee.user.id), { bird_count: 2 }),
        privacyLevel: 'public',
        createdAt: new Date(Date.UTC(2025, 0, 2)),
      })
      .returning({ id: activities.id });
    if (!row) throw new Error('no activity inserted');
    const shownCard = async () => {
      const page = await app.inject({ method: 'GET', url: '/api/feed/', headers: eli.headers });
      const found = page.json<{ results: Activity[] }>().results.find(({ id }) => id === row.id);
      if (!found) throw new Error('activity missing from the first page');
      return found;
    };
    expect((await shownCard()).metadata).toEqual({ bird_count: 2 });

    // Written past the app's schemas, as a hand edit or an old row would be.
    await app.db.execute(sql`update activities
      set content_object_data = '"not an object"', metadata = '{"bird_count": "two"}'
      where id = ${row.id}`);
    const fallback = (title: string) => ({
      title,
      summary: '',
      url_data: { id: dee.user.id, type: 'user' },
    });
    const malformed = await shownCard();
    expect(malformed.content_object_data).toEqual(fallback("Dee's update 10"));
    expect(malformed.metadata).toEqual({});
    // The fallback's title is the row's: renaming it renames the card.
    await app.db
      .update(activities)
      .set({ contentTitle: 'Renamed' })
      .where(eq(activities.id, row.id));
    expect((await shownCard()).content_object_data).toEqual(fallback('Renamed'));
    await expectFirstPageLikeFiltered(app, eli.headers, {
      first: '/api/feed/',
      filtered: '/api/feed/?date_after=2000-01-01T00:00:00Z',
    });
  });
  it('names a location share to each sharee alone, on the first page and the filtered list', async () => {
    const gil = await signUp(app, { name: 'Gil Gadwall', username: 'first_gil' });
    await befriend(app, dee, gil);
    const spot = await saveLocation(app, dee, { name: 'Secret slough', privacy_level: 'private' });
    await shareWith(app, dee, spot.id, [eli, gil], 'view');
    const share = { id: await storedActivityId(app, 'location_shared', 'location', spot.id) };
    // A copy whose stored values miss their schemas: the narrowing must not trip on them.
    const copied: unknown = await app.db.execute(sql`insert into activities
        (user_id, activity_type, privacy_level, content_type, object_id, content_title,
         content_object_data, metadata, shared_with_ids, created_at)
      select user_id, activity_type, privacy_level, content_type, object_id, content_title,
        '"not an object"'::jsonb,
        jsonb_build_object('shared_with', jsonb_build_array(
          jsonb_build_object('id', ${gil.user.id}::int, 'username', 'first_gil'), 'odd',
          jsonb_build_object('id', ${eli.user.id}::int, 'username', 'first_eli'))),
        shared_with_ids, created_at
      from activities where id = ${share.id}
      returning id`);
    const [odd] = (copied as { rows: { id: number }[] }).rows;
    if (!odd) throw new Error('no copy of the share inserted');
    const cardOf = async (hunter: Hunter, id: number) => {
      const page = await app.inject({ method: 'GET', url: '/api/feed/', headers: hunter.headers });
      return page.json<{ results: Activity[] }>().results.find((activity) => activity.id === id);
    };
    const named = (card: Activity | undefined) => ({
      summary: card?.content_object_data.summary,
      shared_with: card?.metadata.shared_with?.map((entry) => entry.username),
    });
    expect(named(await cardOf(dee, share.id))).toEqual({
      summary: 'Shared with first_eli, first_gil',
      shared_with: ['first_eli', 'first_gil'],
    });
    for (const [sharee, username] of [
      [eli, 'first_eli'],
      [gil, 'first_gil'],
    ] as const) {
      const card = await cardOf(sharee, share.id);
      expect(named(card)).toEqual({ summary: FEED_TEXTS.sharedWithYou, shared_with: [username] });
      const other = username === 'first_eli' ? 'first_gil' : 'first_eli';
      expect(JSON.stringify(card)).not.toContain(other);
      // Search reads the summary as shown: the other sharee's name finds nothing.
      const search = await app.inject({
        method: 'GET',
        url: `/api/feed/?search=${other}`,
        headers: sharee.headers,
      });
      const found = search.json<{ results: Activity[] }>().results.map(({ id }) => id);
      expect(found).not.toContain(share.id);
    }
    for (const hunter of [dee, eli, gil]) {
      await expectFirstPageLikeFiltered(app, hunter.headers, {
        first: '/api/feed/',
        filtered: '/api/feed/?date_after=2000-01-01T00:00:00Z',
      });
    }
    await app.db.delete(activities).where(inArray(activities.id, [share.id, odd.id]));
  });
});
