import fs from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { BUDGETS, type BudgetCheck } from './budgets.js';
import type { Machine } from './machine.js';
import { mapSection, type MapOutcome } from './map-report.js';
import type { BenchAccounts } from './seed/target.js';
import { roundRatioRange, type Measurement } from './stats.js';

/** One scenario at one concurrency, next to its floor. */
export interface ResultRow {
  scenario: string;
  title: string;
  clients: number;
  api: Measurement;
  floor: Measurement;
  /** Statements one request sends (the floor replays them). */
  statements: number;
  checks: BudgetCheck[];
  verdict: string;
  /** Why the API side has no measurement: what came back instead of 2xx answers. */
  failure?: string;
  /** The same SQL behind node:http alone (bench/bare-http.ts), where the scenario asks for it. */
  bareHttp?: Measurement;
  /** The same SQL behind Fastify alone, beside each bare HTTP floor. */
  fastifyAlone?: Measurement;
}

export interface BenchReport {
  date: string;
  profile: string;
  seed: number;
  database: 'postgres' | 'pglite';
  seedSeconds?: number;
  accounts: BenchAccounts;
  machine: Machine;
  floorDriver: string;
  rows: ResultRow[];
  /** Issue 8's map in Chromium, when it ran. */
  map?: MapOutcome;
  totalSeconds: number;
  /** 1-minute load average before and after the run: other work on the machine skews numbers. */
  loadAverage: { before: number; after: number };
  /** The statements one request of each scenario sent, as the floor replays them (JSON only). */
  statements: Record<string, { sql: string; params: unknown[] }[]>;
}

export const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');

const ms = (value: number) =>
  Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '-';
const rate = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');
const NO_FIGURE: Measurement = { samples: 0, p50: Number.NaN, p99: Number.NaN, throughput: 0 };

/** A p50 ratio, with the lowest and highest of it round by round when there were rounds. */
function ratioWithRounds(over: Measurement, under: Measurement): string {
  const range = roundRatioRange(over, under);
  const rounds = range ? ` (${range.low.toFixed(2)}-${range.high.toFixed(2)})` : '';
  return `${ratio(over.p50 / under.p50)}${rounds}`;
}

const HEADER = [
  'scenario',
  'clients',
  'p50 ms',
  'p99 ms',
  'req/s',
  'n',
  'floor p50',
  'floor p99',
  'floor it/s',
  'floor n',
  'p50 / floor',
  'req/s / floor',
  'budget',
];

function cells(row: ResultRow): string[] {
  return [
    row.title,
    String(row.clients),
    ms(row.api.p50),
    ms(row.api.p99),
    rate(row.api.throughput),
    String(row.api.samples),
    ms(row.floor.p50),
    ms(row.floor.p99),
    rate(row.floor.throughput),
    String(row.floor.samples),
    ratio(row.api.p50 / row.floor.p50),
    ratio(row.api.throughput / row.floor.throughput),
    row.verdict,
  ];
}

/** The results as a plain-text table for the terminal. */
export function consoleTable(rows: readonly ResultRow[]): string {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((line) => (line[i] ?? '').length)));
  return table
    .map((line) =>
      line.map((cell, i) => (i < 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))),
    )
    .map((line) => line.join('  '))
    .join('\n');
}

/**
 * What HTTP itself costs: each bare HTTP floor beside the driver's floor, Fastify alone and the
 * API, so a ratio no server on this stack can reach on this machine shows as such.
 */
function bareHttpSection(rows: readonly ResultRow[]): string {
  const measured = rows.filter((row) => row.bareHttp);
  if (measured.length === 0) return '';
  const lines = measured.map((row) => {
    const bare = row.bareHttp ?? row.floor;
    const fastify = row.fastifyAlone ?? NO_FIGURE;
    return `| ${row.title} | ${row.clients} | ${ms(row.floor.p50)} | ${ms(bare.p50)} | ${ms(fastify.p50)} | ${ms(row.api.p50)} | ${ratio(bare.p50 / row.floor.p50)} | ${ratioWithRounds(fastify, bare)} | ${ratioWithRounds(row.api, bare)} | ${ratio(bare.throughput / row.floor.throughput)} | ${ms(row.floor.p99)} | ${ms(bare.p99)} | ${ms(row.api.p99)} |`;
  });
  return `## What HTTP itself costs

The bare HTTP floor is a node:http server with nothing else (no framework, authentication,
validation or presentation) that answers each request by running the same statements through the
same driver and sending their rows as JSON (GeoJSON: the same FeatureCollection text as the API),
sent the same request as the API (its bearer token included, which it ignores) and measured in the
same rounds as the API and its floor. Its p50 against the driver's is the least
any Node HTTP server adds on this machine. Beside it, the same server on Fastify as it comes (no
logger, plugin, hook or schema: the framework DESIGN.md section 2 fixes) shows what the framework
alone adds: where Fastify alone is already above ${BUDGETS.p50OverBareHttp}x bare HTTP, no server on this stack
can meet the p50 budget here. Likewise bare HTTP's throughput below ${BUDGETS.throughputOfFloor}x for GeoJSON, and its
p99 above ${BUDGETS.p99CapMs} ms at ${BUDGETS.p99CapClients} clients for a p99 cap. In brackets beside
the two ratios to bare HTTP, the lowest and highest of the same ratio taken round by round (the
sides' rounds alternate): where that range straddles ${BUDGETS.p50OverBareHttp}x, this run alone
cannot tell a pass from a miss on this machine.

| scenario | clients | floor p50 | bare HTTP p50 | Fastify alone p50 | API p50 | bare HTTP / floor | Fastify alone / bare HTTP | API / bare HTTP | bare HTTP req/s / floor | floor p99 | bare HTTP p99 | API p99 |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}

`;
}

