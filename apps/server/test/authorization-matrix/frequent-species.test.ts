import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_LEVELS, type FrequentSpecies } from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { buildWorld, WORLD_VIEWERS, type World } from './world.js';

/** Each privacy level's birds are of their own species, so an answer shows which hunts it read. */
const speciesOfLevel = { private: 'king_eider', friends: 'brant', public: 'redhead' } as const;

describe(`authorization matrix: frequent species on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    for (const level of PRIVACY_LEVELS) {
      const response = await world.request('owner', {
        method: 'POST',
        url: '/api/hunts/',
        payload: {
          date_of_hunt: '2019-10-01',
          latitude: 40,
          longitude: -120,
          privacy_level: level,
          birds: [{ species: speciesOfLevel[level], quantity: 2 }],
        },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => app.close());

  it.each(WORLD_VIEWERS)(
    '%s reads only their own birds (the owner all three levels)',
    async (viewer) => {
      const response = await world.request(viewer, {
        method: 'GET',
        url: '/api/hunts/frequent_species/',
      });
      if (viewer === 'signedOut') {
        expect(response.statusCode).toBe(401);
        return;
      }
      expect(response.statusCode).toBe(200);
      const species = response
        .json<FrequentSpecies>()
        .results.map((row) => row.species)
        .sort();
      expect(species).toEqual(viewer === 'owner' ? ['brant', 'king_eider', 'redhead'] : []);
    },
  );
});
