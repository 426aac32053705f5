/**
 * The chat benchmark (issue 12): two built server instances on one PostgreSQL and Redis, one
 * participant of each conversation connected to each instance, a message every few seconds per
 * conversation sent on instance A; it reports p50 and p99 from send to delivery on instance B and
 * the servers' memory per open socket.
 *
 *   npm run build -w apps/server && npx tsx bench/chat.ts --sockets 5000 --seconds 60
 *
 * Options: --sockets (both instances together), --seconds (measured), --interval (ms between two
 * messages of one conversation), --warmup (seconds sent but not measured, default 5), --bundle
 * (another built server, e.g. a copy of an older dist/main.js, to compare in the same minute).
 *
 * The load generator shares the machine's cores with the servers, so it is kept cheap: one
 * process, one timer for every sender, the send time written into the message itself and read
 * back from the delivered frame without parsing it. It reports its own event-loop delay and CPU
 * next to the servers', so a generator that falls behind shows instead of passing as latency.
 * Beside the latencies, which a busy machine stretches, it reports what each message cost, which
 * it does not: PostgreSQL transactions per message, and CPU seconds per 1,000 messages of the
 * scratch database's backends and of each server (bench/postgres-usage.ts).
 *
 * BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be allowed
 * to create a scratch database; REDIS_URL defaults to redis://127.0.0.1:6379.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { WebSocket } from 'ws';
import {
  accessToken,
  adminUrl,
  jwtSecret,
  loadAverage,
  openSocket,
  scratchDatabase,
  sleep,
  startInstance,
  stopInstance,
  redisNamespace,
  redisUrl,
  type Instance,
} from './live-servers.js';
import { postgresUsage, usageBetween } from './postgres-usage.js';
import { cpuSeconds } from './process-cpu.js';
import { SERVER_BUNDLE } from './server.js';
import { percentile } from './stats.js';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function option(name: string, fallback: number, minimum = 1): number {
  const given = argument(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isFinite(value) || value < minimum)
    throw new Error(`--${name} must be a number of at least ${minimum}`);
  return value;
}

const socketCount = option('sockets', 5000, 2);
const seconds = option('seconds', 60);
const intervalMs = option('interval', 3000);
const warmupSeconds = option('warmup', 5, 0);
const bundle = path.resolve(argument('bundle') ?? SERVER_BUNDLE);
const conversationCount = Math.floor(socketCount / 2);
/** The scheduler's tick: each sender's messages leave within this of their due time. */
const TICK_MS = 5;
/** Sockets opened at once while connecting. */
const OPENING_BATCH = 50;

/**
 * Node flags for the servers that let the benchmark read their memory after a full collection:
 * on SIGUSR2 a server collects garbage and writes process.memoryUsage() to DATA_DIR/memory.json.
 * Resident memory alone mostly shows the young generation's garbage (64 MB of semi-space).
 */
const MEMORY_PROBE = [
  '--expose-gc',
  `--import=data:text/javascript,${encodeURIComponent(
    "import fs from 'node:fs'; process.on('SIGUSR2', () => { globalThis.gc(); " +
      "fs.writeFileSync(process.env.DATA_DIR + '/memory.json', JSON.stringify(process.memoryUsage())); });",
  )}`,
];

/** A server's memory after a full collection, in MB: live JS heap plus buffers, and resident. */
async function liveMemoryMb(
  instance: Instance,
  dataDir: string,
): Promise<{ live: number; rss: number }> {
  const file = path.join(dataDir, 'memory.json');
  await fs.rm(file, { force: true });
  instance.child.kill('SIGUSR2');
  for (let tries = 0; tries < 100; tries += 1) {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (text) {
      const usage = JSON.parse(text) as { rss: number; heapUsed: number; external: number };
      return { live: (usage.heapUsed + usage.external) / 2 ** 20, rss: usage.rss / 2 ** 20 };
    }
    await sleep(100);
  }
  throw new Error('a server did not report its memory within 10 s');
}

