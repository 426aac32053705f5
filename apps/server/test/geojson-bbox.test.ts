import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDING_BOX_MESSAGE } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { expectCompressedAsPlain } from './support/geojson.js';
import { signUp, type Hunter } from './support/users.js';

interface FeatureCollection {
  type: string;
  features: { properties: { id: number } }[];
}

/** GET /api/{hunts,locations}/geojson/?bbox=west,south,east,north: only what is on screen. */
describe(`map GeoJSON within a bounding box on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  const ids: Record<'hunts' | 'locations', Record<string, number>> = { hunts: {}, locations: {} };
  const places = {
    sacramento: { latitude: 39.31, longitude: -121.79 },
    chesapeake: { latitude: 38.5, longitude: -76.3 },
    fiji: { latitude: -17.7, longitude: 178.1 },
    samoa: { latitude: -13.8, longitude: -172.1 },
  };

  const mapIds = async (kind: 'hunts' | 'locations', bbox: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${kind}/geojson/?bbox=${bbox}`,
      headers: ann.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const collection = response.json<FeatureCollection>();
    expect(collection.type).toBe('FeatureCollection');
    return collection.features.map((feature) => feature.properties.id).sort((a, b) => a - b);
  };
  const named = (kind: 'hunts' | 'locations', ...names: (keyof typeof places)[]) =>
    names.map((name) => ids[kind][name]).sort((a = 0, b = 0) => a - b);

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { username: 'ann_bbox' });
    for (const [name, point] of Object.entries(places)) {
      const hunt = await app.inject({
        method: 'POST',
        url: '/api/hunts/',
        headers: ann.headers,
        payload: { date_of_hunt: '2024-11-16', privacy_level: 'private', ...point },
      });
      expect(hunt.statusCode, hunt.body).toBe(201);
      ids.hunts[name] = hunt.json<{ id: number }>().id;
      const location = await app.inject({
        method: 'POST',
        url: '/api/locations/',
        headers: ann.headers,
        payload: { name: `Blind near ${name}`, ...point },
      });
      expect(location.statusCode, location.body).toBe(201);
      ids.locations[name] = location.json<{ id: number }>().id;
    }
  });
  afterAll(() => app.close());

  describe.each(['hunts', 'locations'] as const)('%s', (kind) => {
    it('holds only the points inside the box', async () => {
      expect(await mapIds(kind, '-125,32,-114,42')).toEqual(named(kind, 'sacramento'));
      expect(await mapIds(kind, '-125,30,-70,45')).toEqual(named(kind, 'sacramento', 'chesapeake'));
      expect(await mapIds(kind, '0,60,10,70')).toEqual([]);
    });

    it('compresses the collection with brotli or gzip as the request accepts', async () => {
      await expectCompressedAsPlain(app, `/api/${kind}/geojson/`, ann.headers);
    });

    it('wraps the antimeridian when west is east of east', async () => {
      expect(await mapIds(kind, '170,-20,-170,-10')).toEqual(named(kind, 'fiji', 'samoa'));
    });

    it.each(['1,2,3', '-200,0,10,10', '0,10,10,0', 'a,b,c,d', '0,0,10,10,5', ',,,'])(
      'refuses bbox=%s with 400 and a clear message',
      async (bbox) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/${kind}/geojson/?bbox=${bbox}`,
          headers: ann.headers,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ bbox: [BOUNDING_BOX_MESSAGE] });
      },
    );
  });
});
