/**
 * The chat benchmark (issue 12): two built server instances on one PostgreSQL and Redis, one
 * participant of each conversation connected to each instance, a message every few seconds per
 * conversation sent on instance A; it reports p50 and p99 from send to delivery on instance B and
 * the servers' memory per open socket.
 *
 *   npm run build -w apps/server && npx tsx bench/chat.ts --sockets 5000 --seconds 60
 *
 * BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be allowed
 * to create a scratch database; REDIS_URL defaults to redis://127.0.0.1:6379.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { SignJWT } from 'jose';
import { freePort, SERVER_BUNDLE } from './server.js';
import { percentile } from './stats.js';

const adminUrl =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const jwtSecret = crypto.randomBytes(32).toString('hex');

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const socketCount = option('sockets', 5000);
const seconds = option('seconds', 60);
const intervalMs = option('interval', 3000);
const conversationCount = Math.floor(socketCount / 2);

interface Instance {
  url: string;
  child: ChildProcess;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=64', SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    const ok = await fetch(`${url}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('a server instance did not start within 60 s');
}

/** Resident memory of a process in MB, from /proc. */
async function rssMb(pid: number | undefined): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
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

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
}

async function main() {
  const name = `marshlog_chatbench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', (error) => console.error('admin connection error', error.message));
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-chatbench-'));
  const instances: Instance[] = [];
  const sockets: WebSocket[] = [];
  try {
    instances.push(await startInstance(databaseUrl, path.join(dataDir, 'a')));
    instances.push(await startInstance(databaseUrl, path.join(dataDir, 'b')));
    const [a, b] = instances as [Instance, Instance];
    const { userIds, conversationIds } = await seed(databaseUrl);
    const key = new TextEncoder().encode(jwtSecret);
    // The servers' own access-token format (platform/access-tokens.ts), signed with their secret.
    const tokenOf = (userId: number) =>
      new SignJWT({ provider: 'credentials', iat_ms: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer('marshlog')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(key);
    const before = [await rssMb(a.child.pid), await rssMb(b.child.pid)];
    console.log(
      `seeded ${conversationIds.length} conversations; opening ${conversationIds.length * 2} sockets`,
    );

    const latencies: number[] = [];
    const sentAt = new Map<string, number>();
    const senders: WebSocket[] = [];
    for (let i = 0; i < conversationIds.length; i += 1) {
      const id = conversationIds[i];
      const sender = await openSocket(
        `${a.url.replace('http', 'ws')}/ws/chat/${id}/?token=${await tokenOf(userIds[2 * i] ?? 0)}`,
      );
      const receiver = await openSocket(
        `${b.url.replace('http', 'ws')}/ws/chat/${id}/?token=${await tokenOf(userIds[2 * i + 1] ?? 0)}`,
      );
      receiver.on('message', (data) => {
        const frame = JSON.parse(data.toString('utf8')) as {
          type: string;
          message?: { content: string };
        };
        if (frame.type !== 'chat_message' || !frame.message) return;
        const started = sentAt.get(frame.message.content);
        if (started === undefined) return;
        latencies.push(performance.now() - started);
        sentAt.delete(frame.message.content);
      });
      sockets.push(sender, receiver);
      senders.push(sender);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = [await rssMb(a.child.pid), await rssMb(b.child.pid)];
    const perSocketKb =
      (((after[0] ?? 0) - (before[0] ?? 0) + (after[1] ?? 0) - (before[1] ?? 0)) * 1024) /
      sockets.length;
    console.log(
      `${sockets.length} sockets open; server memory ${before.map((m) => m.toFixed(0))} -> ${after.map((m) => m.toFixed(0))} MB`,
    );

    let sequence = 0;
    const timers = senders.map((sender, i) =>
      setTimeout(
        () => {
          const tick = () => {
            sequence += 1;
            const content = `bench ${i} ${sequence}`;
            sentAt.set(content, performance.now());
            sender.send(JSON.stringify({ type: 'send_message', content }));
          };
          tick();
          timers.push(setInterval(tick, intervalMs));
        },
        (i / senders.length) * intervalMs,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    for (const timer of timers) clearTimeout(timer);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    latencies.sort((x, y) => x - y);
    console.log(
      JSON.stringify(
        {
          sockets: sockets.length,
          messages_delivered: latencies.length,
          messages_lost_or_late: sentAt.size,
          send_to_delivery_p50_ms: Number(percentile(latencies, 50).toFixed(2)),
          send_to_delivery_p99_ms: Number(percentile(latencies, 99).toFixed(2)),
          goal_p99_ms: 50,
          server_memory_per_socket_kb: Number(perSocketKb.toFixed(1)),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const socket of sockets) socket.close();
    for (const instance of instances) instance.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
