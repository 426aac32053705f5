import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkBudgets, verdict } from './budgets.js';
import { captureStatements, type ServerDatabase } from './capture.js';
import { parseArgs, USAGE, UsageError, type BenchOptions } from './cli.js';
import { mapLine } from './map-report.js';
import { runLiveScenarios } from './live.js';
import { describeMachine } from './machine.js';
import { clientsOf, floorPlans, key, measureAll, NOT_MEASURED } from './phases.js';
import { progress, secondsSinceStart } from './progress.js';
import { consoleTable, writeReport, type ResultRow } from './report.js';
import { benchScenarios, expandGroups, MAP_IDLE_ID, type Scenario } from './scenarios.js';
import {
  prepareDatabase,
  RefusedDatabaseError,
  temporaryDataDir,
  type BenchTarget,
} from './seed/prepare.js';
import type { BenchAccounts } from './seed/target.js';
import { SERVER_BUNDLE } from './server.js';
import { connectPglite, connectPostgres, type SqlSession } from './sql-session.js';

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

async function requireServerBundle(): Promise<void> {
  await fs.access(SERVER_BUNDLE).catch(() => {
    throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first`);
  });
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const options = parseArgs(process.argv.slice(2), process.env);
  if (options.live.length > 0) {
    await requireServerBundle();
    if (!(await runLiveScenarios(options.live, options.liveOptions))) process.exitCode = 1;
    if (options.liveOnly) return;
  }
  const target: BenchTarget = options.databaseUrl
    ? { kind: 'postgres', url: options.databaseUrl }
    : { kind: 'pglite', dataDir: await temporaryDataDir() };
  const scratchDir = await temporaryDataDir();
  try {
    const prepared = await prepareDatabase(target, options.profile, options.seed, options.reseed);
    if (options.seedOnly) return;
    await requireServerBundle();
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
    const measured = await measureAll({
      target,
      database,
      scratchDir,
      accounts,
      options,
      scenarios,
      mapIdle,
      plans: floorPlans(captured, viewer?.hash ?? '', scenarios),
    });
    const { api, floors, bareHttp, fastifyAlone, map, floorDriver } = measured;

    const rows: ResultRow[] = scenarios.flatMap((scenario) =>
      clientsOf(scenario, options.clients).map((clients) => {
        const at = key(scenario, clients);
        const outcome = api.get(at);
        if (!outcome) throw new Error(`No measurement of ${at}`);
        const failure = 'failure' in outcome ? outcome.failure : undefined;
        // A scenario whose requests failed in its first round has no floor beside it.
        const floorSide = floors.get(at) ?? NOT_MEASURED;
        const apiSide = 'failure' in outcome ? NOT_MEASURED : outcome;
        // A scenario measured against bare HTTP misses its budget when that side has no figure.
        const bareSide = scenario.bareHttp ? (bareHttp.get(at) ?? NOT_MEASURED) : undefined;
        const checks = checkBudgets(scenario.budgets, clients, {
          api: apiSide,
          floor: floorSide,
          ...(bareSide ? { bareHttp: bareSide } : {}),
        });
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
          ...(bareHttp.has(at) ? { bareHttp: bareHttp.get(at) } : {}),
          ...(fastifyAlone.has(at) ? { fastifyAlone: fastifyAlone.get(at) } : {}),
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
      floorDriver,
      rows,
      ...(map ? { map } : {}),
      totalSeconds: secondsSinceStart(),
      statements: Object.fromEntries(captured),
      loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
    });
    console.log(`\n${consoleTable(rows)}\n`);
    console.log('Floors: the same SQL through the driver at the same concurrency');
    console.log(`  (${floorDriver}); sign-in's floor adds the same scrypt check in-process.`);
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
