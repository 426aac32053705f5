/**
 * What the live-socket benchmarks (chat.ts, fanout.ts) share: built server instances on a scratch
 * PostgreSQL database (and Redis when there are several), the servers' own access tokens, and
 * WebSocket clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { SignJWT } from 'jose';
import { WebSocket } from 'ws';
import { freePort } from './server.js';

export interface Instance {
  url: string;
  child: ChildProcess;
}

/** The server that holds the scratch databases, Redis, and the secret every instance signs with. */
export const adminUrl =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const jwtSecret = crypto.randomBytes(32).toString('hex');
/** This run's own Redis namespace: another bench or test suite on the same Redis is not heard. */
export const redisNamespace = `bench-${crypto.randomUUID()}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/** Starts a built server on a free port and waits until it answers its health check. */
export async function startInstance(
  bundle: string,
  env: {
    DATA_DIR: string;
    DATABASE_URL: string;
    JWT_SECRET: string;
    REDIS_URL?: string;
    REDIS_NAMESPACE?: string;
  },
  nodeFlags: string[] = [],
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...nodeFlags, bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
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
    await sleep(200);
  }
  child.kill();
  throw new Error('a server instance did not start within 60 s');
}

/** SIGTERM, then SIGKILL if the server has not exited within 5 s. */
export async function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(5000).then(() => 'late')])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** A scratch database created through the admin URL, and how to drop it. */
export async function scratchDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', (error) => console.error('admin connection error', error.message));
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The servers' own access-token format (platform/access-tokens.ts), signed with their secret. */
export function accessToken(secret: string, userId: number): Promise<string> {
  return new SignJWT({ provider: 'credentials', iat_ms: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('marshlog')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(secret));
}

export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
}
