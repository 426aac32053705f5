import fs from 'node:fs/promises';
import http from 'node:http';
import type { CapturedStatement } from './capture.js';
import { postgresFloor } from './floor.js';
import { replayUnits } from './replay.js';

/**
 * The bare HTTP floor's server (started by bare-http.ts as a child process): node:http with no
 * framework, no authentication and no validation, answering every request by running one
 * request's captured statements through the floor's driver and sending their rows as JSON, or,
 * for a map's features, the FeatureCollection the API sends (each row a feature's JSON text).
 * What it costs over the floor is what any HTTP server in Node adds in front of the same SQL.
 */
async function main() {
  const [databaseUrl, planFile, answer] = [process.env.DATABASE_URL, ...process.argv.slice(2)];
  if (!databaseUrl || !planFile || (answer !== 'rows' && answer !== 'features'))
    throw new Error('usage: DATABASE_URL=... bare-http-server.ts plan.json rows|features');
  const bodyOf = answer === 'features' ? featureCollection : JSON.stringify;
  const statements = JSON.parse(await fs.readFile(planFile, 'utf8')) as CapturedStatement[];
  const units = replayUnits(statements);
  const driver = postgresFloor(databaseUrl);
  const server = http.createServer((request, response) => {
    const answer = async () => {
      const rows: unknown[][] = [];
      for (const unit of units) rows.push(...(await driver.run(unit)));
      const body = bodyOf(rows);
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    };
    request.resume();
    answer().catch((error: unknown) => {
      response.writeHead(500).end(error instanceof Error ? error.message : String(error));
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void driver.close().then(() => process.exit(0));
  });
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
