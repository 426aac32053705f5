import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkBudgets, verdict } from './budgets.js';
import { captureStatements, type CapturedStatement, type ServerDatabase } from './capture.js';
import { parseArgs, USAGE, UsageError, type BenchOptions } from './cli.js';
import { measureFloor, pgliteFloor, postgresFloor, type FloorDriver } from './floor.js';
import { measureApi, ScenarioFailed, signIn } from './load.js';
import { measureMapIdle } from './map-browser.js';
import { mapLine, type MapOutcome } from './map-report.js';
import { describeMachine } from './machine.js';
import { BENCH_PASSWORD } from './profiles.js';
import { consoleTable, writeReport, type ResultRow } from './report.js';
import {
  benchScenarios,
  expandGroups,
  MAP_IDLE_ID,
  scaledWindow,
  type Scenario,
} from './scenarios.js';
import {
  prepareDatabase,
  RefusedDatabaseError,
  temporaryDataDir,
  type BenchTarget,
} from './seed/prepare.js';
import type { BenchAccounts } from './seed/target.js';
import { SERVER_BUNDLE, settle, startServer } from './server.js';
import { connectPglite, connectPostgres, type SqlSession } from './sql-session.js';
import type { Measurement } from './stats.js';

const key = (scenario: Scenario, clients: number) => `${scenario.id}@${clients}`;

/** The concurrencies asked for that the scenario runs at (all of them unless it names its own). */
const clientsOf = (scenario: Scenario, asked: readonly number[]) =>
  scenario.clients ? asked.filter((clients) => scenario.clients?.includes(clients)) : asked;
const began = performance.now();
/** Progress with the seconds since the start, so slow steps show. */
const progress = (line: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** A measurement, or why the scenario could not be measured (a non-2xx answer, a timeout). */
type ApiOutcome = Measurement | { failure: string };

const NOT_MEASURED: Measurement = {
  samples: 0,
  p50: Number.NaN,
  p99: Number.NaN,
  throughput: Number.NaN,
};

function describe(m: Measurement): string {
  return `p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, ${m.throughput.toFixed(1)}/s (n=${m.samples})`;
}

function openSession(target: BenchTarget): Promise<SqlSession> {
  return target.kind === 'postgres'
    ? connectPostgres(target.url)
    : connectPglite(path.join(target.dataDir, 'db'));
}

/** The API scenarios asked for (groups such as `map` expanded), and whether the map runs. */
function pickScenarios(
  options: BenchOptions,
  accounts: BenchAccounts,
): { scenarios: Scenario[]; mapIdle: boolean } {
  const all = benchScenarios(accounts);
  if (options.scenarios.length === 0) return { scenarios: all, mapIdle: true };
  const asked = expandGroups(options.scenarios);
  const known = [...all.map((scenario) => scenario.id), MAP_IDLE_ID];
  const unknown = asked.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown scenario ${unknown.join(', ')}; the scenarios are ${known.join(', ')} (map: issue 8's)`,
    );
  }
  return {
    scenarios: all.filter((scenario) => asked.includes(scenario.id)),
    mapIdle: asked.includes(MAP_IDLE_ID),
  };
}

/** The API phase: the built server as a child process, each scenario at each concurrency. */
async function measureServer(
  database: ServerDatabase,
  scratchDir: string,
  accounts: BenchAccounts,
  scenarios: readonly Scenario[],
  options: BenchOptions,
  mapIdle: boolean,
): Promise<{ results: Map<string, ApiOutcome>; map?: MapOutcome }> {
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
  const results = new Map<string, ApiOutcome>();
  try {
    for (const scenario of scenarios) {
      for (const clients of clientsOf(scenario, options.clients)) {
        const token = await signIn(server.url, credentials);
        const window = scaledWindow(scenario.window, options.timeScale);
        try {
          const measured = await measureApi(server.url, scenario, token, clients, window);
          results.set(key(scenario, clients), measured);
          progress(`api    ${scenario.id} @${clients}: ${describe(measured)}`);
        } catch (error) {
          if (!(error instanceof ScenarioFailed)) throw error;
          results.set(key(scenario, clients), { failure: error.message });
          progress(`api    ${scenario.id} @${clients}: FAILED: ${error.message}`);
        }
        await settle(server.url);
      }
    }
    if (!mapIdle) return { results };
    progress('Measuring the map in headless Chromium (issue 8)');
    const map: MapOutcome = await measureMapIdle(server.url, accounts).catch((error: unknown) => ({
      failure: error instanceof Error ? error.message : String(error),
    }));
    progress(mapLine(map));
    return { results, map };
  } finally {
    await server.stop();
  }
}

