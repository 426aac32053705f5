import { describe, expect, it } from 'vitest';
import { benchScenarios, expandGroups, MAP_IDLE_ID } from './scenarios.js';

const accounts = {
  viewer: { id: 1, email: 'hunter00001@bench.marshlog.test', friends: 30, hunts: 20 },
  friend: { id: 2, email: 'hunter00002@bench.marshlog.test', friendsOnlyHunts: 3 },
  friendHuntId: 7,
};

describe('scenario groups', () => {
  it('expands map into the three whole-country GeoJSON endpoints and the browser', () => {
    expect(expandGroups(['map'])).toEqual([
      'hunt-geojson',
      'location-geojson',
      'report-geojson',
      MAP_IDLE_ID,
    ]);
  });

  it('keeps plain ids and drops repeats', () => {
    expect(expandGroups(['sign-in', 'map', 'hunt-geojson'])).toEqual([
      'sign-in',
      'hunt-geojson',
      'location-geojson',
      'report-geojson',
      MAP_IDLE_ID,
    ]);
  });

  it('measures the report GeoJSON against its floor, the whole country', () => {
    const report = benchScenarios(accounts).find((scenario) => scenario.id === 'report-geojson');
    expect(report).toMatchObject({
      path: '/api/reports/geojson/',
      budgets: { throughputVsFloor: true },
    });
  });
});
