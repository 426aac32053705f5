import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, type Location, type LocationFeatureCollection } from '@marshlog/domain';
import { locations, photos } from '../src/db/schema.js';
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

describe(`locations on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let ben: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_pintail' });
    ben = await signUp(app, { name: 'Ben Gadwall', username: 'ben_gadwall' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_stranger' });
    await relate(app, ann, ben, 'accepted');
  });
  afterAll(() => app.close());

  const get = (url: string, hunter?: Hunter) => getAs(app, url, hunter);
  const listIds = (hunter: Hunter | undefined, query = '') => listedIds(app, hunter, query);
  const mapIds = (hunter: Hunter | undefined, query = '') => mappedIds(app, hunter, query);
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  describe('create', () => {
    it('saves a location with the defaults and answers the full location JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/locations/',
        headers: ann.headers,
        payload: {
          name: '  Sacramento NWR pond 7 ',
          description: 'Tules on the north edge',
          latitude: 39.4216,
          longitude: -122.1864,
          photo_upload_data: [
            { filename: 'blind.jpg', content_type: 'image/jpeg', file_size: 2048 },
          ],
        },
      });
      expect(response.statusCode).toBe(201);
      const location = response.json<Location>();
      expect(location).toEqual({
        id: expect.any(Number),
        name: 'Sacramento NWR pond 7',
        location_type: 'other',
        location_type_display: 'Other',
        description: 'Tules on the north edge',
        access_notes: '',
        latitude: 39.4216,
        longitude: -122.1864,
        privacy_level: 'private',
        photo_count: 0,
        date_added: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updated_at: expect.stringMatching(/Z$/),
        user: {
          id: ann.user.id,
          username: 'ann_pintail',
          email: ann.email,
          name: 'Ann Pintail',
          first_name: 'Ann',
          profile_image_url: null,
        },
        shares: [],
        shared_with_me: null,
        is_owner: true,
        can_edit: true,
        can_view_details: true,
        can_comment: true,
        can_upload_photos: true,
        can_delete: true,
        can_share: true,
      });
      const detail = await get(`/api/locations/${location.id}/`, ann);
      expect(detail.json()).toEqual(location);
    });

    it('keeps the chosen type, privacy level and access notes', async () => {
      const location = await saveLocation(app, ann, {
        location_type: 'refuge',
        privacy_level: 'friends',
        access_notes: 'Gate code at the check station',
      });
      expect(location).toMatchObject({
        location_type: 'refuge',
        location_type_display: 'Refuge',
        privacy_level: 'friends',
        access_notes: 'Gate code at the check station',
      });
    });

    it('needs a signed-in hunter', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/locations/',
        payload: { name: 'Anywhere', latitude: 39, longitude: -122 },
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['no name', { latitude: 39, longitude: -122 }, 'name', LOCATION_MESSAGES.nameRequired],
      [
        'a blank name',
        { name: '   ', latitude: 39, longitude: -122 },
        'name',
        'Name cannot be empty',
      ],
      [
        'a 256-character name',
        { name: 'x'.repeat(256), latitude: 39, longitude: -122 },
        'name',
        'Name must be less than 255 characters',
      ],
      [
        '1001 characters of notes',
        { name: 'Pond', description: 'n'.repeat(1001), latitude: 39, longitude: -122 },
        'description',
        'Notes must be less than 1000 characters',
      ],
      ['latitude 90.01', { name: 'Pond', latitude: 90.01, longitude: -122 }, 'latitude', undefined],
      [
        'longitude -180.5',
        { name: 'Pond', latitude: 39, longitude: -180.5 },
        'longitude',
        undefined,
      ],
      ['no coordinates', { name: 'Pond' }, 'latitude', undefined],
      [
        'an unknown type',
        { name: 'Pond', latitude: 39, longitude: -122, location_type: 'parking_lot' },
        'location_type',
        undefined,
      ],
      [
        'eleven photos',
        {
          name: 'Pond',
          latitude: 39,
          longitude: -122,
          photo_upload_data: Array.from({ length: 11 }, (_, n) => ({
            filename: `p${n}.png`,
            content_type: 'image/png',
            file_size: 10,
          })),
        },
        'photo_upload_data',
        'Maximum 10 photos reached',
      ],
    ])(
      'refuses %s with a message on the field and writes nothing',
      async (_case, payload, field, message) => {
        const before = await app.db.$count(locations);
        const response = await app.inject({
          method: 'POST',
          url: '/api/locations/',
          headers: ann.headers,
          payload,
        });
        expect(response.statusCode).toBe(400);
        const body = response.json<{ detail: string; errors: Record<string, string[]> }>();
        expect(body.errors[field]).toEqual([expect.any(String)]);
        if (message) {
          expect(body.errors[field]).toEqual([message]);
          expect(body.detail).toBe(message);
        }
        expect(await app.db.$count(locations)).toBe(before);
      },
    );
  });

  describe('read, list and filter', () => {
    let marsh: Location;
    let field: Location;
    let river: Location;
    let dan: Hunter;

    beforeAll(async () => {
      dan = await signUp(app, { username: 'dan_filters' });
      marsh = await saveLocation(app, dan, {
        name: 'Butte Sink marsh',
        location_type: 'marsh',
        description: 'Pintail 100%',
      });
      field = await saveLocation(app, dan, {
        name: 'Afton rice field',
        location_type: 'field',
        privacy_level: 'public',
      });
      river = await saveLocation(app, dan, {
        name: 'Feather River bar',
        location_type: 'river',
        privacy_level: 'friends',
        description: 'Wood ducks at first light',
      });
    });

    it('lists newest first by default with the page envelope', async () => {
      const response = await get('/api/locations/', dan);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ count: 3, next: null, previous: null });
      expect(await listIds(dan)).toEqual([river.id, field.id, marsh.id]);
    });

    it('pages with page and page_size', async () => {
      const first = (await get('/api/locations/?page_size=2', dan)).json();
      expect(first.count).toBe(3);
      expect(ids(first.results)).toEqual([river.id, field.id]);
      expect(first.next).toBe('/api/locations/?page_size=2&page=2');
      const second = (await get('/api/locations/?page_size=2&page=2', dan)).json();
      expect(ids(second.results)).toEqual([marsh.id]);
      expect(second.previous).toBe('/api/locations/?page_size=2&page=1');
    });

    it('filters by privacy level, type and search in name or description', async () => {
      expect(await listIds(dan, '?privacy_level=public')).toEqual([field.id]);
      expect(await listIds(dan, '?location_type=marsh')).toEqual([marsh.id]);
      expect(await listIds(dan, '?search=RICE')).toEqual([field.id]);
      expect(await listIds(dan, '?search=first%20light')).toEqual([river.id]);
      expect(await listIds(dan, '?search=100%25')).toEqual([marsh.id]);
      expect(await listIds(dan, '?search=%25')).toEqual([marsh.id]);
    });

    it('orders by the allow-listed fields only', async () => {
      expect(await listIds(dan, '?ordering=name')).toEqual([field.id, marsh.id, river.id]);
      expect(await listIds(dan, '?ordering=-name')).toEqual([river.id, marsh.id, field.id]);
      expect(await listIds(dan, '?ordering=date_added')).toEqual([marsh.id, field.id, river.id]);
      const refused = await get('/api/locations/?ordering=user_id', dan);
      expect(refused.statusCode).toBe(400);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await get('/api/locations/999999/', dan)).statusCode).toBe(404);
      expect((await get('/api/locations/pond/', dan)).statusCode).toBe(400);
    });

    it('counts the photos attached to a location', async () => {
      await app.db.insert(photos).values(
        [1, 2].map((n) => ({
          userId: marsh.user.id,
          contentType: 'location',
          objectId: marsh.id,
          filename: `sink-${n}.jpg`,
          storageKey: `test/${marsh.id}/${n}`,
          displayKey: `test/${marsh.id}/${n}-display`,
          thumbnailKey: `test/${marsh.id}/${n}-thumb`,
          fileSize: 1000,
          mimeType: 'image/jpeg',
        })),
      );
      expect((await get(`/api/locations/${marsh.id}/`, dan)).json().photo_count).toBe(2);
      const listed = (await get('/api/locations/', dan)).json<{ results: Location[] }>().results;
      expect(listed.find((location) => location.id === marsh.id)?.photo_count).toBe(2);
      expect(listed.find((location) => location.id === river.id)?.photo_count).toBe(0);
    });

    it('serves the map as a FeatureCollection of points with the item fields', async () => {
      const response = await get('/api/locations/geojson/', dan);
      expect(response.statusCode).toBe(200);
      const map = response.json<LocationFeatureCollection>();
      expect(map.type).toBe('FeatureCollection');
      expect(map.features.map((feature) => feature.properties.id)).toEqual([
        river.id,
        field.id,
        marsh.id,
      ]);
      expect(map.features[0]).toEqual({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [river.longitude, river.latitude] },
        properties: {
          id: river.id,
          name: 'Feather River bar',
          description: 'Wood ducks at first light',
          location_type: 'river',
          location_type_display: 'River',
          privacy_level: 'friends',
          latitude: river.latitude,
          longitude: river.longitude,
          photo_count: 0,
          date_added: river.date_added,
          updated_at: river.updated_at,
          user: { id: river.user.id, username: 'dan_filters', name: river.user.name },
          is_owner: true,
          can_edit: true,
        },
      });
      expect(await mapIds(dan, '?privacy_level=public')).toEqual([field.id]);
    });
  });

  describe('who sees what', () => {
    let secret: Location;
    let forFriends: Location;
    let forAll: Location;

    beforeAll(async () => {
      secret = await saveLocation(app, ann, { name: 'Secret hole' });
      forFriends = await saveLocation(app, ann, {
        name: 'Friends blind',
        privacy_level: 'friends',
      });
      forAll = await saveLocation(app, ann, { name: 'Public refuge', privacy_level: 'public' });
    });

    it('shows a friend friends-level locations in the list, detail and map, with the owner email', async () => {
      const detail = await get(`/api/locations/${forFriends.id}/`, ben);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        is_owner: false,
        can_edit: false,
        can_upload_photos: false,
        can_delete: false,
        can_share: false,
        can_view_details: true,
        shares: [],
        user: { id: ann.user.id, email: ann.email },
      });
      expect(await listIds(ben)).toEqual(expect.arrayContaining([forFriends.id, forAll.id]));
      expect(await listIds(ben)).not.toContain(secret.id);
      expect(await mapIds(ben)).toEqual(expect.arrayContaining([forFriends.id, forAll.id]));
      expect(await mapIds(ben)).not.toContain(secret.id);
    });

    it('hides private and friends-level locations from strangers and signed-out visitors', async () => {
      for (const viewer of [cal, undefined]) {
        expect((await get(`/api/locations/${secret.id}/`, viewer)).statusCode).toBe(404);
        expect((await get(`/api/locations/${forFriends.id}/`, viewer)).statusCode).toBe(404);
        const listed = await listIds(viewer);
        expect(listed).toContain(forAll.id);
        expect(listed).not.toContain(secret.id);
        expect(listed).not.toContain(forFriends.id);
        const mapped = await mapIds(viewer);
        expect(mapped).toContain(forAll.id);
        expect(mapped).not.toContain(forFriends.id);
      }
    });

    it('shows strangers a public location without the owner email or any ability', async () => {
      const signedOut = (await get(`/api/locations/${forAll.id}/`)).json<Location>();
      expect(signedOut.user.email).toBeNull();
      expect(signedOut).toMatchObject({ is_owner: false, can_edit: false, can_comment: false });
      const stranger = (await get(`/api/locations/${forAll.id}/`, cal)).json<Location>();
      expect(stranger.user.email).toBeNull();
      expect(stranger.can_comment).toBe(true);
    });

    it('lets the owner edit and delete but nobody else', async () => {
      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/locations/${forAll.id}/`,
        headers: ann.headers,
        payload: { name: 'Public refuge, east unit', location_type: 'refuge' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        name: 'Public refuge, east unit',
        location_type_display: 'Refuge',
      });
      expect(Date.parse(patched.json().updated_at)).toBeGreaterThanOrEqual(
        Date.parse(forAll.updated_at),
      );
      for (const [viewer, status] of [
        [ben, 403],
        [cal, 403],
      ] as const) {
        const edit = await app.inject({
          method: 'PATCH',
          url: `/api/locations/${forAll.id}/`,
          headers: viewer.headers,
          payload: { name: 'Mine now' },
        });
        expect(edit.statusCode).toBe(status);
        const remove = await app.inject({
          method: 'DELETE',
          url: `/api/locations/${forAll.id}/`,
          headers: viewer.headers,
        });
        expect(remove.statusCode).toBe(status);
      }
      const hidden = await app.inject({
        method: 'PATCH',
        url: `/api/locations/${secret.id}/`,
        headers: cal.headers,
        payload: { name: 'Found it' },
      });
      expect(hidden.statusCode).toBe(404);
      expect((await get(`/api/locations/${forAll.id}/`, ann)).json().name).toBe(
        'Public refuge, east unit',
      );
    });

    it('refuses a bad patch with the seed message and changes nothing', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/locations/${secret.id}/`,
        headers: ann.headers,
        payload: { name: 'Renamed', description: 'd'.repeat(1001) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        description: ['Notes must be less than 1000 characters'],
      });
      expect((await get(`/api/locations/${secret.id}/`, ann)).json().name).toBe('Secret hole');
    });

    it('deletes for the owner with its photo records, after which it is gone for everyone', async () => {
      const doomed = await saveLocation(app, ann, { privacy_level: 'public' });
      await app.db.insert(photos).values({
        userId: ann.user.id,
        contentType: 'location',
        objectId: doomed.id,
        filename: 'doomed.jpg',
        storageKey: `test/doomed-${doomed.id}`,
        displayKey: `test/doomed-${doomed.id}-display`,
        thumbnailKey: `test/doomed-${doomed.id}-thumb`,
        fileSize: 1000,
        mimeType: 'image/jpeg',
      });
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/locations/${doomed.id}/`,
        headers: ann.headers,
      });
      expect(response.statusCode).toBe(204);
      expect((await get(`/api/locations/${doomed.id}/`, ann)).statusCode).toBe(404);
      expect(await listIds(undefined)).not.toContain(doomed.id);
      const photosLeft = await app.db.$count(
        photos,
        and(eq(photos.contentType, 'location'), eq(photos.objectId, doomed.id)),
      );
      expect(photosLeft).toBe(0);
    });

    it('hides friends-level locations as soon as the friend is blocked', async () => {
      const eve = await signUp(app);
      const friendshipId = await befriend(app, ann, eve);
      const shared = await saveLocation(app, ann, { privacy_level: 'private' });
      await shareWith(app, ann, shared.id, [eve], 'edit');
      expect((await get(`/api/locations/${forFriends.id}/`, eve)).statusCode).toBe(200);
      expect((await get(`/api/locations/${shared.id}/`, eve)).statusCode).toBe(200);

      const blocking = await app.inject({
        method: 'POST',
        url: `/api/friendships/${friendshipId}/block/`,
        headers: eve.headers,
      });
      expect(blocking.statusCode).toBe(200);
      expect((await get(`/api/locations/${forFriends.id}/`, eve)).statusCode).toBe(404);
      expect((await get(`/api/locations/${shared.id}/`, eve)).statusCode).toBe(404);
      expect(await listIds(eve)).not.toContain(forFriends.id);
      expect(await listIds(eve)).not.toContain(shared.id);
      expect(await mapIds(eve)).not.toContain(shared.id);
      expect((await get(`/api/locations/${forAll.id}/`, eve)).statusCode).toBe(200);
      const editAttempt = await app.inject({
        method: 'PATCH',
        url: `/api/locations/${shared.id}/`,
        headers: eve.headers,
        payload: { name: 'Still mine to edit?' },
      });
      expect(editAttempt.statusCode).toBe(404);
      expect((await get(`/api/locations/${shared.id}/`, ann)).json().shares).toEqual([]);
      expect((await get(`/api/locations/${forFriends.id}/`, ann)).statusCode).toBe(200);
    });
  });
});