/** The floor phase: each scenario's captured statements straight through the driver. */
async function measureFloors(
  driver: FloorDriver,
  captured: Map<string, CapturedStatement[]>,
  passwordHash: string,
  scenarios: readonly Scenario[],
  options: BenchOptions,
): Promise<Map<string, Measurement>> {
  const results = new Map<string, Measurement>();
  for (const scenario of scenarios) {
    const statements = captured.get(scenario.id) ?? [];
    const plan = { statements, ...(scenario.passwordCheck ? { passwordHash } : {}) };
    for (const clients of clientsOf(scenario, options.clients)) {
      const window = scaledWindow(scenario.window, options.timeScale);
      const measured = await measureFloor(driver, plan, clients, {
        warmupMs: window.warmup * 1000,
        measureMs: window.measure * 1000,
      });
      results.set(key(scenario, clients), measured);
      progress(`floor  ${scenario.id} @${clients}: ${describe(measured)}`);
    }
  }
  return results;
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const options = parseArgs(process.argv.slice(2), process.env);
  const target: BenchTarget = options.databaseUrl
    ? { kind: 'postgres', url: options.databaseUrl }
    : { kind: 'pglite', dataDir: await temporaryDataDir() };
  const scratchDir = await temporaryDataDir();
  try {
    const prepared = await prepareDatabase(target, options.profile, options.seed, options.reseed);
    if (options.seedOnly) return;
    await fs.access(SERVER_BUNDLE).catch(() => {
      throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first`);
    });
    const { accounts } = prepared.meta;
    const { scenarios, mapIdle } = pickScenarios(options, accounts);

    const session = await openSession(target);
    const machine = await describeMachine(session);
    const [viewer] = await session.query<{ hash: string }>(
      'select password_hash as hash from users where id = $1',
      [accounts.viewer.id],
    );
    await session.query('analyze');
    await session.close();

    const database: ServerDatabase =
      target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir };
    progress('Capturing the statements of one request per scenario');
    const captured = await captureStatements(database, accounts, scenarios);
    progress('Measuring the API (built server on loopback, autocannon)');
    const { results: api, map } = await measureServer(
      database,
      scratchDir,
      accounts,
      scenarios,
      options,
      mapIdle,
    );
    const driver =
      target.kind === 'postgres'
        ? postgresFloor(target.url)
        : await pgliteFloor(path.join(target.dataDir, 'db'));
    progress(`Measuring the floors (${driver.description})`);
    let floors: Map<string, Measurement>;
    try {
      floors = await measureFloors(driver, captured, viewer?.hash ?? '', scenarios, options);
    } finally {
      await driver.close();
    }

    const rows: ResultRow[] = scenarios.flatMap((scenario) =>
      clientsOf(scenario, options.clients).map((clients) => {
        const outcome = api.get(key(scenario, clients));
        const floorSide = floors.get(key(scenario, clients));
        if (!outcome || !floorSide) throw new Error(`No measurement of ${key(scenario, clients)}`);
        const failure = 'failure' in outcome ? outcome.failure : undefined;
        const apiSide = 'failure' in outcome ? NOT_MEASURED : outcome;
        const checks = checkBudgets(scenario.budgets, clients, apiSide, floorSide);
        return {
          scenario: scenario.id,
          title: scenario.title,
          clients,
          api: apiSide,
          floor: floorSide,
          statements: captured.get(scenario.id)?.length ?? 0,
          checks,
          verdict: failure ? 'FAIL (requests failed)' : verdict(checks),
          ...(failure ? { failure } : {}),
        };
      }),
    );
    const file = await writeReport({
      date: new Date().toISOString(),
      profile: options.profile.name,
      seed: options.seed,
      database: target.kind,
      seedSeconds: prepared.seedSeconds,
      accounts,
      machine,
      floorDriver: driver.description,
      rows,
      ...(map ? { map } : {}),
      totalSeconds: (performance.now() - began) / 1000,
      statements: Object.fromEntries(captured),
      loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
    });
    console.log(`\n${consoleTable(rows)}\n`);
    console.log('Floors: the same SQL through the driver at the same concurrency');
    console.log(
      `  (${driver.description}); sign-in's floor adds the same scrypt check in-process.`,
    );
    if (map) console.log(mapLine(map));
    console.log(`Results written to ${path.relative(process.cwd(), file)}`);
    const failed = rows.filter((row) => row.failure);
    for (const row of failed)
      console.error(`FAILED ${row.title} at ${row.clients}: ${row.failure}`);
    // Budget misses are findings; requests that failed make the run itself fail.
    if (failed.length > 0 || (map && 'failure' in map)) process.exitCode = 1;
  } finally {
    await fs.rm(scratchDir, { recursive: true, force: true });
    if (target.kind === 'pglite') await fs.rm(target.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
  } else if (error instanceof RefusedDatabaseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
