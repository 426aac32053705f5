/**
 * The offline outbox's sync benchmark (issue 31): 50 queued hunts with 3 birds each sent the way
 * the web outbox sends them (one after another, each a POST /api/hunts/ with its own
 * Idempotency-Key), against one built server on a scratch PostgreSQL database on loopback.
 *
 *   npm run build -w apps/server && npx tsx bench/sync.ts
 *
 * (or `npm run bench -- --only sync`). It measures, in order:
 * 1. the drain: the 50 hunts sent and answered, timed (budget 10 s);
 * 2. a crash: 50 more hunts, the server killed with SIGKILL while the drain is halfway, started
 *    again on the same data, every hunt of that drain sent again with its key (as the outbox
 *    does after a restart), then the hunter's hunts counted: duplicates must be 0 and none lost.
 * The figures are printed and written to bench/results/sync-latest.md. The duplicate count (not
 * the time) is also asserted in apps/server/test/idempotency-crash.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminUrl,
  jwtSecret,
  loadAverage,
  scratchDatabase,
  sleep,
  startInstance,
  stopInstance,
  type Instance,
} from './live-servers.js';
import { SERVER_BUNDLE } from './server.js';

const HUNTS = 50;
const DRAIN_BUDGET_MS = 10_000;
const RESULTS = path.resolve(import.meta.dirname, 'results/sync-latest.md');

const queuedHunt = (drain: string, index: number) => ({
  key: `${drain}-${index}-${crypto.randomBytes(6).toString('hex')}`,
  body: {
    date_of_hunt: '2026-11-21',
    latitude: 39.3 + index / 1000,
    longitude: -121.8,
    notes: `${drain} drain, hunt ${index}`,
    birds: [
      { species: 'mallard', sex: 'drake', quantity: 1 },
      { species: 'green_winged_teal', sex: 'hen', quantity: 1 },
      { species: 'canada_goose', quantity: 1 },
    ],
  },
});
type QueuedHunt = ReturnType<typeof queuedHunt>;

/** One keyed create, as the outbox sends it; null when the server could not be reached. */
async function send(url: string, token: string, hunt: QueuedHunt): Promise<number | null> {
  try {
    const answer = await fetch(`${url}/api/hunts/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': hunt.key,
      },
      body: JSON.stringify(hunt.body),
    });
    await answer.text();
    return answer.status;
  } catch {
    return null;
  }
}

/** Sends until answered 201 (a 409 means the first request with the key is still running). */
async function sendUntilCreated(url: string, token: string, hunt: QueuedHunt): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const status = await send(url, token, hunt);
    if (status === 201) return;
    await sleep(200);
  }
  throw new Error(`hunt ${hunt.key} was never created`);
}

async function register(url: string): Promise<string> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const answer = await fetch(`${url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `sync.${suffix}@marsh.test`,
      password: 'pintails-over-the-decoys',
      name: 'Sync Sam',
      username: `sync_${suffix}`,
    }),
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  return ((await answer.json()) as { jwt_token: string }).jwt_token;
}

/** How many hunts the hunter has with each notes text. */
async function huntsByNotes(url: string, token: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${url}/api/hunts/?scope=mine&page_size=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { next: string | null; results: { notes: string }[] };
    for (const hunt of body.results) counts.set(hunt.notes, (counts.get(hunt.notes) ?? 0) + 1);
    if (!body.next) return counts;
  }
}

async function main() {
  const database = await scratchDatabase(adminUrl, `bench_sync_${process.pid}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-sync-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET: jwtSecret };
  let server: Instance | null = null;
  try {
    server = await startInstance(SERVER_BUNDLE, env);
    const token = await register(server.url);

    // 1. The drain, timed: one after another, as the outbox sends them.
    const timed = Array.from({ length: HUNTS }, (_, index) => queuedHunt('timed', index));
    const started = performance.now();
    for (const hunt of timed) await sendUntilCreated(server.url, token, hunt);
    const drainMs = performance.now() - started;

    // 2. A drain cut by SIGKILL halfway (mid-request), a restart on the same data, every retry.
    // Another hunter, so the first drain's creates do not count against this one's rate limit.
    const crashToken = await register(server.url);
    const crashed = Array.from({ length: HUNTS }, (_, index) => queuedHunt('crashed', index));
    const killAt = HUNTS / 2;
    for (const hunt of crashed.slice(0, killAt)) await send(server.url, crashToken, hunt);
    const inFlight = send(server.url, crashToken, crashed[killAt] as QueuedHunt);
    await sleep(Math.floor(Math.random() * 15));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server?.child.once('exit', resolve));
    const cutAnswer = await inFlight;
    server = await startInstance(SERVER_BUNDLE, env);
    const retryStarted = performance.now();
    for (const hunt of crashed) await sendUntilCreated(server.url, crashToken, hunt);
    const retryMs = performance.now() - retryStarted;

    const counts = new Map([
      ...(await huntsByNotes(server.url, token)),
      ...(await huntsByNotes(server.url, crashToken)),
    ]);
    const all = [...timed, ...crashed];
    const duplicates = all.reduce(
      (sum, hunt) => sum + Math.max(0, (counts.get(hunt.body.notes) ?? 0) - 1),
      0,
    );
    const missing = all.filter((hunt) => !counts.has(hunt.body.notes)).length;
    const perHunt = drainMs / HUNTS;
    const verdict = drainMs <= DRAIN_BUDGET_MS && duplicates === 0 && missing === 0;
    const lines = [
      '# Offline outbox sync (bench/sync.ts)',
      '',
      `Run on ${new Date().toISOString()} on ${os.cpus().length} cores, load average ` +
        `${loadAverage().join(' / ')}; one built server, PostgreSQL on loopback.`,
      '',
      '```sh',
      'npm run bench -- --only sync',
      '```',
      '',
      `- Drain of ${HUNTS} queued hunts (3 birds each), one after another: ` +
        `${(drainMs / 1000).toFixed(2)} s (${perHunt.toFixed(0)} ms a hunt); budget 10 s.`,
      `- Retry of all ${HUNTS} after SIGKILL at hunt ${killAt + 1} and a restart: ` +
        `${(retryMs / 1000).toFixed(2)} s.`,
      `- The request cut by the kill: ${cutAnswer === null ? 'no answer' : `answered ${cutAnswer}`}.`,
      `- Duplicates after the retries: ${duplicates} (must be 0).`,
      `- Hunts missing: ${missing} (must be 0).`,
      '',
      `Verdict: ${verdict ? 'within budget' : 'BUDGET MISSED'}.`,
      '',
    ];
    console.log(lines.join('\n'));
    await fs.writeFile(RESULTS, lines.join('\n'));
    if (duplicates > 0 || missing > 0) process.exitCode = 1;
  } finally {
    if (server) await stopInstance(server);
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