/** The whole machine's busy and total CPU ticks so far, from /proc/stat. */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** Hunters in pairs, each pair friends with one conversation, written straight to the database. */
async function seed(
  databaseUrl: string,
): Promise<{ userIds: number[]; conversationIds: number[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = await client.query<{ id: number }>(
      `insert into users (email, username, name)
       select 'chat' || n || '@bench.test', 'chat_' || n, 'Chat Hunter ' || n
       from generate_series(1, $1) n order by n returning id`,
      [conversationCount * 2],
    );
    const userIds = users.rows.map((row) => row.id).sort((a, b) => a - b);
    const pairs = Array.from({ length: conversationCount }, (_, i) => [
      userIds[2 * i],
      userIds[2 * i + 1],
    ]);
    await client.query(
      `insert into friendships (from_user_id, to_user_id, status)
       select a, b, 'accepted' from unnest($1::int[], $2::int[]) as p(a, b)`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    const conversations = await client.query<{ id: number; user_a_id: number }>(
      `insert into conversations (user_a_id, user_b_id)
       select a, b from unnest($1::int[], $2::int[]) as p(a, b) returning id, user_a_id`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    const byUser = new Map(conversations.rows.map((row) => [row.user_a_id, row.id]));
    const conversationIds = pairs.map((p) => {
      const id = byUser.get(p[0] ?? 0);
      if (id === undefined) throw new Error('a conversation was not seeded');
      return id;
    });
    return { userIds, conversationIds };
  } finally {
    await client.end();
  }
}

/**
 * What the run measures. A message's content is `t` and its send time (performance.now(), ms),
 * so the receiver reads the send time back from the frame it got: no map, no JSON parsing.
 */
class Recorder {
  readonly latencies: number[] = [];
  /** Each latency's send time (ms), in the same order. */
  readonly sentAt: number[] = [];
  sent = 0;
  errors = 0;
  private from = Number.POSITIVE_INFINITY;
  private to = Number.POSITIVE_INFINITY;

  /** Counts messages sent from `from` (ms) until `to` (ms); later ones are sent, not counted. */
  window(from: number, to: number) {
    this.from = from;
    this.to = to;
  }

  send(socket: WebSocket) {
    const now = performance.now();
    socket.send(`{"type":"send_message","content":"t${now.toFixed(3)}"}`);
    if (now >= this.from && now < this.to) this.sent += 1;
  }

  /** A frame on a receiving socket: the latency of a chat_message sent in the window. */
  readonly onDelivery = (data: Buffer) => {
    const now = performance.now();
    const text = data.toString('latin1');
    if (!text.startsWith('{"type":"chat_message"')) return;
    const start = text.indexOf(CONTENT) + CONTENT.length;
    if (start < CONTENT.length) return;
    const sentAt = Number(text.slice(start, text.indexOf('"', start)));
    if (sentAt >= this.from && sentAt < this.to) {
      this.latencies.push(now - sentAt);
      this.sentAt.push(sentAt);
    }
  };

  /**
   * The seconds of the window (from 0) that sent the most messages at or past the p99, with how
   * many each: a p99 made of a few stalls (a pause of every process at once) shows as one or two
   * seconds holding most of them, a steady tail as many seconds holding a few.
   */
  slowestSeconds(p99: number): [number, number][] {
    const bySecond = new Map<number, number>();
    this.latencies.forEach((latency, i) => {
      if (latency < p99) return;
      const second = Math.floor(((this.sentAt[i] ?? 0) - this.from) / 1000);
      bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
    });
    return [...bySecond].sort((a, b) => b[1] - a[1]).slice(0, 3);
  }

  /** A frame on a sending socket: its own chat_message (the acknowledgment) or an error. */
  readonly onEcho = (data: Buffer) => {
    if (data.toString('latin1', 0, 16) === '{"type":"error",') this.errors += 1;
  };
}
const CONTENT = '"content":"t';

/**
 * One timer for every sender: the interval is cut into slots of TICK_MS, each sender has one, and
 * each tick sends for every slot that came due since the last (so a late tick catches up).
 */
function schedule(senders: WebSocket[], recorder: Recorder): () => void {
  const slotCount = Math.max(1, Math.round(intervalMs / TICK_MS));
  const slots: WebSocket[][] = Array.from({ length: slotCount }, () => []);
  senders.forEach((sender, i) => slots[Math.floor((i * slotCount) / senders.length)]?.push(sender));
  const started = performance.now();
  let done = -1;
  const timer = setInterval(() => {
    const due = Math.floor((performance.now() - started) / TICK_MS);
    for (; done < due; done += 1) {
      for (const sender of slots[(done + 1) % slotCount] ?? []) recorder.send(sender);
    }
  }, TICK_MS);
  return () => clearInterval(timer);
}

async function main() {
  const scratchName = `marshlog_chatbench_${crypto.randomBytes(4).toString('hex')}`;
  const scratch = await scratchDatabase(adminUrl, scratchName);
  const databaseUrl = scratch.url;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-chatbench-'));
  const instances: Instance[] = [];
  const sockets: WebSocket[] = [];
  try {
    for (const side of ['a', 'b']) {
      const sideDir = path.join(dataDir, side);
      await fs.mkdir(sideDir, { recursive: true });
      instances.push(
        await startInstance(
          bundle,
          {
            DATA_DIR: sideDir,
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            REDIS_NAMESPACE: redisNamespace,
            JWT_SECRET: jwtSecret,
          },
          MEMORY_PROBE,
        ),
      );
    }
    const [a, b] = instances as [Instance, Instance];
    const { userIds, conversationIds } = await seed(databaseUrl);
    const tokenOf = (userId: number) => accessToken(jwtSecret, userId);
    const dataDirs = [path.join(dataDir, 'a'), path.join(dataDir, 'b')];
    const memory = () =>
      Promise.all(instances.map((instance, i) => liveMemoryMb(instance, dataDirs[i] ?? '')));
    const before = await memory();
    console.log(
      `${path.relative(process.cwd(), bundle)}: seeded ${conversationIds.length} conversations; ` +
        `opening ${conversationIds.length * 2} sockets`,
    );

    const recorder = new Recorder();
    const senders: WebSocket[] = [];
    const chatUrl = (instance: Instance, conversationId: number, token: string) =>
      `${instance.url.replace('http', 'ws')}/ws/chat/${conversationId}/?token=${token}`;
    for (let first = 0; first < conversationIds.length; first += OPENING_BATCH) {
      const batch = conversationIds.slice(first, first + OPENING_BATCH);
      await Promise.all(
        batch.map(async (id, offset) => {
          const i = first + offset;
          const [senderToken, receiverToken] = await Promise.all([
            tokenOf(userIds[2 * i] ?? 0),
            tokenOf(userIds[2 * i + 1] ?? 0),
          ]);
          const [sender, receiver] = await Promise.all([
            openSocket(chatUrl(a, id, senderToken)),
            openSocket(chatUrl(b, id, receiverToken)),
          ]);
          sender.on('message', recorder.onEcho);
          receiver.on('message', recorder.onDelivery);
          sockets.push(sender, receiver);
          senders[i] = sender;
        }),
      );
    }
    await sleep(3000);
    const after = await memory();
    const perSocketKb = (key: 'live' | 'rss') =>
      Number(
        ((after.reduce((sum, m) => sum + m[key], 0) - before.reduce((sum, m) => sum + m[key], 0)) *
          1024) /
          sockets.length,
      ).toFixed(1);
    const describe = (list: { live: number; rss: number }[]) =>
      list.map((m) => `${m.live.toFixed(0)}/${m.rss.toFixed(0)}`).join(', ');
    console.log(
      `${sockets.length} sockets open; server memory after a full collection, live/resident MB: ` +
        `${describe(before)} -> ${describe(after)}; warming up ${warmupSeconds} s, measuring ${seconds} s`,
    );

    const stop = schedule(senders, recorder);
    await sleep(warmupSeconds * 1000);
    const loadBefore = loadAverage();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const from = performance.now();
    recorder.window(from, from + seconds * 1000);
    const cpuBefore = {
      servers: await Promise.all(instances.map((instance) => cpuSeconds(instance.child.pid))),
      generator: process.cpuUsage(),
      machine: await machineTicks(),
      postgres: await postgresUsage(adminUrl, scratchName),
    };
    await sleep(seconds * 1000);
    const cpuAfter = {
      servers: await Promise.all(instances.map((instance) => cpuSeconds(instance.child.pid))),
      generator: process.cpuUsage(cpuBefore.generator),
      machine: await machineTicks(),
      postgres: await postgresUsage(adminUrl, scratchName),
    };
    loopDelay.disable();
    const loadAfter = loadAverage();
    stop();
    await sleep(3000);
    const { latencies } = recorder;
    const cores = (used: number) => Number((used / seconds).toFixed(2));
    const postgres = usageBetween(cpuBefore.postgres, cpuAfter.postgres);
    const serverCpu = (i: number) => (cpuAfter.servers[i] ?? 0) - (cpuBefore.servers[i] ?? 0);
    // Per message stored in the window: a server that falls behind stores fewer than were sent.
    const stored = Math.max(1, postgres.messagesStored);
    const per1000 = (used: number) => Number(((used * 1000) / stored).toFixed(3));
    console.log(
      JSON.stringify(
        {
          sockets: sockets.length,
          messages_sent_per_s: Number((recorder.sent / seconds).toFixed(1)),
          messages_delivered: latencies.length,
          messages_lost_or_late: recorder.sent - latencies.length,
          send_errors: recorder.errors,
          send_to_delivery_p50_ms: Number(percentile(latencies, 50).toFixed(2)),
          send_to_delivery_p99_ms: Number(percentile(latencies, 99).toFixed(2)),
          send_to_delivery_max_ms: Number(latencies.reduce((m, v) => Math.max(m, v), 0).toFixed(2)),
          p99_messages_by_second_top3: recorder.slowestSeconds(percentile(latencies, 99)),
          goal_p99_ms: 50,
          server_memory_per_socket_kb: {
            live_heap_and_buffers: Number(perSocketKb('live')),
            resident: Number(perSocketKb('rss')),
          },
          cpu_cores_used: {
            server_a: cores(serverCpu(0)),
            server_b: cores(serverCpu(1)),
            postgres_backends: cores(postgres.backendCpuSeconds),
            generator: cores((cpuAfter.generator.user + cpuAfter.generator.system) / 1e6),
            machine_busy_percent: Number(
              (
                ((cpuAfter.machine.busy - cpuBefore.machine.busy) /
                  (cpuAfter.machine.total - cpuBefore.machine.total)) *
                100
              ).toFixed(0),
            ),
          },
          // Load-robust costs: what each message cost, whatever else the machine was doing.
          messages_stored_in_window: postgres.messagesStored,
          postgres_transactions_per_message_stored: Number(
            (postgres.transactions / stored).toFixed(3),
          ),
          cpu_seconds_per_1000_messages_stored: {
            postgres_backends: per1000(postgres.backendCpuSeconds),
            server_a: per1000(serverCpu(0)),
            server_b: per1000(serverCpu(1)),
          },
          generator_event_loop_delay_p99_ms: Number((loopDelay.percentile(99) / 1e6).toFixed(2)),
          load_average_before: loadBefore,
          load_average_after: loadAfter,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const socket of sockets) socket.close();
    // Both servers gone before their database is dropped under them.
    await Promise.all(instances.map(stopInstance));
    await scratch.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
