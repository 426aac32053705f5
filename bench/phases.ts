import crypto from 'node:crypto';
import path from 'node:path';
import { bareHttpSide, startBareHttp } from './bare-http.js';
import type { ServerDatabase, CapturedStatement } from './capture.js';
import type { BenchOptions } from './cli.js';
import {
  measureFloor,
  pgliteFloor,
  postgresFloor,
  type FloorDriver,
  type FloorPlan,
} from './floor.js';
import { measureApi, ScenarioFailed, signIn } from './load.js';
import { measureMapIdle } from './map-browser.js';
import { mapLine, type MapOutcome } from './map-report.js';
import { interleave, type Side } from './paired.js';
import { BENCH_PASSWORD } from './profiles.js';
import { progress } from './progress.js';
import { scaledWindow, type Scenario, type Window } from './scenarios.js';
import type { BenchTarget } from './seed/prepare.js';
import type { BenchAccounts } from './seed/target.js';
import { settle, startServer } from './server.js';
import { pooled, type Measurement } from './stats.js';

export const key = (scenario: Scenario, clients: number) => `${scenario.id}@${clients}`;

/** The concurrencies asked for that the scenario runs at (all of them unless it names its own). */
export const clientsOf = (scenario: Scenario, asked: readonly number[]) =>
  scenario.clients ? asked.filter((clients) => scenario.clients?.includes(clients)) : asked;

/** A measurement, or why the scenario could not be measured (a non-2xx answer, a timeout). */
export type ApiOutcome = Measurement | { failure: string };

export const NOT_MEASURED: Measurement = {
  samples: 0,
  p50: Number.NaN,
  p99: Number.NaN,
  throughput: Number.NaN,
};

function describe(m: Measurement): string {
  return `p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, ${m.throughput.toFixed(1)}/s (n=${m.samples})`;
}

/** The floor of a scenario: the statements one request sends, and sign-in's password check. */
export function floorPlans(
  captured: Map<string, CapturedStatement[]>,
  passwordHash: string,
  scenarios: readonly Scenario[],
): Map<string, FloorPlan> {
  return new Map(
    scenarios.map((scenario) => [
      scenario.id,
      {
        statements: captured.get(scenario.id) ?? [],
        ...(scenario.passwordCheck ? { passwordHash } : {}),
      },
    ]),
  );
}

/** One side of the comparison: the floor of a plan at a concurrency, for one stretch. */
function floorSide(driver: FloorDriver, plan: FloorPlan | undefined, clients: number): Side {
  return (stretch) =>
    measureFloor(driver, plan ?? { statements: [] }, clients, {
      warmupMs: stretch.warmup * 1000,
      measureMs: stretch.measure * 1000,
    });
}

/** The floors measured beside the API, in alternating rounds (PostgreSQL: both can run at once). */
interface FloorsBeside {
  driver: FloorDriver;
  /** The database the bare HTTP floor connects to. */
  databaseUrl: string;
  plans: Map<string, FloorPlan>;
}

/** What one bench run measures, and where. */
export interface BenchRun {
  target: BenchTarget;
  database: ServerDatabase;
  /** The server's DATA_DIR on PostgreSQL (photos, keys). */
  scratchDir: string;
  accounts: BenchAccounts;
  options: BenchOptions;
  scenarios: readonly Scenario[];
  /** Whether issue 8's map measurement in Chromium runs after the API scenarios. */
  mapIdle: boolean;
  plans: Map<string, FloorPlan>;
}

export interface ServerResults {
  api: Map<string, ApiOutcome>;
  floors: Map<string, Measurement>;
  /** The bare HTTP floor, for the scenarios that ask for it (PostgreSQL only). */
  bareHttp: Map<string, Measurement>;
  /** The same statements behind Fastify alone, beside each bare HTTP floor. */
  fastifyAlone: Map<string, Measurement>;
  map?: MapOutcome;
}

/** The sides of one scenario at one concurrency, and where their measurements go. */
interface Comparison {
  window: Window;
  api: Side;
  /** The API side's bearer token, sent to the bare HTTP floors too. */
  token: string | undefined;
  beside: FloorsBeside;
  results: ServerResults;
}

/**
 * One scenario at one concurrency in alternating rounds with its floor, and with the bare HTTP
 * floor (bare-http.ts) where the scenario asks for it.
 */
