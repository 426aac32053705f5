import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDate,
  seasonLabel,
  seasonStartYear,
  type HarvestInsights,
  type HuntCreateInput,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

describe(`harvest insights on ${testBackend}`, () => {
  let app: TestApp;
  let hal: Hunter;
  let other: Hunter;
  const thisSeason = seasonStartYear(localDate(new Date(), 'UTC'));
  const opener = `${thisSeason}-09-01`;
  const lastSeasonNovember = `${thisSeason - 1}-11-16`;
  const lastSeasonJanuary = `${thisSeason}-01-10`;

  beforeAll(async () => {
    app = await createTestApp();
    hal = await signUp(app, { username: 'harvest_hal' });
    other = await signUp(app, { username: 'harvest_other' });
  });
  afterAll(() => app.close());

  const insights = (hunter: Hunter) =>
    app
      .inject({
        method: 'GET',
        url: '/api/activity-analytics/harvest_insights/',
        headers: hunter.headers,
      })
      .then((response) => {
        expect(response.statusCode).toBe(200);
        return response.json<HarvestInsights>();
      });

  it('answers the current season with zeros and empty lists before the first hunt', async () => {
    const empty = await insights(hal);
    expect(empty.current_season).toBe(seasonLabel(thisSeason));
    expect(empty.seasons).toEqual([
      {
        season: seasonLabel(thisSeason),
        start_year: thisSeason,
        hunts: 0,
        hunts_with_birds: 0,
        success_rate_percent: 0,
        birds: 0,
        birds_per_hunt: 0,
        categories: [
          { category: 'dabblers', birds: 0 },
          { category: 'divers', birds: 0 },
          { category: 'geese', birds: 0 },
        ],
        species: [],
      },
    ]);
    expect(empty.over_time).toEqual([]);
    expect(empty.productive_places).toEqual([]);
    expect(empty.wind_bands.every((band) => band.hunts === 0 && band.birds_per_hunt === 0)).toBe(
      true,
    );
  });

  it("counts the hunter's own hunts by season, species, category, month, place and weather", async () => {
    const north = await saveLocation(app, hal, { name: 'North pothole' });
    const south = await saveLocation(app, hal, { name: 'South slough' });
    const hunts: Partial<HuntCreateInput>[] = [
      {
        date_of_hunt: opener,
        location: north.id,
        wind_speed: 4,
        temperature: 30,
        birds: [
          { species: 'mallard', quantity: 2 },
          { species: 'canvasback', quantity: 1 },
        ],
      },
      { date_of_hunt: opener, location: north.id, wind_speed: 12, temperature: 50 },
      {
        date_of_hunt: lastSeasonNovember,
        location: south.id,
        wind_speed: 20,
        temperature: 20,
        birds: [
          { species: 'canada_goose', quantity: 3 },
          { species: 'gadwall', quantity: 1 },
        ],
      },
      { date_of_hunt: lastSeasonJanuary, birds: [{ species: 'bufflehead', quantity: 1 }] },
    ];
    for (const hunt of hunts) await logHunt(app, hal, hunt);
    // Another hunter's harvest never counts in Hal's.
    await logHunt(app, other, {
      date_of_hunt: opener,
      privacy_level: 'public',
      wind_speed: 4,
      birds: [{ species: 'mallard', quantity: 5 }],
    });

    const result = await insights(hal);
    expect(result.seasons.map((season) => season.season)).toEqual([
      seasonLabel(thisSeason),
      seasonLabel(thisSeason - 1),
    ]);
    const [current, previous] = result.seasons;
    expect(current).toMatchObject({
      hunts: 2,
      hunts_with_birds: 1,
      success_rate_percent: 50,
      birds: 3,
      birds_per_hunt: 1.5,
      categories: [
        { category: 'dabblers', birds: 2 },
        { category: 'divers', birds: 1 },
        { category: 'geese', birds: 0 },
      ],
      species: [
        { species: 'mallard', birds: 2 },
        { species: 'canvasback', birds: 1 },
      ],
    });
    expect(previous).toMatchObject({
      hunts: 2,
      hunts_with_birds: 2,
      success_rate_percent: 100,
      birds: 5,
      birds_per_hunt: 2.5,
      categories: [
        { category: 'dabblers', birds: 1 },
        { category: 'divers', birds: 1 },
        { category: 'geese', birds: 3 },
      ],
      species: [
        { species: 'canada_goose', birds: 3 },
        { species: 'bufflehead', birds: 1 },
        { species: 'gadwall', birds: 1 },
      ],
    });

    expect(result.over_time).toEqual([
      { month: lastSeasonNovember.slice(0, 7), hunts: 1, birds: 4, birds_per_hunt: 4 },
      { month: lastSeasonJanuary.slice(0, 7), hunts: 1, birds: 1, birds_per_hunt: 1 },
      { month: opener.slice(0, 7), hunts: 2, birds: 3, birds_per_hunt: 1.5 },
    ]);
    expect(result.productive_places).toEqual([
      { location_id: south.id, name: 'South slough', hunts: 1, birds: 4, birds_per_hunt: 4 },
      { location_id: north.id, name: 'North pothole', hunts: 2, birds: 3, birds_per_hunt: 1.5 },
    ]);
    expect(result.wind_bands).toEqual([
      { band: '0-5 mph', hunts: 1, birds: 3, birds_per_hunt: 3 },
      { band: '5-10 mph', hunts: 0, birds: 0, birds_per_hunt: 0 },
      { band: '10-15 mph', hunts: 1, birds: 0, birds_per_hunt: 0 },
      { band: '15+ mph', hunts: 1, birds: 4, birds_per_hunt: 4 },
    ]);
    expect(result.temperature_bands).toEqual([
      { band: 'Below 25°F', hunts: 1, birds: 4, birds_per_hunt: 4 },
      { band: '25-45°F', hunts: 1, birds: 3, birds_per_hunt: 3 },
      { band: '45-55°F', hunts: 1, birds: 0, birds_per_hunt: 0 },
      { band: '55-65°F', hunts: 0, birds: 0, birds_per_hunt: 0 },
      { band: '65°F and up', hunts: 0, birds: 0, birds_per_hunt: 0 },
    ]);
  });
});
