import fs from 'node:fs/promises';
import http from 'node:http';
import Fastify from 'fastify';
import type { CapturedStatement } from './capture.js';
import { postgresFloor } from './floor.js';
import { replayUnits } from './replay.js';

/** The HTTP layers a bare floor can run: node:http alone, or Fastify with nothing registered. */
export type BareFramework = 'node' | 'fastify';

/**
 * The bare HTTP floors' server (started by bare-http.ts as a child process): no authentication,
 * validation or presentation; every request runs one request's captured statements through the
 * floor's driver and sends their rows as JSON, or, for a map's features, the FeatureCollection the
 * API sends (each row a feature's JSON text). Behind node:http alone, what it costs over the driver
 * is what any HTTP server in Node adds in front of the same SQL; behind Fastify with no plugin,
 * hook or schema, what the framework the server is built on (DESIGN.md section 2) adds to that.
 */
async function main() {
  const [databaseUrl, planFile, answer, framework] = [
    process.env.DATABASE_URL,
    ...process.argv.slice(2),
  ];
  if (
    !databaseUrl ||
    !planFile ||
    (answer !== 'rows' && answer !== 'features') ||
    (framework !== 'node' && framework !== 'fastify')
  )
    throw new Error(
      'usage: DATABASE_URL=... bare-http-server.ts plan.json rows|features node|fastify',
    );
  const bodyOf = answer === 'features' ? featureCollection : JSON.stringify;
  const statements = JSON.parse(await fs.readFile(planFile, 'utf8')) as CapturedStatement[];
  const units = replayUnits(statements);
  const driver = postgresFloor(databaseUrl);
  const body = async () => {
    const rows: unknown[][] = [];
    for (const unit of units) rows.push(...(await driver.run(unit)));
    return bodyOf(rows);
  };
  const stop = framework === 'node' ? await listenNode(body) : await listenFastify(body);
  process.on('SIGTERM', () => {
    void stop()
      .then(() => driver.close())
      .then(() => process.exit(0));
  });
}

type Body = () => Promise<string>;
type Stop = () => Promise<void>;

function announce(address: ReturnType<http.Server['address']>): void {
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

async function listenNode(body: Body): Promise<Stop> {
  const server = http.createServer((request, response) => {
    request.resume();
    body().then(
      (text) => {
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        response.end(text);
      },
      (error: unknown) => {
        response.writeHead(500).end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  announce(server.address());
  return async () => {
    server.close();
    server.closeAllConnections();
  };
}

/** Fastify as it comes: no logger, plugin, hook or schema. */
async function listenFastify(body: Body): Promise<Stop> {
  const app = Fastify({ logger: false, keepAliveTimeout: 60_000 });
  app.get('/', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await body()),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  announce(app.server.address());
  return () => app.close();
}

/** The features (the first column of the last statement's rows) as one FeatureCollection. */
function featureCollection(rows: unknown[][]): string {
  const features = (rows.at(-1) ?? []) as string[][];
  return `{"type":"FeatureCollection","features":[${features.map((row) => row[0]).join(',')}]}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