async function measureBeside(
  scenario: Scenario,
  clients: number,
  { window, api, token, beside, results }: Comparison,
): Promise<void> {
  const statements = beside.plans.get(scenario.id)?.statements ?? [];
  const answer = scenario.budgets.throughputVsFloor ? 'features' : 'rows';
  const bare = scenario.bareHttp
    ? {
        node: await startBareHttp(beside.databaseUrl, statements, answer, 'node'),
        fastify: await startBareHttp(beside.databaseUrl, statements, answer, 'fastify'),
      }
    : undefined;
  try {
    const sides: Record<string, Side> = {
      api,
      floor: floorSide(beside.driver, beside.plans.get(scenario.id), clients),
      ...(bare
        ? {
            bare: bareHttpSide(bare.node, scenario, clients, token),
            fastify: bareHttpSide(bare.fastify, scenario, clients, token),
          }
        : {}),
    };
    const measured = await interleave(window, sides);
    const at = key(scenario, clients);
    results.api.set(at, measured.api ?? NOT_MEASURED);
    results.floors.set(at, measured.floor ?? NOT_MEASURED);
    if (measured.bare) results.bareHttp.set(at, measured.bare);
    if (measured.fastify) results.fastifyAlone.set(at, measured.fastify);
    for (const [name, measurement] of Object.entries(measured)) {
      progress(`${name.padEnd(7)} ${scenario.id} @${clients}: ${describe(measurement)}`);
    }
  } finally {
    await Promise.all([bare?.node.stop(), bare?.fastify.stop()]);
  }
}

/**
 * The API phase: the built server as a child process, each scenario at each concurrency, with
 * its floor in alternating rounds when one is given.
 */
async function measureServer(run: BenchRun, beside?: FloorsBeside): Promise<ServerResults> {
  const { database, scratchDir, accounts, scenarios, options } = run;
  const settings: Record<string, string> =
    'DATABASE_URL' in database
      ? {
          DATABASE_URL: database.DATABASE_URL,
          JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
          DATA_DIR: scratchDir,
        }
      : { DATA_DIR: database.DATA_DIR };
  // Every sign-in request carries its own X-Forwarded-For: the per-IP limit would otherwise stop
  // the sign-in scenario after 30 requests a minute.
  const server = await startServer({ ...settings, TRUST_PROXY: 'true' });
  const credentials = JSON.stringify({ email: accounts.viewer.email, password: BENCH_PASSWORD });
  const results: ServerResults = {
    api: new Map(),
    floors: new Map(),
    bareHttp: new Map(),
    fastifyAlone: new Map(),
  };
  try {
    for (const scenario of scenarios) {
      for (const clients of clientsOf(scenario, options.clients)) {
        const token = await signIn(server.url, credentials);
        const window = scaledWindow(scenario.window, options.timeScale);
        const api: Side = async (stretch) => {
          try {
            return await measureApi(server.url, scenario, token, clients, stretch);
          } finally {
            await settle(server.url);
          }
        };
        try {
          if (beside) {
            await measureBeside(scenario, clients, { window, api, token, beside, results });
          } else {
            const measured = pooled([await api(window)]);
            results.api.set(key(scenario, clients), measured);
            progress(`api     ${scenario.id} @${clients}: ${describe(measured)}`);
          }
        } catch (error) {
          if (!(error instanceof ScenarioFailed)) throw error;
          results.api.set(key(scenario, clients), { failure: error.message });
          progress(`api     ${scenario.id} @${clients}: FAILED: ${error.message}`);
        }
      }
    }
    if (!run.mapIdle) return results;
    progress('Measuring the map in headless Chromium (issue 8)');
    results.map = await measureMapIdle(server.url, accounts).catch((error: unknown) => ({
      failure: error instanceof Error ? error.message : String(error),
    }));
    progress(mapLine(results.map));
    return results;
  } finally {
    await server.stop();
  }
}

/** The floor phase after the API's (PGlite: the server holds the database while it runs). */
async function measureFloorsAfter(
  driver: FloorDriver,
  { plans, scenarios, options }: BenchRun,
): Promise<Map<string, Measurement>> {
  const results = new Map<string, Measurement>();
  for (const scenario of scenarios) {
    for (const clients of clientsOf(scenario, options.clients)) {
      const window = scaledWindow(scenario.window, options.timeScale);
      const measured = pooled([await floorSide(driver, plans.get(scenario.id), clients)(window)]);
      results.set(key(scenario, clients), measured);
      progress(`floor  ${scenario.id} @${clients}: ${describe(measured)}`);
    }
  }
  return results;
}

/**
 * The API and the floors: on PostgreSQL side by side in alternating rounds; on PGlite, whose
 * database one process holds at a time, the floors after the server has stopped.
 */
export async function measureAll(run: BenchRun): Promise<ServerResults & { floorDriver: string }> {
  const { target } = run;
  if (target.kind === 'postgres') {
    const driver = postgresFloor(target.url);
    progress(`Measuring the API (built server on loopback, autocannon) in rounds with its floor`);
    try {
      const results = await measureServer(run, {
        driver,
        databaseUrl: target.url,
        plans: run.plans,
      });
      return { ...results, floorDriver: driver.description };
    } finally {
      await driver.close();
    }
  }
  progress('Measuring the API (built server on loopback, autocannon)');
  const results = await measureServer(run);
  const driver = await pgliteFloor(path.join(target.dataDir, 'db'));
  progress(`Measuring the floors (${driver.description})`);
  try {
    const floors = await measureFloorsAfter(driver, run);
    return { ...results, floors, floorDriver: driver.description };
  } finally {
    await driver.close();
  }
}
