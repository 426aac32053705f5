import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BareFramework } from './bare-http-server.js';
import type { CapturedStatement } from './capture.js';
import { measureApi } from './load.js';
import type { Side } from './paired.js';
import type { Scenario } from './scenarios.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, 'bare-http-server.ts');

export interface BareHttpServer {
  url: string;
  stop(): Promise<void>;
}

/** What the bare HTTP floor sends: the rows as JSON, or a map's rows as a FeatureCollection. */
export type BareAnswer = 'rows' | 'features';

/**
 * Starts a bare HTTP floor for one scenario's statements (bare-http-server.ts) behind node:http
 * or Fastify alone, as a child process run as this process runs (tsx), and answers its loopback
 * address once it listens.
 */
export async function startBareHttp(
  databaseUrl: string,
  statements: readonly CapturedStatement[],
  answer: BareAnswer,
  framework: BareFramework,
): Promise<BareHttpServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-bare-http-'));
  const planFile = path.join(dir, 'plan.json');
  await fs.writeFile(planFile, JSON.stringify(statements));
  const child = fork(SERVER_ENTRY, [planFile, answer, framework], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`The bare HTTP floor exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The bare HTTP floor as one side of a comparison: the scenario's load, sent to it as the API gets
 * it, the bearer token included (the floor ignores it; node:http still reads it, as it does the
 * API's), so the two sides differ only in what the server does with the request.
 */
export function bareHttpSide(
  server: BareHttpServer,
  scenario: Scenario,
  clients: number,
  token: string | undefined,
): Side {
  const plain: Scenario = {
    id: scenario.id,
    title: scenario.title,
    budgets: scenario.budgets,
    window: scenario.window,
    method: 'GET',
    path: '/',
    signedIn: scenario.signedIn,
  };
  return (stretch) => measureApi(server.url, plain, token, clients, stretch);
}
