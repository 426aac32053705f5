import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS_PAGE_SIZE, type Location } from '@marshlog/domain';
import { locationShares, locations, photos, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { befriend, saveLocation, shareWith } from './support/locations.js';
import { relate, signUp, type Hunter } from './support/users.js';
import { expectFirstPageLikeFiltered } from './support/first-pages.js';

/**
 * A location's JSON comes one way (issue 26): the one presenter and the route's response schema,
 * whether the list's first page (its own prepared statement), any other page, a filtered list or
 * the location itself answers it. The same location must read the same bytes in each, for every
 * viewer: the owner (who sees the shares), friends with and without an edit share, a stranger a
 * share outlived the friendship of, a hunter the owner blocked after sharing with him, a visitor.
 */
describe(`location answers of one shape on ${testBackend}`, () => {
  let app: TestApp;
  let dee: Hunter;
  let eli: Hunter;
  let hal: Hunter;
  let fay: Hunter;
  let gil: Hunter;

  /** Stores values as they are, past the API's validation (data from before a rule, or by hand). */
  const store = (locationId: number, values: Partial<typeof locations.$inferInsert>) =>
    app.db.update(locations).set(values).where(eq(locations.id, locationId));

  beforeAll(async () => {
    app = await createTestApp();
    dee = await signUp(app, { name: 'Dee Teal', username: 'spots_dee' });
    eli = await signUp(app, { name: 'Eli Wigeon', username: 'spots_eli' });
    hal = await signUp(app, { name: 'Hal Gadwall', username: 'spots_hal' });
    fay = await signUp(app, { name: 'Fay Stranger', username: 'spots_fay' });
    gil = await signUp(app, { name: 'Gil Blocked', username: 'spots_gil' });
    await befriend(app, dee, eli);
    await befriend(app, hal, dee);
    const gilFriendship = await befriend(app, dee, gil);
    // A name with JavaScript white space around and inside it: first_name is its first word.
    await app.db
      .update(users)
      .set({ name: '\u00a0 Dee\u2003Teal\t', profileImageUrl: 'https://example.test/dee.png' })
      .where(eq(users.id, dee.user.id));

    const escapes = await saveLocation(app, dee, {
      name: 'Back "bay" \\ 🦆',
      description: 'Line\nbreak, tab\t, \u0001 and é',
      access_notes: '</script> & <b>',
      location_type: 'marsh',
      privacy_level: 'public',
    });
    await app.db.insert(photos).values(
      [1, 2].map((n) => ({
        userId: dee.user.id,
        contentType: 'location',
        objectId: escapes.id,
        filename: `blind-${n}.jpg`,
        storageKey: `test/spots/${escapes.id}/${n}`,
        displayKey: `test/spots/${escapes.id}/${n}-display`,
        thumbnailKey: `test/spots/${escapes.id}/${n}-thumb`,
        fileSize: 1000,
        mimeType: 'image/jpeg',
      })),
    );
    const shared = await saveLocation(app, dee, {
      name: 'Shared slough',
      location_type: 'pond',
      privacy_level: 'friends',
    });
    await shareWith(app, dee, shared.id, [eli], 'view');
    await shareWith(app, dee, shared.id, [hal, gil], 'edit');
    const secret = await saveLocation(app, dee, { name: 'Secret blind', location_type: 'blind' });
    await shareWith(app, dee, secret.id, [hal], 'view');
    // Blocking ends the friendship; the share Gil had stays stored and counts for nothing.
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/friendships/${gilFriendship}/block/`,
      headers: dee.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    // A share that outlived its friendship (stored by hand): Fay sees the location through it.
    const outlived = await saveLocation(app, dee, { name: 'Old lease', location_type: 'field' });
    await app.db
      .insert(locationShares)
      .values({ locationId: outlived.id, sharedWithId: fay.user.id, permissionLevel: 'edit' });
    await saveLocation(app, dee, { name: 'Private pothole', location_type: 'refuge' });

    // Doubles JavaScript writes differently from PostgreSQL: exponents, long fractions, -0.
    const numbers = await saveLocation(app, dee, { name: 'Numbers', privacy_level: 'public' });
    await store(numbers.id, { latitude: 1e-7, longitude: 0.1 + 0.2 });
    const tiny = await saveLocation(app, eli, { name: 'Tiny', privacy_level: 'friends' });
    await store(tiny.id, { latitude: -0, longitude: -0.00001234 });

    await saveLocation(app, gil, { name: 'Gil public', privacy_level: 'public' });
    await relate(app, fay, eli, 'pending');
    // More than a page, so the page is the front of a longer counted list.
    for (let n = 0; n < LOCATIONS_PAGE_SIZE; n += 1) {
      await saveLocation(app, n % 2 === 0 ? fay : eli, {
        name: `${n % 3 === 0 ? 'a' : 'Z'}ssorted ${n}`,
        location_type: n % 2 === 0 ? 'river' : 'lake',
        privacy_level: n % 4 === 0 ? 'friends' : 'public',
      });
    }
  });
  afterAll(() => app.close());

  const viewers = [
    ['the owner', () => dee],
    ['a friend with a view share', () => eli],
    ['a friend with edit shares', () => hal],
    ['a stranger with an outlived share', () => fay],
    ['a hunter the owner blocked', () => gil],
    ['a visitor', () => undefined],
  ] as const;

  it.each(viewers)('answers %s the first page as the filtered list', async (_who, hunter) => {
    const headers = hunter()?.headers;
    for (const query of [
      '',
      'ordering=name',
      'ordering=-name',
      'ordering=date_added',
      'ordering=updated_at',
      'ordering=-updated_at',
    ]) {
      await expectFirstPageLikeFiltered(app, headers, {
        first: `/api/locations/?${query}`,
        // A scope that narrows nothing takes the general query.
        filtered: `/api/locations/?${query}&scope=all`,
      });
    }
  });

  it.each(viewers)(
    'answers %s each listed location as the location itself',
    async (_who, hunter) => {
      const headers = hunter()?.headers;
      const items = (body: string) => JSON.parse(body) as { count: number; results: unknown[] };
      const first = await app.inject({ method: 'GET', url: '/api/locations/', headers });
      const second = await app.inject({ method: 'GET', url: '/api/locations/?page=2', headers });
      const listed = [...items(first.body).results, ...items(second.body).results];
      expect(listed.length).toBe(Math.min(items(first.body).count, 2 * LOCATIONS_PAGE_SIZE));
      expect(listed.length).toBeGreaterThan(10);
      for (const location of listed) {
        const { id } = location as { id: number };
        const own = await app.inject({ method: 'GET', url: `/api/locations/${id}/`, headers });
        expect(own.statusCode, `location ${id}`).toBe(200);
        expect(JSON.stringify(location), `location ${id}`).toBe(own.body);
      }
    },
  );

  it('shows the owner their shares and each hunter their own share in force', async () => {
    const listed = async (hunter: Hunter) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/locations/?ordering=name',
        headers: hunter.headers,
      });
      return response.json<{ count: number; results: Location[] }>();
    };
    const shared = (await listed(dee)).results.find((spot) => spot.name === 'Shared slough');
    expect(shared?.shares.map((share) => [share.shared_with.id, share.permission_level])).toEqual([
      [eli.user.id, 'view'],
      [hal.user.id, 'edit'],
    ]);
    const halSees = (await listed(hal)).results.find((spot) => spot.name === 'Shared slough');
    expect(halSees).toMatchObject({ shares: [], shared_with_me: 'edit', can_edit: true });
    const faySees = (await listed(fay)).results.find((spot) => spot.name === 'Old lease');
    expect(faySees).toMatchObject({ shared_with_me: 'edit', can_upload_photos: true });
    const gilSees = (await listed(gil)).results.map((spot) => spot.name);
    expect(gilSees).not.toContain('Shared slough');
    expect((await listed(dee)).count).toBeGreaterThan(LOCATIONS_PAGE_SIZE);
  });

  it('answers the first page as the filtered list when a stored type misses the schema', async () => {
    // The newest location, on everyone's first page.
    const [spot] = await app.db
      .select({ id: locations.id, locationType: locations.locationType })
      .from(locations)
      .where(eq(locations.name, 'Zssorted 19'));
    if (!spot) throw new Error('the seeded location is missing');
    await store(spot.id, { locationType: 'swamp' });
    try {
      for (const hunter of [fay, undefined]) {
        const first = await app.inject({
          method: 'GET',
          url: '/api/locations/',
          headers: hunter?.headers,
        });
        const filtered = await app.inject({
          method: 'GET',
          url: '/api/locations/?scope=all',
          headers: hunter?.headers,
        });
        expect(first.statusCode).toBe(filtered.statusCode);
        expect(first.json<{ detail: unknown }>().detail).toEqual(
          filtered.json<{ detail: unknown }>().detail,
        );
      }
    } finally {
      await store(spot.id, { locationType: spot.locationType });
    }
  });
});
