import type { ScenarioBudgets } from './budgets.js';
import { BENCH_PASSWORD } from './profiles.js';
import type { BenchAccounts } from './seed/target.js';

/** One stretch of load, in seconds: a warm-up, then the measured part. */
export interface Stretch {
  warmup: number;
  measure: number;
  /** Seconds one request may take before it counts as failed. */
  timeout: number;
}

/**
 * How long a scenario warms up and is measured at each concurrency, in seconds. On PostgreSQL the
 * measured time is cut into `rounds` that alternate between the API and its floor (bench/paired.ts),
 * each round after the first warming up for `rewarm` seconds.
 */
export interface Window extends Stretch {
  rounds: number;
  rewarm: number;
}

/** One request the benchmark repeats, as the main viewer unless signed out. */
export interface Scenario {
  id: string;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sends the viewer's bearer token. */
  signedIn: boolean;
  budgets: ScenarioBudgets;
  /** Work the route does besides SQL that its floor must repeat: the scrypt check of sign-in. */
  passwordCheck?: boolean;
  window: Window;
  /**
   * Also measured against the bare HTTP floor (bench/bare-http.ts): the same SQL behind node:http
   * alone, the least any Node HTTP server adds; for the routes whose floor is about a millisecond,
   * and the GeoJSON of one region, whose answer (about 150 KB) weighs more than its SQL.
   */
  bareHttp?: boolean;
  /** Only these concurrencies, when not all of them make sense. */
  clients?: readonly number[];
}

const QUICK: Window = { warmup: 2, measure: 8, timeout: 30, rounds: 4, rewarm: 1 };
/** Whole-map GeoJSON answers run to megabytes: longer windows, so 64 clients each finish a few. */
const HEAVY: Window = { warmup: 5, measure: 20, timeout: 120, rounds: 2, rewarm: 5 };
/** scrypt at production cost takes about half a second of a core: 64 clients queue for seconds. */
const SIGN_IN: Window = { warmup: 10, measure: 20, timeout: 120, rounds: 1, rewarm: 10 };

/** A map zoomed to the Sacramento Valley: what a hunter's screen asks for. */
const REGION_ON_SCREEN = '-123.0,38.5,-121.0,40.5';

/** Issue 14's scenarios, plus /api/users/me/ as the cheapest signed-in route. */
export function benchScenarios(accounts: BenchAccounts): Scenario[] {
  return [
    {
      id: 'users-me',
      title: 'own profile (/users/me/)',
      method: 'GET',
      path: '/api/users/me/',
      signedIn: true,
      budgets: {},
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'hunt-list',
      title: 'hunt list',
      method: 'GET',
      path: '/api/hunts/',
      signedIn: true,
      budgets: { p99Cap: true },
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'hunt-list-mine',
      title: "hunt list of one's own",
      method: 'GET',
      path: '/api/hunts/?scope=mine',
      signedIn: true,
      budgets: { p99Cap: true },
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'hunt-detail',
      title: "a friend's hunt detail",
      method: 'GET',
      path: `/api/hunts/${accounts.friendHuntId}/`,
      signedIn: true,
      budgets: { p99Cap: true },
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'hunt-geojson-region',
      title: 'hunt GeoJSON, one region on screen',
      method: 'GET',
      path: `/api/hunts/geojson/?bbox=${REGION_ON_SCREEN}`,
      signedIn: true,
      budgets: { throughputVsFloor: true },
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'location-geojson-region',
      title: 'location GeoJSON, one region on screen',
      method: 'GET',
      path: `/api/locations/geojson/?bbox=${REGION_ON_SCREEN}`,
      signedIn: true,
      budgets: { throughputVsFloor: true },
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'hunt-geojson',
      title: 'hunt GeoJSON, the whole country',
      method: 'GET',
      path: '/api/hunts/geojson/',
      signedIn: true,
      budgets: { throughputVsFloor: true },
      window: HEAVY,
      // 64 hunters each pulling 30 MB at once only measures the pool's queue (10 s, then 503).
      clients: [1],
    },
    {
      id: 'location-geojson',
      title: 'location GeoJSON, the whole country',
      method: 'GET',
      path: '/api/locations/geojson/',
      signedIn: true,
      budgets: { throughputVsFloor: true },
      window: HEAVY,
    },
    {
      id: 'report-geojson',
      title: 'report GeoJSON, the whole country',
      method: 'GET',
      path: '/api/reports/geojson/',
      signedIn: true,
      budgets: { throughputVsFloor: true },
      window: HEAVY,
      clients: [1],
    },
    {
      id: 'feed',
      title: 'activity feed, first page (a hunter with friends)',
      method: 'GET',
      path: '/api/feed/',
      signedIn: true,
      budgets: { p99Cap: true },
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'location-list',
      title: 'location list',
      method: 'GET',
      path: '/api/locations/',
      signedIn: true,
      budgets: {},
      window: QUICK,
      bareHttp: true,
    },
    {
      id: 'sign-in',
      title: 'sign-in',
      method: 'POST',
      path: '/api/auth/login/',
      body: JSON.stringify({ email: accounts.viewer.email, password: BENCH_PASSWORD }),
      signedIn: false,
      budgets: {},
      passwordCheck: true,
      window: SIGN_IN,
    },
  ];
}

/** The browser measurement of issue 8: GeoJSON arrived to an idle, interactive map. */
export const MAP_IDLE_ID = 'map-idle';

/**
 * Names that select several scenarios at once: `--scenarios map` is issue 8's map scenario (the
 * three whole-country GeoJSON endpoints against their floors, and the map in Chromium).
 */
export const SCENARIO_GROUPS: Record<string, readonly string[]> = {
  map: ['hunt-geojson', 'location-geojson', 'report-geojson', MAP_IDLE_ID],
};

/** The asked ids with every group name replaced by its members. */
export function expandGroups(ids: readonly string[]): string[] {
  return [...new Set(ids.flatMap((id) => SCENARIO_GROUPS[id] ?? [id]))];
}

/** The scenario's window scaled by --time-scale (never below a second of measurement). */
export function scaledWindow(window: Window, scale: number): Window {
  return {
    ...window,
    warmup: window.warmup * scale,
    rewarm: window.rewarm * scale,
    measure: Math.max(1, window.measure * scale),
  };
}
