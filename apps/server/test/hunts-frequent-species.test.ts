import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrequentSpecies } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { getAs } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

describe(`GET /api/hunts/frequent_species/ on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let bo: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail' });
    bo = await signUp(app, { name: 'Bo Gadwall' });
  });
  afterAll(() => app.close());

  const frequentOf = async (hunter: Hunter) => {
    const response = await getAs(app, '/api/hunts/frequent_species/', hunter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FrequentSpecies>().results;
  };

  it('answers an empty list to a hunter with no birds logged', async () => {
    expect(await frequentOf(ann)).toEqual([]);
  });

  it('counts the hunter’s own birds per species over every hunt and privacy level, most first', async () => {
    await logHunt(app, ann, {
      privacy_level: 'private',
      birds: [
        { species: 'green_winged_teal', quantity: 3 },
        { species: 'mallard', gender: 'hen', quantity: 1 },
      ],
    });
    await logHunt(app, ann, {
      privacy_level: 'public',
      birds: [
        { species: 'mallard', quantity: 2 },
        { species: 'canvasback', quantity: 1 },
        { species: 'brant', quantity: 1 },
      ],
    });
    expect(await frequentOf(ann)).toEqual([
      { species: 'green_winged_teal', species_display: 'Green-winged Teal', birds: 3 },
      { species: 'mallard', species_display: 'Mallard', birds: 3 },
      { species: 'brant', species_display: 'Brant', birds: 1 },
      { species: 'canvasback', species_display: 'Canvasback', birds: 1 },
    ]);
  });

  it('never counts another hunter’s birds, even public ones', async () => {
    await logHunt(app, bo, {
      privacy_level: 'public',
      birds: [{ species: 'snow_goose', quantity: 20 }],
    });
    expect((await frequentOf(ann)).map((row) => row.species)).not.toContain('snow_goose');
    expect(await frequentOf(bo)).toEqual([
      { species: 'snow_goose', species_display: 'Snow Goose', birds: 20 },
    ]);
  });

  it('follows removals: a removed bird no longer counts', async () => {
    const hunt = await logHunt(app, bo, { birds: [{ species: 'gadwall', quantity: 1 }] });
    const bird = hunt.birds[0];
    expect(bird).toBeDefined();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/hunts/${hunt.id}/remove_bird/`,
      headers: bo.headers,
      payload: { bird_id: bird?.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await frequentOf(bo)).map((row) => row.species)).toEqual(['snow_goose']);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await getAs(app, '/api/hunts/frequent_species/', undefined);
    expect(response.statusCode).toBe(401);
  });
});
