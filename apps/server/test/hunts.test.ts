import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIRD_MESSAGES,
  COORDINATE_MESSAGES,
  HUNT_MESSAGES,
  type Hunt,
  type HuntCreateInput,
  type HuntFeatureCollection,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp, type Hunter } from './support/users.js';

describe(`hunts on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const baseHunt: HuntCreateInput = {
    date_of_hunt: '2024-11-16',
    latitude: 39.3173,
    longitude: -121.7955,
  };
  const inject = (
    hunter: Hunter | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: hunter?.headers ?? {}, ...(payload ? { payload } : {}) });
  const createHunt = async (hunter: Hunter, overrides: Partial<HuntCreateInput> = {}) => {
    const response = await inject(hunter, 'POST', '/api/hunts/', { ...baseHunt, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Hunt>();
  };
  const befriend = async (a: Hunter, b: Hunter) => {
    const { id } = (await inject(a, 'POST', '/api/friendships/', { to_user: b.user.id })).json<{
      id: number;
    }>();
    expect((await inject(b, 'POST', `/api/friendships/${id}/accept/`)).statusCode).toBe(200);
    return id;
  };
  const listIds = async (hunter: Hunter | null, query = '') =>
    (await inject(hunter, 'GET', `/api/hunts/${query}`))
      .json<{ results: Hunt[] }>()
      .results.map((hunt) => hunt.id);

  describe('create', () => {
    it('creates a hunt with its birds at once and answers the full hunt JSON', async () => {
      const owner = await signUp(app);
      const response = await inject(owner, 'POST', '/api/hunts/', {
        ...baseHunt,
        notes: 'Fog until nine, then steady flights',
        privacy_level: 'friends',
        temperature: 34,
        wind_speed: 12,
        wind_direction: 'NW',
        weather_conditions: 'Overcast',
        birds: [
          { species: 'mallard', quantity: 3, harvested_at: '06:45' },
          { species: 'canada_goose', gender: 'hen', quantity: 2, notes: 'Banded' },
          { species: 'bufflehead' },
        ],
      });
      expect(response.statusCode).toBe(201);
      const hunt = response.json<Hunt>();
      expect(hunt).toEqual({
        id: expect.any(Number),
        date_of_hunt: '2024-11-16',
        latitude: 39.3173,
        longitude: -121.7955,
        privacy_level: 'friends',
        location: null,
        notes: 'Fog until nine, then steady flights',
        total_birds: 6,
        total_ducks: 4,
        total_geese: 2,
        birds: expect.any(Array),
        weather_conditions: 'Overcast',
        temperature: 34,
        wind_speed: 12,
        wind_direction: 'NW',
        weather: null,
        weather_id: null,
        shells_fired: null,
        birds_lost: null,
        photos: [],
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        user: owner.user,
        is_owner: true,
        can_edit: true,
        can_view_details: true,
        can_comment: true,
        can_upload_photos: true,
      });
      expect(hunt.birds).toHaveLength(6);
      expect(hunt.birds[0]).toEqual({
        id: expect.any(Number),
        species: 'mallard',
        species_display: 'Mallard',
        category: 'dabblers',
        gender: 'drake',
        gender_display: 'Drake',
        harvested_at: '06:45',
        notes: '',
        // No party member shot it: the owner's own bird.
        shooter: null,
      });
      expect(hunt.birds[3]).toMatchObject({
        species: 'canada_goose',
        species_display: 'Canada Goose',
        category: 'geese',
        gender: 'hen',
        // A goose reads as a goose, not a hen; the stored value stays hen.
        gender_display: 'Goose',
        harvested_at: null,
        notes: 'Banded',
      });
      expect(hunt.birds[5]).toMatchObject({ species: 'bufflehead', category: 'divers' });
      expect((await inject(owner, 'GET', `/api/hunts/${hunt.id}/`)).json()).toEqual(hunt);
    });

    it('defaults to a private hunt with no birds, and keeps a harvest time to the minute', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, {
        birds: [{ species: 'gadwall', harvested_at: '07:05:59' }],
      });
      expect(hunt).toMatchObject({
        privacy_level: 'private',
        notes: '',
        total_birds: 1,
        total_ducks: 1,
        total_geese: 0,
      });
      expect(hunt.birds[0]?.harvested_at).toBe('07:05');
      const bare = await createHunt(owner);
      expect(bare).toMatchObject({ total_birds: 0, total_ducks: 0, total_geese: 0, birds: [] });
    });

    it.each([
      [
        'a bird without species',
        { birds: [{ quantity: 2 }] },
        'birds.0.species',
        BIRD_MESSAGES.speciesRequired,
      ],
      [
        'an unknown species',
        { birds: [{ species: 'dodo' }] },
        'birds.0.species',
        BIRD_MESSAGES.speciesRequired,
      ],
      [
        'quantity 0',
        { birds: [{ species: 'mallard', quantity: 0 }] },
        'birds.0.quantity',
        BIRD_MESSAGES.quantityRange,
      ],
      [
        'quantity 21',
        { birds: [{ species: 'mallard', quantity: 21 }] },
        'birds.0.quantity',
        BIRD_MESSAGES.quantityRange,
      ],
      [
        'quantity 1.5',
        { birds: [{ species: 'mallard', quantity: 1.5 }] },
        'birds.0.quantity',
        BIRD_MESSAGES.quantityRange,
      ],
      [
        'gender rooster',
        { birds: [{ species: 'mallard', gender: 'rooster' }] },
        'birds.0.gender',
        BIRD_MESSAGES.genderInvalid,
      ],
      [
        'harvest time 25:00',
        { birds: [{ species: 'mallard', harvested_at: '25:00' }] },
        'birds.0.harvested_at',
        BIRD_MESSAGES.harvestedAtInvalid,
      ],
      [
        'bird notes over 1000',
        { birds: [{ species: 'mallard', notes: 'x'.repeat(1001) }] },
        'birds.0.notes',
        BIRD_MESSAGES.notesTooLong,
      ],
      ['hunt notes over 1000', { notes: 'x'.repeat(1001) }, 'notes', BIRD_MESSAGES.notesTooLong],
      ['latitude 91', { latitude: 91 }, 'latitude', COORDINATE_MESSAGES.latitudeInvalid],
      [
        'latitude missing',
        { latitude: undefined },
        'latitude',
        COORDINATE_MESSAGES.latitudeRequired,
      ],
      [
        'longitude -180.5',
        { longitude: -180.5 },
        'longitude',
        COORDINATE_MESSAGES.longitudeInvalid,
      ],
      [
        'longitude as text',
        { longitude: 'west' },
        'longitude',
        COORDINATE_MESSAGES.longitudeInvalid,
      ],
      ['no date', { date_of_hunt: undefined }, 'date_of_hunt', HUNT_MESSAGES.dateRequired],
      ['February 30th', { date_of_hunt: '2024-02-30' }, 'date_of_hunt', HUNT_MESSAGES.dateInvalid],
      [
        'an unknown privacy level',
        { privacy_level: 'secret' },
        'privacy_level',
        HUNT_MESSAGES.privacyInvalid,
      ],
      ['a temperature of 200', { temperature: 200 }, 'temperature', HUNT_MESSAGES.temperatureRange],
      ['a negative wind speed', { wind_speed: -1 }, 'wind_speed', HUNT_MESSAGES.windSpeedRange],
    ])(
      'refuses %s with 400 and the message, creating nothing',
      async (_case, overrides, field, message) => {
        const owner = await signUp(app);
        const response = await inject(owner, 'POST', '/api/hunts/', {
          ...baseHunt,
          birds: [{ species: 'mallard' }],
          ...overrides,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toEqual([message]);
        expect(await listIds(owner)).toEqual([]);
      },
    );

    it('needs a signed-in hunter', async () => {
      expect((await inject(null, 'POST', '/api/hunts/', baseHunt)).statusCode).toBe(401);
    });
  });

  describe('list', () => {
    let owner: Hunter;
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      owner = await signUp(app);
      ids.opener = (
        await createHunt(owner, {
          date_of_hunt: '2024-10-05',
          notes: 'Opening day at Sacramento NWR',
          privacy_level: 'public',
          birds: [{ species: 'mallard', quantity: 4 }],
        })
      ).id;
      ids.goose = (
        await createHunt(owner, {
          date_of_hunt: '2024-12-20',
          notes: 'Snow geese over the rice',
          privacy_level: 'friends',
          birds: [{ species: 'snow_goose', quantity: 6 }],
        })
      ).id;
      ids.teal = (
        await createHunt(owner, {
          date_of_hunt: '2024-11-02',
          notes: '100% teal day',
          birds: [{ species: 'green_winged_teal', quantity: 2 }, { species: 'canada_goose' }],
        })
      ).id;
    });

    it('orders by -date_of_hunt by default and loads each hunt’s birds', async () => {
      const response = await inject(owner, 'GET', '/api/hunts/');
      const body = response.json<{ count: number; results: Hunt[] }>();
      expect(body.count).toBe(3);
      expect(body.results.map((hunt) => hunt.id)).toEqual([ids.goose, ids.teal, ids.opener]);
      expect(body.results.map((hunt) => hunt.birds.length)).toEqual([6, 3, 4]);
      expect(body.results[1]).toMatchObject({ total_birds: 3, total_ducks: 2, total_geese: 1 });
    });

    it('takes the ordering allow-list, ascending or descending', async () => {
      expect(await listIds(owner, '?ordering=date_of_hunt')).toEqual([
        ids.opener,
        ids.teal,
        ids.goose,
      ]);
      expect(await listIds(owner, '?ordering=total_birds')).toEqual([
        ids.teal,
        ids.opener,
        ids.goose,
      ]);
      expect(await listIds(owner, '?ordering=-total_birds')).toEqual([
        ids.goose,
        ids.opener,
        ids.teal,
      ]);
      expect(await listIds(owner, '?ordering=-created_at')).toEqual([
        ids.teal,
        ids.goose,
        ids.opener,
      ]);
      expect((await inject(owner, 'GET', '/api/hunts/?ordering=notes')).statusCode).toBe(400);
    });

    it('filters by date range, privacy level, species and notes', async () => {
      expect(await listIds(owner, '?start_date=2024-11-01&end_date=2024-11-30')).toEqual([
        ids.teal,
      ]);
      expect(await listIds(owner, '?start_date=2024-11-02')).toEqual([ids.goose, ids.teal]);
      expect(await listIds(owner, '?end_date=2024-11-01')).toEqual([ids.opener]);
      expect(await listIds(owner, '?privacy_level=friends')).toEqual([ids.goose]);
      expect(await listIds(owner, '?species=mallard')).toEqual([ids.opener]);
      expect(await listIds(owner, '?species=mallard,canada_goose')).toEqual([ids.teal, ids.opener]);
      expect(await listIds(owner, '?search=SNOW')).toEqual([ids.goose]);
      expect(await listIds(owner, '?search=100%25')).toEqual([ids.teal]);
      expect(await listIds(owner, '?search=0%25 t')).toEqual([ids.teal]);
      expect(await listIds(owner, '?search=%25day')).toEqual([]);
      expect(await listIds(owner, `?user=${owner.user.id}&privacy_level=public`)).toEqual([
        ids.opener,
      ]);
    });

    it('refuses bad filters with 400', async () => {
      for (const query of [
        '?species=dodo',
        '?start_date=2024-12-01&end_date=2024-11-01',
        '?start_date=yesterday',
        '?privacy_level=secret',
        '?page_size=101',
        '?page=0',
      ]) {
        expect((await inject(owner, 'GET', `/api/hunts/${query}`)).statusCode, query).toBe(400);
      }
      const range = await inject(
        owner,
        'GET',
        '/api/hunts/?start_date=2024-12-01&end_date=2024-11-01',
      );
      expect(range.json().errors).toEqual({ end_date: [HUNT_MESSAGES.dateRangeOrder] });
    });

    it('paginates 20 to a page by default, up to 100', async () => {
      const busy = await signUp(app);
      for (let day = 1; day <= 22; day += 1) {
        await createHunt(busy, { date_of_hunt: `2023-12-${String(day).padStart(2, '0')}` });
      }
      const mine = `/api/hunts/?user=${busy.user.id}`;
      const first = (await inject(busy, 'GET', mine)).json();
      expect(first).toMatchObject({
        count: 22,
        previous: null,
        next: expect.stringContaining('page=2'),
      });
      expect(first.results).toHaveLength(20);
      const second = (await inject(busy, 'GET', `${mine}&page=2`)).json();
      expect(second.results).toHaveLength(2);
      expect(second.next).toBeNull();
      expect((await inject(busy, 'GET', `${mine}&page_size=100`)).json().results).toHaveLength(22);
    });
  });

  describe('update and delete', () => {
    it('lets the owner change some fields and leaves the rest, the birds and the totals alone', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, {
        notes: 'before',
        birds: [{ species: 'redhead', quantity: 2 }],
      });
      const response = await inject(owner, 'PATCH', `/api/hunts/${hunt.id}/`, {
        notes: 'after',
        privacy_level: 'public',
        weather: { humidity: 80, moon_phase: 'Waxing Crescent' },
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json<Hunt>();
      expect(updated).toMatchObject({
        notes: 'after',
        privacy_level: 'public',
        date_of_hunt: hunt.date_of_hunt,
        total_birds: 2,
        weather: { humidity: 80, moon_phase: 'Waxing Crescent' },
      });
      expect(updated.birds).toEqual(hunt.birds);
      expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(hunt.updated_at));
    });

    it('refuses an invalid change with 400 and changes nothing', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, { notes: 'kept' });
      const response = await inject(owner, 'PATCH', `/api/hunts/${hunt.id}/`, {
        notes: 'changed',
        latitude: -95,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.latitude).toEqual([COORDINATE_MESSAGES.latitudeInvalid]);
      expect((await inject(owner, 'GET', `/api/hunts/${hunt.id}/`)).json().notes).toBe('kept');
    });

    it('deletes the hunt and its birds for the owner (204, then 404)', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, { birds: [{ species: 'brant' }] });
      expect((await inject(owner, 'DELETE', `/api/hunts/${hunt.id}/`)).statusCode).toBe(204);
      expect((await inject(owner, 'GET', `/api/hunts/${hunt.id}/`)).statusCode).toBe(404);
      expect((await inject(owner, 'DELETE', `/api/hunts/${hunt.id}/`)).statusCode).toBe(404);
    });

    it('answers 403 to a viewer who sees the hunt and 404 to one who does not', async () => {
      const [owner, friend, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
      await befriend(owner, friend);
      const hunt = await createHunt(owner, { privacy_level: 'friends', notes: 'mine' });
      expect(
        (await inject(friend, 'PATCH', `/api/hunts/${hunt.id}/`, { notes: 'theirs' })).statusCode,
      ).toBe(403);
      expect(
        (await inject(stranger, 'PATCH', `/api/hunts/${hunt.id}/`, { notes: 'theirs' })).statusCode,
      ).toBe(404);
      expect((await inject(friend, 'DELETE', `/api/hunts/${hunt.id}/`)).statusCode).toBe(403);
      expect((await inject(stranger, 'DELETE', `/api/hunts/${hunt.id}/`)).statusCode).toBe(404);
      expect((await inject(owner, 'GET', `/api/hunts/${hunt.id}/`)).json().notes).toBe('mine');
    });
  });

  describe('birds', () => {
    it('adds quantity copies of a bird and keeps the totals in step', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, { birds: [{ species: 'canvasback' }] });
      const response = await inject(owner, 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
        species: 'white_fronted_goose',
        gender: 'hen',
        quantity: 20,
        harvested_at: '16:30',
        notes: 'Specks at last light',
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json<Hunt>();
      expect(updated).toMatchObject({
        id: hunt.id,
        total_birds: 21,
        total_ducks: 1,
        total_geese: 20,
      });
      expect(
        updated.birds
          .slice(1)
          .every(
            (bird) =>
              bird.species_display === 'White-fronted Goose' && bird.harvested_at === '16:30',
          ),
      ).toBe(true);
      expect(updated.birds).toHaveLength(21);
    });

    it('refuses a bad bird with 400 and the seed’s message, adding nothing', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner);
      for (const [payload, message] of [
        [{ quantity: 2 }, BIRD_MESSAGES.speciesRequired],
        [{ species: '', quantity: 2 }, BIRD_MESSAGES.speciesRequired],
        [{ species: 'mallard', quantity: 21 }, BIRD_MESSAGES.quantityRange],
        [{ species: 'mallard', quantity: 0 }, BIRD_MESSAGES.quantityRange],
      ] as const) {
        const response = await inject(owner, 'POST', `/api/hunts/${hunt.id}/add_bird/`, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe(message);
      }
      expect((await inject(owner, 'GET', `/api/hunts/${hunt.id}/`)).json()).toMatchObject({
        total_birds: 0,
        birds: [],
      });
    });

    it('removes one bird by bird_id in the body or the query and recounts', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, {
        birds: [{ species: 'mallard', quantity: 2 }, { species: 'ross_goose' }],
      });
      const [first, , goose] = hunt.birds;
      const byBody = await inject(owner, 'DELETE', `/api/hunts/${hunt.id}/remove_bird/`, {
        bird_id: goose?.id,
      });
      expect(byBody.statusCode).toBe(200);
      expect(byBody.json()).toMatchObject({ total_birds: 2, total_ducks: 2, total_geese: 0 });
      const byQuery = await inject(
        owner,
        'DELETE',
        `/api/hunts/${hunt.id}/remove_bird/?bird_id=${first?.id}`,
      );
      expect(byQuery.statusCode).toBe(200);
      expect(byQuery.json()).toMatchObject({ total_birds: 1, total_ducks: 1 });
      expect(byQuery.json().birds.map((bird: { id: number }) => bird.id)).not.toContain(first?.id);
    });

    it('refuses a missing bird_id (400) and a bird of another hunt (404), removing nothing', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, { birds: [{ species: 'mallard' }] });
      const other = await createHunt(owner, { birds: [{ species: 'brant' }] });
      const missing = await inject(owner, 'DELETE', `/api/hunts/${hunt.id}/remove_bird/`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ bird_id: [HUNT_MESSAGES.birdIdRequired] });
      expect(
        (await inject(owner, 'DELETE', `/api/hunts/${hunt.id}/remove_bird/?bird_id=abc`))
          .statusCode,
      ).toBe(400);
      const foreign = await inject(owner, 'DELETE', `/api/hunts/${hunt.id}/remove_bird/`, {
        bird_id: other.birds[0]?.id,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await inject(owner, 'GET', `/api/hunts/${other.id}/`)).json().total_birds).toBe(1);
    });

    it('answers 403 to a viewer who sees the hunt and 404 to one who does not', async () => {
      const [owner, friend, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
      await befriend(owner, friend);
      const hunt = await createHunt(owner, {
        privacy_level: 'friends',
        birds: [{ species: 'mallard' }],
      });
      const bird = { species: 'mallard' };
      expect(
        (await inject(friend, 'POST', `/api/hunts/${hunt.id}/add_bird/`, bird)).statusCode,
      ).toBe(403);
      expect(
        (await inject(stranger, 'POST', `/api/hunts/${hunt.id}/add_bird/`, bird)).statusCode,
      ).toBe(404);
      const remove = { bird_id: hunt.birds[0]?.id };
      expect(
        (await inject(friend, 'DELETE', `/api/hunts/${hunt.id}/remove_bird/`, remove)).statusCode,
      ).toBe(403);
      expect(
        (await inject(stranger, 'DELETE', `/api/hunts/${hunt.id}/remove_bird/`, remove)).statusCode,
      ).toBe(404);
      expect((await inject(owner, 'GET', `/api/hunts/${hunt.id}/`)).json().total_birds).toBe(1);
    });
  });

  describe('geojson', () => {
    it('answers a FeatureCollection of points at [lng, lat] with the hunt fields as properties', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, {
        latitude: 38.5,
        longitude: -121.25,
        privacy_level: 'public',
        date_of_hunt: '2022-01-15',
        birds: [{ species: 'mallard', quantity: 2 }, { species: 'canada_goose' }],
      });
      const response = await inject(
        owner,
        'GET',
        '/api/hunts/geojson/?start_date=2022-01-01&end_date=2022-01-31',
      );
      expect(response.statusCode).toBe(200);
      const collection = response.json<HuntFeatureCollection>();
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features).toHaveLength(1);
      const [feature] = collection.features;
      expect(feature?.geometry).toEqual({ type: 'Point', coordinates: [-121.25, 38.5] });
      expect(feature?.properties).toMatchObject({
        id: hunt.id,
        date_of_hunt: '2022-01-15',
        privacy_level: 'public',
        total_birds: 3,
        total_ducks: 2,
        total_geese: 1,
        user: { id: owner.user.id, username: owner.user.username },
        is_owner: true,
        created_at: hunt.created_at,
      });
      expect(feature?.properties.species.sort()).toEqual(['Canada Goose', 'Mallard']);
    });

    it('keeps a feature’s species in step as birds are added and removed', async () => {
      const owner = await signUp(app);
      const hunt = await createHunt(owner, {
        date_of_hunt: '2019-12-07',
        birds: [{ species: 'northern_pintail' }],
      });
      const speciesOnMap = async () =>
        (
          await inject(
            owner,
            'GET',
            '/api/hunts/geojson/?start_date=2019-12-07&end_date=2019-12-07',
          )
        )
          .json<HuntFeatureCollection>()
          .features.find((feature) => feature.properties.id === hunt.id)?.properties.species;
      expect(await speciesOnMap()).toEqual(['Northern Pintail']);

      const added = await inject(owner, 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
        species: 'snow_goose',
        quantity: 2,
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(await speciesOnMap()).toEqual(['Northern Pintail', 'Snow Goose']);

      const pintail = added.json<Hunt>().birds.find((bird) => bird.species === 'northern_pintail');
      const removed = await inject(
        owner,
        'DELETE',
        `/api/hunts/${hunt.id}/remove_bird/?bird_id=${pintail?.id}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await speciesOnMap()).toEqual(['Snow Goose']);
    });

    it('filters by privacy level and date range, and shows others only what they may see', async () => {
      const [owner, stranger] = [await signUp(app), await signUp(app)];
      const publicHunt = await createHunt(owner, {
        privacy_level: 'public',
        date_of_hunt: '2021-03-01',
      });
      const privateHunt = await createHunt(owner, {
        privacy_level: 'private',
        date_of_hunt: '2021-03-02',
      });
      const ids = async (hunter: Hunter | null, query: string) =>
        (await inject(hunter, 'GET', `/api/hunts/geojson/${query}`))
          .json<HuntFeatureCollection>()
          .features.map((feature) => feature.properties.id);
      const march = '?start_date=2021-03-01&end_date=2021-03-31';
      expect(await ids(owner, march)).toEqual([privateHunt.id, publicHunt.id]);
      expect(await ids(owner, `${march}&privacy_level=private`)).toEqual([privateHunt.id]);
      expect(await ids(stranger, march)).toEqual([publicHunt.id]);
      expect(await ids(null, march)).toEqual([publicHunt.id]);
      expect(await ids(owner, '?start_date=2021-03-02&end_date=2021-03-02')).toEqual([
        privateHunt.id,
      ]);
      expect(
        (await inject(owner, 'GET', '/api/hunts/geojson/?privacy_level=everyone')).statusCode,
      ).toBe(400);
    });
  });

  it('documents every hunt route in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/hunts/',
      '/api/hunts/geojson/',
      '/api/hunts/{id}/',
      '/api/hunts/{id}/add_bird/',
      '/api/hunts/{id}/remove_bird/',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(paths['/api/hunts/{id}/'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
  });

  describe('blocking', () => {
    it('hides friends-level hunts from a blocked friend at once, everywhere, but not public ones', async () => {
      const [owner, friend] = [await signUp(app), await signUp(app)];
      const friendship = await befriend(friend, owner);
      const shared = await createHunt(owner, {
        privacy_level: 'friends',
        date_of_hunt: '2020-01-05',
      });
      const open = await createHunt(owner, { privacy_level: 'public', date_of_hunt: '2020-01-04' });
      const range = '?start_date=2020-01-01&end_date=2020-01-31';
      const geoIds = async () =>
        (await inject(friend, 'GET', `/api/hunts/geojson/${range}`))
          .json<HuntFeatureCollection>()
          .features.map((f) => f.properties.id);

      const seen = await inject(friend, 'GET', `/api/hunts/${shared.id}/`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().user.email).toBe(owner.email);
      expect(await listIds(friend, range)).toEqual([shared.id, open.id]);
      expect(await geoIds()).toEqual([shared.id, open.id]);

      expect(
        (await inject(owner, 'POST', `/api/friendships/${friendship}/block/`)).statusCode,
      ).toBe(200);
      expect((await inject(friend, 'GET', `/api/hunts/${shared.id}/`)).statusCode).toBe(404);
      expect(await listIds(friend, range)).toEqual([open.id]);
      expect(await geoIds()).toEqual([open.id]);
      const publicView = await inject(friend, 'GET', `/api/hunts/${open.id}/`);
      expect(publicView.statusCode).toBe(200);
      expect(publicView.json().user.email).toBeNull();
    });
  });
});