/** The results file the README links: the table, the machine, the data set, the method. */
export function markdown(report: BenchReport): string {
  const { machine, accounts } = report;
  const table = [
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map((_, i) => (i === 0 || i === HEADER.length - 1 ? '---' : '---:')).join(' | ')} |`,
    ...report.rows.map((row) => `| ${cells(row).join(' | ')} |`),
  ].join('\n');
  const misses = report.rows.flatMap((row) =>
    row.failure
      ? [`- ${row.title} at ${row.clients}: requests failed: ${row.failure}`]
      : row.checks
          .filter((check) => !check.pass)
          .map((check) => `- ${row.title} at ${row.clients}: ${check.budget} ${check.detail}`),
  );
  return `# Benchmark results

Measured by \`npm run bench\` on ${report.date} (profile **${report.profile}**, seed ${report.seed},
${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}; whole run ${Math.round(report.totalSeconds)} s${
    report.seedSeconds === undefined ? ', data set reused' : `, seeded in ${report.seedSeconds} s`
  }).

| machine | |
| --- | --- |
| CPU | ${machine.cpu} |
| cores | ${machine.cores} |
| memory | ${machine.memoryGiB} GiB |
| OS | ${machine.os} |
| Node.js | ${machine.node} |
| database | ${machine.database} |
| load average (1 min) | ${report.loadAverage.before.toFixed(2)} before, ${report.loadAverage.after.toFixed(2)} after${
    Math.max(report.loadAverage.before, report.loadAverage.after) > machine.cores / 2
      ? ' — other work was running on the machine: treat the figures with care'
      : ''
  } |

Viewer: hunter ${accounts.viewer.id} (${accounts.viewer.friends} friends, ${accounts.viewer.hunts} hunts);
friend: hunter ${accounts.friend.id} (${accounts.friend.friendsOnlyHunts} friends-only hunts); friend's
hunt ${accounts.friendHuntId}.

${table}

## Budgets

- API p50 at most ${BUDGETS.p50OverBareHttp} times bare node:http's running the same statements, at 1 and 64
  clients (the ratio to the driver's floor is shown, not budgeted: DESIGN.md section 8);
- hunt list and detail p99 at most ${BUDGETS.p99CapMs} ms at ${BUDGETS.p99CapClients} clients;
- GeoJSON throughput at no less than ${BUDGETS.throughputOfFloor} times PostgreSQL building the same JSON alone.

${misses.length === 0 ? 'Every budget is met.' : `Missed:\n\n${misses.join('\n')}`}

${bareHttpSection(report.rows)}${mapSection(report.map)}
## How it is measured

- The API side is the built server (\`apps/server/dist/main.js\`) on loopback, driven by
  autocannon with 1 or 64 connections in a closed loop; only requests completing inside the
  measured window count, after a warm-up. Every response must be 2xx.
- The floor is the same SQL run directly through the driver at the same concurrency: the
  statements one request of the scenario sends (captured through Drizzle's logger from the same
  server code) replayed by as many virtual clients in a closed loop, each running them in the
  server's order; ${report.floorDriver}.
- ${
    report.database === 'postgres'
      ? `Each scenario's API and floors alternate in rounds (the order reversed every other round:
  ABBA for two sides, ABCDDCBA for four; the measured time split evenly, a short warm-up before
  every round after each side's first) and each side's rounds are pooled: a change in the
  machine's load during the run falls on every side, not on one.`
      : `On PGlite, whose database one process holds at a time, the floors run after the server
  has stopped.`
  }
- Sign-in's floor is that SQL plus the same scrypt password check (production cost) in-process.
- GeoJSON's floor is the database building the same FeatureCollection JSON, read by the driver.
- Latencies in ms (p50, p99); throughput in requests (floor: iterations) per second; n is the
  number of requests (iterations) completed inside the measured window. Where 64 clients each take
  seconds (GeoJSON, sign-in), the window holds few completions: read those rows with their n.
- Statements per request: ${report.rows
    .filter((row) => row.clients === report.rows[0]?.clients)
    .map((row) => `${row.title} ${row.statements}`)
    .join(', ')}.
`;
}

/**
 * Writes latest.md and latest.json into bench/results/ (latest-small.* for the small profile, so
 * a PGlite run never replaces the full profile's figures), formatted as `npm run lint` expects.
 */
export async function writeReport(report: BenchReport): Promise<string> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const base = report.profile === 'full' ? 'latest' : `latest-${report.profile}`;
  const file = path.join(RESULTS_DIR, `${base}.md`);
  const config = (await resolveConfig(file)) ?? {};
  await fs.writeFile(file, await format(markdown(report), { ...config, parser: 'markdown' }));
  await fs.writeFile(
    path.join(RESULTS_DIR, `${base}.json`),
    await format(JSON.stringify(report), { ...config, parser: 'json' }),
  );
  return file;
}
