import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, type Location } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import {
  befriend,
  getAs,
  listedIds,
  mappedIds,
  saveLocation,
  shareWith,
} from './support/locations.js';
import { relate, signUp, type Hunter } from './support/users.js';

describe(`location sharing on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_pintail' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_stranger' });
  });
  afterAll(() => app.close());

  const get = (url: string, hunter?: Hunter) => getAs(app, url, hunter);
  const listIds = (hunter: Hunter | undefined, query = '') => listedIds(app, hunter, query);
  const mapIds = (hunter: Hunter | undefined, query = '') => mappedIds(app, hunter, query);

  describe('sharing', () => {
    let fay: Hunter;
    let gus: Hunter;

    beforeAll(async () => {
      fay = await signUp(app, { name: 'Fay Teal', username: 'fay_teal' });
      gus = await signUp(app, { name: 'Gus Wigeon', username: 'gus_wigeon' });
      await relate(app, fay, ann, 'accepted');
      await relate(app, ann, gus, 'accepted');
    });

    type Body = Record<string, unknown>;
    const share = (hunter: Hunter, locationId: number, payload: Body) =>
      app.inject({
        method: 'POST',
        url: `/api/locations/${locationId}/share/`,
        headers: hunter.headers,
        payload,
      });
    const unshare = (hunter: Hunter, locationId: number, payload?: Body) =>
      app.inject({
        method: 'DELETE',
        url: `/api/locations/${locationId}/unshare/`,
        headers: hunter.headers,
        ...(payload === undefined ? {} : { payload }),
      });
    const patch = (hunter: Hunter, locationId: number, payload: Body) =>
      app.inject({
        method: 'PATCH',
        url: `/api/locations/${locationId}/`,
        headers: hunter.headers,
        payload,
      });
    const remove = (hunter: Hunter, locationId: number) =>
      app.inject({
        method: 'DELETE',
        url: `/api/locations/${locationId}/`,
        headers: hunter.headers,
      });

    it('shares with friends, lists the shares to the owner only, and re-sharing changes the level', async () => {
      const spot = await saveLocation(app, ann, { name: 'Colusa corner' });
      const response = await share(ann, spot.id, {
        user_ids: [fay.user.id, gus.user.id],
        permission_level: 'view',
      });
      expect(response.statusCode).toBe(200);
      const shared = response.json<Location>();
      expect(shared.id).toBe(spot.id);
      expect(shared.shares).toEqual([
        {
          id: expect.any(Number),
          shared_with: { id: fay.user.id, name: 'Fay Teal', username: 'fay_teal' },
          permission_level: 'view',
          shared_at: expect.stringMatching(/Z$/),
        },
        {
          id: expect.any(Number),
          shared_with: { id: gus.user.id, name: 'Gus Wigeon', username: 'gus_wigeon' },
          permission_level: 'view',
          shared_at: expect.stringMatching(/Z$/),
        },
      ]);
      const seenByFay = (await get(`/api/locations/${spot.id}/`, fay)).json<Location>();
      expect(seenByFay.shares).toEqual([]);

      const again = (
        await share(ann, spot.id, { user_ids: [fay.user.id], permission_level: 'edit' })
      ).json<Location>();
      const fayShare = again.shares.find((entry) => entry.shared_with.id === fay.user.id);
      expect(fayShare).toEqual({ ...shared.shares[0], permission_level: 'edit' });
      expect(again.shares).toHaveLength(2);
    });

    it('lets a view share read a private location everywhere but change nothing', async () => {
      const spot = await saveLocation(app, ann, { name: 'Delevan west pond' });
      await shareWith(app, ann, spot.id, [fay], 'view');
      const detail = await get(`/api/locations/${spot.id}/`, fay);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        shared_with_me: 'view',
        is_owner: false,
        can_edit: false,
        can_upload_photos: false,
        can_delete: false,
        can_share: false,
      });
      expect((await get(`/api/locations/${spot.id}/`, ann)).json()).toMatchObject({
        shared_with_me: null,
      });
      expect(await listIds(fay)).toContain(spot.id);
      expect(await mapIds(fay)).toContain(spot.id);
      expect((await patch(fay, spot.id, { name: 'Renamed by Fay' })).statusCode).toBe(403);
      expect((await remove(fay, spot.id)).statusCode).toBe(403);
      expect(
        (await share(fay, spot.id, { user_ids: [ann.user.id], permission_level: 'edit' }))
          .statusCode,
      ).toBe(403);
      expect((await unshare(fay, spot.id)).statusCode).toBe(403);
      expect((await get(`/api/locations/${spot.id}/`, gus)).statusCode).toBe(404);
    });

    it('lets an edit share change fields but not the privacy level, delete or share', async () => {
      const spot = await saveLocation(app, ann, {
        name: 'Sutter bypass',
        privacy_level: 'friends',
      });
      await shareWith(app, ann, spot.id, [fay], 'edit');
      const detail = (await get(`/api/locations/${spot.id}/`, fay)).json<Location>();
      expect(detail).toMatchObject({
        is_owner: false,
        can_edit: true,
        can_upload_photos: true,
        can_delete: false,
        can_share: false,
      });

      const edited = await patch(fay, spot.id, {
        description: 'Water is up after the rain',
        privacy_level: 'friends',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        description: 'Water is up after the rain',
        user: { id: ann.user.id },
      });

      const widened = await patch(fay, spot.id, {
        name: 'Sutter bypass north',
        privacy_level: 'public',
      });
      expect(widened.statusCode).toBe(403);
      expect(widened.json().detail).toBe(LOCATION_MESSAGES.privacyOwnerOnly);
      expect((await get(`/api/locations/${spot.id}/`, ann)).json()).toMatchObject({
        name: 'Sutter bypass',
        privacy_level: 'friends',
      });
      expect((await remove(fay, spot.id)).statusCode).toBe(403);
      expect(
        (await share(fay, spot.id, { user_ids: [gus.user.id], permission_level: 'view' }))
          .statusCode,
      ).toBe(403);
    });

    it('refuses to share with the owner, unknown hunters and non-friends, writing nothing', async () => {
      const spot = await saveLocation(app, ann);
      const blockedHunter = await signUp(app);
      await relate(app, ann, blockedHunter, 'blocked');
      const pending = await signUp(app);
      await relate(app, pending, ann, 'pending');
      const cases: [number[], string][] = [
        [[ann.user.id], LOCATION_MESSAGES.shareWithSelf],
        [[fay.user.id, 999_999], LOCATION_MESSAGES.shareUnknownUser],
        [[fay.user.id, cal.user.id], LOCATION_MESSAGES.shareFriendsOnly],
        [[blockedHunter.user.id], LOCATION_MESSAGES.shareFriendsOnly],
        [[pending.user.id], LOCATION_MESSAGES.shareFriendsOnly],
      ];
      for (const [userIds, message] of cases) {
        const response = await share(ann, spot.id, { user_ids: userIds, permission_level: 'view' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ detail: message, errors: { user_ids: [message] } });
      }
      expect((await get(`/api/locations/${spot.id}/`, ann)).json().shares).toEqual([]);
      expect((await get(`/api/locations/${spot.id}/`, fay)).statusCode).toBe(404);
      const malformed = await share(ann, spot.id, {
        user_ids: [fay.user.id],
        permission_level: 'owner',
      });
      expect(malformed.statusCode).toBe(400);
      const empty = await share(ann, spot.id, { user_ids: [], permission_level: 'view' });
      expect(empty.json().detail).toBe(LOCATION_MESSAGES.shareUsersRequired);
    });

    it('answers 404 to sharing a location the caller cannot see', async () => {
      const spot = await saveLocation(app, ann);
      expect(
        (await share(cal, spot.id, { user_ids: [ann.user.id], permission_level: 'view' }))
          .statusCode,
      ).toBe(404);
      expect((await unshare(cal, spot.id)).statusCode).toBe(404);
    });

    it('unshares the named hunters, or everyone when no ids are given', async () => {
      const spot = await saveLocation(app, ann);
      await shareWith(app, ann, spot.id, [fay, gus], 'view');

      const partial = await unshare(ann, spot.id, { user_ids: [fay.user.id] });
      expect(partial.statusCode).toBe(200);
      expect(partial.json<Location>().shares.map((entry) => entry.shared_with.id)).toEqual([
        gus.user.id,
      ]);
      expect((await get(`/api/locations/${spot.id}/`, fay)).statusCode).toBe(404);
      expect((await get(`/api/locations/${spot.id}/`, gus)).statusCode).toBe(200);

      const nothing = await unshare(ann, spot.id, { user_ids: [] });
      expect(nothing.json<Location>().shares).toHaveLength(1);

      await shareWith(app, ann, spot.id, [fay], 'edit');
      const all = await unshare(ann, spot.id);
      expect(all.statusCode).toBe(200);
      expect(all.json<Location>().shares).toEqual([]);
      expect((await get(`/api/locations/${spot.id}/`, fay)).statusCode).toBe(404);
      expect((await get(`/api/locations/${spot.id}/`, gus)).statusCode).toBe(404);

      await shareWith(app, ann, spot.id, [gus], 'view');
      const withEmptyBody = await unshare(ann, spot.id, {});
      expect(withEmptyBody.json<Location>().shares).toEqual([]);
    });

    it('keeps a share after the friendship ends, until it is unshared', async () => {
      const hal = await signUp(app);
      const friendshipId = await befriend(app, hal, ann);
      const spot = await saveLocation(app, ann);
      await shareWith(app, ann, spot.id, [hal], 'view');
      const unfriended = await app.inject({
        method: 'DELETE',
        url: `/api/friendships/${friendshipId}/`,
        headers: ann.headers,
      });
      expect(unfriended.statusCode).toBe(204);
      const detail = await get(`/api/locations/${spot.id}/`, hal);
      expect(detail.statusCode).toBe(200);
      expect(detail.json<Location>().user.email).toBeNull();
    });

    it('deleting a location ends its shares', async () => {
      const spot = await saveLocation(app, ann);
      await shareWith(app, ann, spot.id, [fay], 'edit');
      await remove(ann, spot.id);
      expect((await get(`/api/locations/${spot.id}/`, fay)).statusCode).toBe(404);
    });
  });
});
