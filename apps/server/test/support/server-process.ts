import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, testBackend } from './database.js';

/**
 * The server as a user starts it: `node src/main.ts` (through tsx) in its own process, configured
 * only by environment variables, talked to over real HTTP.
 */

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Process tests start real servers on a shared, busy machine: give them room. */
export const PROCESS_TEST_TIMEOUT = 120_000;

/** How a server process ended, with everything it printed. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** One JSON log line of the server's stdout. */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  pid: number;
  /** Everything printed so far on stdout and stderr. */
  output(): string;
  /** The JSON log lines printed so far on stdout. */
  logLines(): LogLine[];
  /** Resolves with the first log line that matches; rejects when the process ends first. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<ServerExit>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<ServerExit>;
}

export interface RunningServer extends ServerProcess {
  /** http://127.0.0.1:<port>, the address the server reported when ready. */
  url: string;
}

/**
 * The environment of a server process: loopback, a free port, info logs, no web app, and nothing
 * inherited from the test runner's own environment (no stray DATABASE_URL or OIDC_* settings).
 */
export function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(os.tmpdir(), 'marshlog-no-web-app'),
    ...settings,
  };
}

/** Starts a server process without waiting for it; every started process is stopped by `cleanup`. */
export class ServerLauncher {
  private readonly children = new Set<ChildProcess>();
  private readonly scratch: string[] = [];

  launch(env: NodeJS.ProcessEnv): ServerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.add(child);
    let output = '';
    let stdoutBuffer = '';
    const lines: LogLine[] = [];
    const waiters = new Set<() => void>();
    const notify = () => waiters.forEach((wake) => wake());
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdoutBuffer += chunk.toString();
      const complete = stdoutBuffer.split('\n');
      stdoutBuffer = complete.pop() ?? '';
      for (const text of complete) {
        const line = parseLogLine(text);
        if (line) lines.push(line);
      }
      notify();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    let ended: ServerExit | undefined;
    const exited = new Promise<ServerExit>((resolve) => {
      child.on('close', (code, signal) => {
        this.children.delete(child);
        ended = { code, signal, output };
        notify();
        resolve(ended);
      });
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error('the server process did not start');

    const waitForLog = (matches: (line: LogLine) => boolean, timeoutMs = 90_000) =>
      new Promise<LogLine>((resolve, reject) => {
        const check = () => {
          const found = lines.find(matches);
          if (found || ended) {
            waiters.delete(check);
            clearTimeout(timer);
            if (found) resolve(found);
            else
              reject(
                new Error(`the server exited (${ended?.code}) before the log line:\n${output}`),
              );
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such log line within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });

    return {
      pid,
      output: () => output,
      logLines: () => [...lines],
      waitForLog,
      exited,
      stop: (signal = 'SIGTERM') => {
        if (!ended) child.kill(signal);
        return exited;
      },
    };
  }

  /** Starts a server and waits until it listens. */
  async start(env: NodeJS.ProcessEnv): Promise<RunningServer> {
    const server = this.launch(env);
    const ready = await server.waitForLog((line) => line.msg === 'Marshlog is ready');
    if (typeof ready.address !== 'string') throw new Error('the ready line names no address');
    return { ...server, url: ready.address };
  }

  /** Runs a server that is expected to refuse to start, and returns how it ended. */
  async refuse(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ServerExit> {
    const server = this.launch(env);
    const timer = setTimeout(() => void server.stop('SIGKILL'), timeoutMs);
    const exit = await server.exited;
    clearTimeout(timer);
    return exit;
  }

  /** A fresh temporary directory, removed by `cleanup`. */
  async scratchDir(): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-process-'));
    this.scratch.push(dir);
    return dir;
  }

  /** Kills whatever is still running and removes the scratch directories. */
  async cleanup(): Promise<void> {
    const running = [...this.children].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('close', () => resolve());
          child.kill('SIGKILL');
        }),
    );
    await Promise.all(running);
    await Promise.all(this.scratch.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  }
}

function parseLogLine(text: string): LogLine | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return undefined; // plain text that happens to start with a brace is no log line
  }
}

/** The settings that select the test backend for a server process, and how to drop its data. */
export interface BackendSettings {
  settings: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Embedded PGlite in `dataDir`, or (TEST_DB_BACKEND=postgres) a fresh database on the server at
 * TEST_DATABASE_URL, with the JWT_SECRET that DATABASE_URL requires; dropped by `drop`.
 */
export async function backendSettings(dataDir: string): Promise<BackendSettings> {
  if (testBackend === 'pglite') return { settings: { DATA_DIR: dataDir }, drop: async () => {} };
  const scratch = await createScratchDatabase('marshlog_test');
  return {
    settings: {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    },
    drop: scratch.drop,
  };
}

/**
 * For a describe block of server processes: a launcher and a scratch backend made before its
 * tests and removed after them (every process killed, scratch directories and database dropped).
 */
export function processSuite(): {
  launcher: ServerLauncher;
  settings: () => Record<string, string>;
} {
  const launcher = new ServerLauncher();
  let backend: BackendSettings | undefined;
  beforeAll(async () => {
    backend = await backendSettings(await launcher.scratchDir());
  });
  afterAll(async () => {
    await launcher.cleanup();
    await backend?.drop();
  });
  return {
    launcher,
    settings: () => {
      if (!backend) throw new Error('the backend is made before the first test');
      return backend.settings;
    },
  };
}
