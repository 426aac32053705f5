import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const SERVER_BUNDLE = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
/** Node's flags as `npm start` runs the server (package.json): a larger young generation. */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (apps/server/dist/main.js) as a child process on loopback with only the
 * given settings (nothing inherited from this shell's DATABASE_URL, S3_*, OIDC_*), and waits until
 * its health route answers.
 */
export async function startServer(settings: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', echoServerLine);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const early = await Promise.race([exited, sleep(200).then(() => 'running' as const)]);
    if (early !== 'running') throw new Error(`The server exited with code ${early} at start`);
    if (await healthy(url)) break;
    if (Date.now() > deadline) {
      await stopChild(child, exited);
      throw new Error('The server did not answer /api/health/ within 60 s');
    }
  }
  return { url, stop: () => stopChild(child, exited) };
}

/** The server's warnings and errors, cut short: an error log line carries the whole query. */
function echoServerLine(line: string): void {
  console.log(`  [server] ${line.length > 400 ? `${line.slice(0, 400)}...` : line}`);
}

async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/api/health/`)
    .then((response) => response.ok)
    .catch(() => false);
}

/**
 * Waits until the server has drained what an ended load run left in flight: the health route
 * (one pool query) answers quickly twice in a row.
 */
export async function settle(url: string, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await healthy(url);
    quick = ok && performance.now() - started < 20 ? quick + 1 : 0;
    if (quick < 2) await sleep(100);
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
