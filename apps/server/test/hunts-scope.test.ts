import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUNT_MESSAGES,
  type Hunt,
  type HuntFeatureCollection,
  type PrivacyLevel,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { logHunt } from './support/hunts.js';
import { testBackend } from './support/database.js';
import { idBook, sortedIds } from './support/id-book.js';
import { relate, signUp, type Hunter } from './support/users.js';

/** GET /api/hunts/?scope= and /api/hunts/geojson/?scope=: whose hunts, inside what the viewer sees. */
describe(`hunt scopes on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let fay: Hunter;
  let cal: Hunter;
  let pip: Hunter;
  let bo: Hunter;
  const { save: remember, named } = idBook();

  const logHuntAs = async (hunter: Hunter, key: string, privacy_level: PrivacyLevel) => {
    remember(key, (await logHunt(app, hunter, { privacy_level })).id);
  };
  const get = (hunter: Hunter | null, url: string) =>
    app.inject({ method: 'GET', url, headers: hunter?.headers ?? {} });
  const listIds = async (hunter: Hunter | null, query: string) => {
    const response = await get(hunter, `/api/hunts/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ count: number; results: Hunt[] }>();
    expect(page.count).toBe(page.results.length);
    return sortedIds(page.results.map((hunt) => hunt.id));
  };
  const mapIds = async (hunter: Hunter | null, query: string) => {
    const response = await get(hunter, `/api/hunts/geojson/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return sortedIds(
      response.json<HuntFeatureCollection>().features.map((feature) => feature.properties.id),
    );
  };

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_scope' });
    fay = await signUp(app, { name: 'Fay Teal', username: 'fay_scope' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_scope' });
    pip = await signUp(app, { name: 'Pip Pending', username: 'pip_scope' });
    bo = await signUp(app, { name: 'Bo Blocked', username: 'bo_scope' });
    await relate(app, ann, fay, 'accepted');
    await relate(app, pip, ann, 'pending');
    await relate(app, bo, ann, 'blocked');
    for (const [hunter, prefix] of [
      [ann, 'ann'],
      [fay, 'fay'],
      [cal, 'cal'],
      [pip, 'pip'],
      [bo, 'bo'],
    ] as const) {
      await logHuntAs(hunter, `${prefix}Private`, 'private');
      await logHuntAs(hunter, `${prefix}Friends`, 'friends');
      await logHuntAs(hunter, `${prefix}Public`, 'public');
    }
  });
  afterAll(() => app.close());

  const publicHunts = () => named('annPublic', 'fayPublic', 'calPublic', 'pipPublic', 'boPublic');

  describe.each([
    ['list', listIds],
    ['map', mapIds],
  ] as const)('the %s', (_, idsFor) => {
    it('mine is exactly the viewer’s own hunts, private ones included', async () => {
      expect(await idsFor(ann, '?scope=mine')).toEqual(
        named('annPrivate', 'annFriends', 'annPublic'),
      );
      expect(await idsFor(cal, '?scope=mine')).toEqual(
        named('calPrivate', 'calFriends', 'calPublic'),
      );
    });

    it('friends is the accepted friends’ hunts the viewer may see, never their private ones', async () => {
      expect(await idsFor(ann, '?scope=friends')).toEqual(named('fayFriends', 'fayPublic'));
      expect(await idsFor(fay, '?scope=friends')).toEqual(named('annFriends', 'annPublic'));
      expect(await idsFor(cal, '?scope=friends')).toEqual([]);
      expect(await idsFor(pip, '?scope=friends')).toEqual([]);
      expect(await idsFor(bo, '?scope=friends')).toEqual([]);
    });

    it('all, or no scope, is what the viewer sees today', async () => {
      const annSees = sortedIds([
        ...named('annPrivate', 'annFriends', 'fayFriends'),
        ...publicHunts(),
      ]);
      expect(await idsFor(ann, '?scope=all')).toEqual(annSees);
      expect(await idsFor(ann, '')).toEqual(annSees);
      expect(await idsFor(cal, '?scope=all')).toEqual(
        sortedIds([...named('calPrivate', 'calFriends'), ...publicHunts()]),
      );
      expect(await idsFor(null, '?scope=all')).toEqual(publicHunts());
    });

    it('a signed-out viewer gets an empty list for mine and friends', async () => {
      expect(await idsFor(null, '?scope=mine')).toEqual([]);
      expect(await idsFor(null, '?scope=friends')).toEqual([]);
    });

    it('adds to the other filters', async () => {
      expect(await idsFor(ann, '?scope=friends&privacy_level=public')).toEqual(named('fayPublic'));
      expect(await idsFor(ann, '?scope=mine&privacy_level=private')).toEqual(named('annPrivate'));
    });
  });

  it.each(['/api/hunts/', '/api/hunts/geojson/'])(
    '%s refuses an unknown scope with 400 and a clear message',
    async (path) => {
      for (const scope of ['everyone', 'shared', 'MINE', '']) {
        const response = await get(ann, `${path}?scope=${scope}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ scope: [HUNT_MESSAGES.scopeInvalid] });
      }
    },
  );
});
