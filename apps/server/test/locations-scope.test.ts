import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, type PrivacyLevel } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { idBook, sortedIds } from './support/id-book.js';
import {
  befriend,
  getAs,
  listedIds,
  mappedIds,
  saveLocation,
  shareWith,
} from './support/locations.js';
import { relate, signUp, type Hunter } from './support/users.js';

/** GET /api/locations/?scope= and its map: whose locations, inside what the viewer sees. */
describe(`location scopes on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let fay: Hunter;
  let cal: Hunter;
  let gus: Hunter;
  const { save: remember, idOf, named } = idBook();

  const save = async (hunter: Hunter, key: string, privacy_level: PrivacyLevel) => {
    remember(key, (await saveLocation(app, hunter, { name: key, privacy_level })).id);
  };
  const listIds = async (hunter: Hunter | undefined, query: string) =>
    sortedIds(await listedIds(app, hunter, query));
  const mapIds = async (hunter: Hunter | undefined, query: string) =>
    sortedIds(await mappedIds(app, hunter, query));

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_spots' });
    fay = await signUp(app, { name: 'Fay Teal', username: 'fay_spots' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_spots' });
    gus = await signUp(app, { name: 'Gus Wigeon', username: 'gus_spots' });
    await befriend(app, ann, fay);
    const gusFriendship = await befriend(app, ann, gus);
    for (const [hunter, prefix] of [
      [ann, 'ann'],
      [fay, 'fay'],
      [cal, 'cal'],
    ] as const) {
      await save(hunter, `${prefix}Private`, 'private');
      await save(hunter, `${prefix}Friends`, 'friends');
      await save(hunter, `${prefix}Public`, 'public');
    }
    await save(ann, 'annSecret', 'private');
    await shareWith(app, ann, idOf('annPrivate'), [fay], 'view');
    await shareWith(app, ann, idOf('annPublic'), [fay], 'edit');
    // A share across a block is not in force: Gus blocks Ann after she shared with him.
    await shareWith(app, ann, idOf('annSecret'), [gus], 'view');
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/friendships/${gusFriendship}/block/`,
      headers: gus.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await relate(app, cal, gus, 'pending');
  });
  afterAll(() => app.close());

  const publicSpots = () => named('annPublic', 'fayPublic', 'calPublic');

  describe.each([
    ['list', listIds],
    ['map', mapIds],
  ] as const)('the %s', (_, idsFor) => {
    it('mine is exactly the viewer’s own locations', async () => {
      expect(await idsFor(ann, '?scope=mine')).toEqual(
        named('annPrivate', 'annFriends', 'annPublic', 'annSecret'),
      );
      expect(await idsFor(fay, '?scope=mine')).toEqual(
        named('fayPrivate', 'fayFriends', 'fayPublic'),
      );
    });

    it('friends is the accepted friends’ locations the viewer may see, never their private ones unless shared', async () => {
      expect(await idsFor(ann, '?scope=friends')).toEqual(named('fayFriends', 'fayPublic'));
      // Ann's private spot reaches Fay only through its share; her secret one not at all.
      expect(await idsFor(fay, '?scope=friends')).toEqual(
        named('annPrivate', 'annFriends', 'annPublic'),
      );
      expect(await idsFor(cal, '?scope=friends')).toEqual([]);
      expect(await idsFor(gus, '?scope=friends')).toEqual([]);
    });

    it('shared is what others shared with the viewer, with the share in force', async () => {
      expect(await idsFor(fay, '?scope=shared')).toEqual(named('annPrivate', 'annPublic'));
      expect(await idsFor(ann, '?scope=shared')).toEqual([]);
      expect(await idsFor(cal, '?scope=shared')).toEqual([]);
      expect(await idsFor(gus, '?scope=shared')).toEqual([]);
    });

    it('all, or no scope, is what the viewer sees today', async () => {
      const faySees = sortedIds([
        ...named('fayPrivate', 'fayFriends', 'annPrivate', 'annFriends'),
        ...publicSpots(),
      ]);
      expect(await idsFor(fay, '?scope=all')).toEqual(faySees);
      expect(await idsFor(fay, '')).toEqual(faySees);
      expect(await idsFor(gus, '?scope=all')).toEqual(publicSpots());
      expect(await idsFor(undefined, '?scope=all')).toEqual(publicSpots());
    });

    it('a signed-out viewer gets an empty list for mine, friends and shared', async () => {
      for (const scope of ['mine', 'friends', 'shared']) {
        expect(await idsFor(undefined, `?scope=${scope}`)).toEqual([]);
      }
    });

    it('adds to the other filters', async () => {
      expect(await idsFor(fay, '?scope=shared&privacy_level=public')).toEqual(named('annPublic'));
      expect(await idsFor(ann, '?scope=mine&privacy_level=private')).toEqual(
        named('annPrivate', 'annSecret'),
      );
    });
  });

  it('counts only the scope’s locations', async () => {
    const response = await getAs(app, '/api/locations/?scope=shared', fay);
    expect(response.json<{ count: number }>().count).toBe(2);
  });

  it.each(['/api/locations/', '/api/locations/geojson/'])(
    '%s refuses an unknown scope with 400 and a clear message',
    async (path) => {
      for (const scope of ['everyone', 'SHARED', '']) {
        const response = await getAs(app, `${path}?scope=${scope}`, ann);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ scope: [LOCATION_MESSAGES.scopeInvalid] });
      }
    },
  );
});
