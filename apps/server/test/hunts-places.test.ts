import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUNT_MESSAGES,
  type Hunt,
  type HuntFeatureCollection,
  type HuntSeason,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend, getAs, saveLocation, shareWith } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

describe(`hunts at saved locations on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let bo: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail' });
    bo = await signUp(app, { name: 'Bo Gadwall' });
    cal = await signUp(app, { name: 'Cal Stranger' });
    await befriend(app, ann, bo);
  });
  afterAll(() => app.close());

  const huntAs = async (hunter: Hunter | undefined, id: number) => {
    const response = await getAs(app, `/api/hunts/${id}/`, hunter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Hunt>();
  };
  const post = (hunter: Hunter, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: hunter.headers, payload });
  const patch = (hunter: Hunter, url: string, payload: object) =>
    app.inject({ method: 'PATCH', url, headers: hunter.headers, payload });
  const huntCount = async (hunter: Hunter) =>
    (await getAs(app, '/api/hunts/?scope=mine', hunter)).json<{ count: number }>().count;

  it('logs a hunt at the hunter’s own spot and answers the place with the hunt', async () => {
    const spot = await saveLocation(app, ann, { name: 'North pond blind' });
    const hunt = await logHunt(app, ann, { location: spot.id });
    expect(hunt.location).toEqual({ id: spot.id, name: 'North pond blind' });
    expect((await huntAs(ann, hunt.id)).location).toEqual({
      id: spot.id,
      name: 'North pond blind',
    });
    const listed = (await getAs(app, '/api/hunts/?scope=mine', ann)).json<{ results: Hunt[] }>();
    expect(listed.results.find((item) => item.id === hunt.id)?.location?.name).toBe(
      'North pond blind',
    );
  });

  it('shows a friend a friends-level hunt at a private spot without the spot’s id or name', async () => {
    const secret = await saveLocation(app, ann, {
      name: 'Secret slough',
      privacy_level: 'private',
    });
    const hunt = await logHunt(app, ann, { location: secret.id, privacy_level: 'friends' });
    const seen = await huntAs(bo, hunt.id);
    expect(seen.location).toBeNull();
    expect(seen.latitude).toBe(hunt.latitude);
    expect(JSON.stringify(seen)).not.toContain('Secret slough');
    const list = await getAs(app, `/api/hunts/?user=${ann.user.id}`, bo);
    expect(list.body).not.toContain('Secret slough');
    expect(list.json<{ results: Hunt[] }>().results.some((item) => item.id === hunt.id)).toBe(true);
    const map = await getAs(app, '/api/hunts/geojson/', bo);
    const feature = map
      .json<HuntFeatureCollection>()
      .features.find((item) => item.properties.id === hunt.id);
    expect(feature?.properties.location_name).toBeNull();
    expect(map.body).not.toContain('Secret slough');
    // The owner sees the name on the map.
    const own = await getAs(app, '/api/hunts/geojson/', ann);
    expect(
      own.json<HuntFeatureCollection>().features.find((item) => item.properties.id === hunt.id)
        ?.properties.location_name,
    ).toBe('Secret slough');
  });

  it('shows the place once the spot is shared with the friend, and hides it again after', async () => {
    const spot = await saveLocation(app, ann, { name: 'Rice check 9', privacy_level: 'private' });
    const hunt = await logHunt(app, ann, { location: spot.id, privacy_level: 'friends' });
    await shareWith(app, ann, spot.id, [bo], 'view');
    expect((await huntAs(bo, hunt.id)).location).toEqual({ id: spot.id, name: 'Rice check 9' });
    const unshared = await app.inject({
      method: 'DELETE',
      url: `/api/locations/${spot.id}/unshare/`,
      headers: ann.headers,
      payload: {},
    });
    expect(unshared.statusCode).toBe(200);
    expect((await huntAs(bo, hunt.id)).location).toBeNull();
  });

  it('refuses a location the hunter may not see with 404, writing nothing', async () => {
    const secret = await saveLocation(app, ann, { privacy_level: 'private' });
    const before = await huntCount(cal);
    const refused = await post(cal, '/api/hunts/', {
      date_of_hunt: '2024-11-20',
      latitude: 39.3,
      longitude: -121.7,
      location: secret.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      detail: HUNT_MESSAGES.locationNotFound,
      errors: { location: [HUNT_MESSAGES.locationNotFound] },
    });
    const unknown = await post(cal, '/api/hunts/', {
      date_of_hunt: '2024-11-20',
      latitude: 39.3,
      longitude: -121.7,
      location: 987654,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await huntCount(cal)).toBe(before);

    const own = await logHunt(app, cal, { notes: 'unchanged' });
    const patched = await patch(cal, `/api/hunts/${own.id}/`, {
      notes: 'changed',
      location: secret.id,
    });
    expect(patched.statusCode).toBe(404);
    expect(await huntAs(cal, own.id)).toMatchObject({ notes: 'unchanged', location: null });
  });

  it('answers 400 with a plain message for a location that is not an id', async () => {
    const response = await post(ann, '/api/hunts/', {
      date_of_hunt: '2024-11-20',
      latitude: 39.3,
      longitude: -121.7,
      location: 'the north pond',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.location).toEqual([HUNT_MESSAGES.locationInvalid]);
  });

  it('lets a hunter log at a friend’s friends-level spot and at one shared with them', async () => {
    const friendsSpot = await saveLocation(app, ann, {
      name: 'Club pond',
      privacy_level: 'friends',
    });
    const atFriends = await logHunt(app, bo, { location: friendsSpot.id });
    expect(atFriends.location).toEqual({ id: friendsSpot.id, name: 'Club pond' });
    const shared = await saveLocation(app, ann, { name: 'Lease field', privacy_level: 'private' });
    await shareWith(app, ann, shared.id, [bo], 'view');
    const atShared = await logHunt(app, bo, { location: shared.id });
    expect(atShared.location?.name).toBe('Lease field');
  });

  it('moves a hunt to another spot and off any spot by PATCH', async () => {
    const first = await saveLocation(app, ann, { name: 'East levee' });
    const second = await saveLocation(app, ann, { name: 'West levee' });
    const hunt = await logHunt(app, ann, { location: first.id });
    const moved = await patch(ann, `/api/hunts/${hunt.id}/`, { location: second.id });
    expect(moved.json<Hunt>().location).toEqual({ id: second.id, name: 'West levee' });
    const cleared = await patch(ann, `/api/hunts/${hunt.id}/`, { location: null });
    expect(cleared.json<Hunt>().location).toBeNull();
  });

  it('keeps a hunt’s coordinates and drops its place when the location is deleted', async () => {
    const spot = await saveLocation(app, ann, { name: 'Flooded timber' });
    const hunt = await logHunt(app, ann, { location: spot.id, latitude: 38.5, longitude: -121.5 });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/locations/${spot.id}/`,
      headers: ann.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await huntAs(ann, hunt.id)).toMatchObject({
      location: null,
      latitude: 38.5,
      longitude: -121.5,
      total_birds: hunt.total_birds,
    });
  });

  describe("a location's hunts and seasons", () => {
    let spot: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      spot = (await saveLocation(app, ann, { name: 'Home marsh', privacy_level: 'public' })).id;
      const mallards = [{ species: 'mallard' as const, quantity: 2 }];
      ids.public = (
        await logHunt(app, ann, {
          location: spot,
          privacy_level: 'public',
          date_of_hunt: '2024-11-16',
          birds: mallards,
        })
      ).id;
      ids.friends = (
        await logHunt(app, ann, {
          location: spot,
          privacy_level: 'friends',
          date_of_hunt: '2025-01-20',
          birds: [{ species: 'canada_goose', quantity: 3 }],
        })
      ).id;
      ids.private = (
        await logHunt(app, ann, {
          location: spot,
          privacy_level: 'private',
          date_of_hunt: '2023-10-10',
          birds: mallards,
        })
      ).id;
      ids.elsewhere = (await logHunt(app, ann, { privacy_level: 'public' })).id;
    });

    const locationHunts = async (hunter: Hunter | undefined) => {
      const response = await getAs(app, `/api/hunts/?location=${spot}`, hunter);
      expect(response.statusCode).toBe(200);
      return response.json<{ count: number; results: Hunt[] }>();
    };
    const seasons = async (hunter: Hunter | undefined) => {
      const response = await getAs(app, `/api/locations/${spot}/seasons/`, hunter);
      expect(response.statusCode).toBe(200);
      return response.json<HuntSeason[]>();
    };

    it('lists to each viewer only the hunts there they may see, newest first', async () => {
      const own = await locationHunts(ann);
      expect(own.results.map((hunt) => hunt.id)).toEqual([ids.friends, ids.public, ids.private]);
      expect(own.count).toBe(3);
      expect((await locationHunts(bo)).results.map((hunt) => hunt.id)).toEqual([
        ids.friends,
        ids.public,
      ]);
      expect((await locationHunts(cal)).results.map((hunt) => hunt.id)).toEqual([ids.public]);
      const visitor = await locationHunts(undefined);
      expect(visitor.results.map((hunt) => hunt.id)).toEqual([ids.public]);
      expect(visitor.count).toBe(1);
    });

    it('adds up the birds per season, counting only the hunts the viewer may see', async () => {
      expect(await seasons(ann)).toEqual([
        {
          start_year: 2024,
          season: '2024-25',
          hunts: 2,
          total_birds: 5,
          total_ducks: 2,
          total_geese: 3,
        },
        {
          start_year: 2023,
          season: '2023-24',
          hunts: 1,
          total_birds: 2,
          total_ducks: 2,
          total_geese: 0,
        },
      ]);
      expect(await seasons(cal)).toEqual([
        expect.objectContaining({ season: '2024-25', hunts: 1, total_birds: 2 }),
      ]);
    });

    it('answers 404 for the hunts and seasons of a location the viewer may not see', async () => {
      const secret = await saveLocation(app, ann, { privacy_level: 'private' });
      await logHunt(app, ann, { location: secret.id, privacy_level: 'public' });
      for (const url of [
        `/api/hunts/?location=${secret.id}`,
        `/api/locations/${secret.id}/seasons/`,
      ]) {
        expect((await getAs(app, url, cal)).statusCode, url).toBe(404);
        expect((await getAs(app, url, undefined)).statusCode, url).toBe(404);
        expect((await getAs(app, url, ann)).statusCode, url).toBe(200);
      }
    });
  });

  it('documents the location filter and the seasons route in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    const list = document.paths['/api/hunts/']?.get;
    expect(list?.parameters?.some((parameter) => parameter.name === 'location')).toBe(true);
    expect(document.paths['/api/locations/{id}/seasons/']?.get).toBeDefined();
  });
});
