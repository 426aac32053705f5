import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  FEATURE_BATCH_ROWS,
  cappedFeatureRows,
  featureCollectionBody,
  featureTextSql,
} from '../src/platform/geojson.js';
import { createTestApp, type TestApp } from './support/app.js';
import { openTestDatabase, testBackend } from './support/database.js';
import { expectCompressedAsPlain } from './support/geojson.js';
import { signUp, type Hunter } from './support/users.js';

interface FeatureCollection {
  type: string;
  features: { properties: { id: number; notes: string } }[];
}

/** Hunts with long notes: a collection of several megabytes, far more than one batch. */
const HUNTS = 3 * FEATURE_BATCH_ROWS + 250;
const NOTES = 'n'.repeat(4000);
/** More aborted answers than the server's pool has connections: a leak would exhaust it. */
const ABORTED = 12;

/** GET /api/hunts/geojson/ for a collection many batches long, streamed as it is read. */
describe(`map GeoJSON streamed in batches on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let baseUrl: string;
  let expectedIds: number[];

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { username: 'ann_stream' });
    await app.db.execute(sql`insert into hunts (user_id, date_of_hunt, latitude, longitude, notes)
      select ${ann.user.id}, date '2020-01-01' + (g % 1500), 39 + g / 10000.0, -121.5, ${NOTES}
      from generate_series(1, ${HUNTS}) as g`);
    const result: unknown = await app.db.execute(
      sql`select id from hunts where user_id = ${ann.user.id} order by date_of_hunt desc, id desc`,
    );
    const rows = (result as { rows?: { id: number }[] }).rows ?? (result as { id: number }[]);
    expectedIds = rows.map((row) => Number(row.id));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const fetchCollection = async () => {
    const response = await fetch(`${baseUrl}/api/hunts/geojson/`, { headers: ann.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return JSON.parse(await response.text()) as FeatureCollection;
  };

  it('sends every feature, in order, as one valid FeatureCollection', async () => {
    const collection = await fetchCollection();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((feature) => feature.properties.id)).toEqual(expectedIds);
    expect(collection.features.every((feature) => feature.properties.notes === NOTES)).toBe(true);
  });

  it('compresses the stream to the same body', async () => {
    const body = await expectCompressedAsPlain(app, '/api/hunts/geojson/', ann.headers);
    expect(JSON.parse(body).features).toHaveLength(HUNTS);
  });

  it('gives the connection back when the client goes away mid-answer', async () => {
    for (let n = 0; n < ABORTED; n += 1)
      await abortAfterFirstChunk(`${baseUrl}/api/hunts/geojson/`);
    const answers = await Promise.all(Array.from({ length: 20 }, fetchCollection));
    for (const collection of answers) expect(collection.features).toHaveLength(HUNTS);
    if (testBackend === 'postgres') {
      const result: unknown = await app.db.execute(sql`select count(*)::int as open
        from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
      const rows = (result as { rows?: { open: number }[] }).rows ?? [];
      expect(rows[0]?.open).toBe(0);
    }
  });

  /** Starts the request, reads its first chunk, then drops the connection. */
  function abortAfterFirstChunk(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: ann.headers }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
  }
});

/** The stream on its own: a cursor that fails or runs out of time hands its connection back. */
describe(`a FeatureCollection stream that fails on ${testBackend}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const series = (count: number, failAt?: number) =>
    cappedFeatureRows(
      database.db
        .select({
          feature: featureTextSql(
            failAt === undefined
              ? sql`json_build_object('type', 'Feature', 'id', g)`
              : sql`json_build_object('type', 'Feature', 'id', 1 / (g - ${failAt}))`,
          ),
        })
        // No ORDER BY: PostgreSQL then computes each row as it is fetched, so a failing row fails
        // a later batch, after the answer has started.
        .from(sql`generate_series(1, ${count}) as g`),
    );
  const readAll = async (body: string | Readable) =>
    JSON.parse(typeof body === 'string' ? body : await text(body)) as { features: unknown[] };

  it('ends in an error when a later batch fails, and the next reads still get connections', async () => {
    for (let n = 0; n < ABORTED; n += 1) {
      // PostgreSQL computes rows as they are fetched (the error comes mid-stream); PGlite reads
      // them at once (the error comes before any byte, as a normal error answer).
      await expect(
        featureCollectionBody(database, series(3 * FEATURE_BATCH_ROWS, 2500)).then(readAll),
      ).rejects.toThrow(/division by zero/);
    }
    const collection = await readAll(await featureCollectionBody(database, series(2500)));
    expect(collection.features).toHaveLength(2500);
  });

  it('answers the same statement again and again with other values: empty, short, one batch exactly', async () => {
    for (let round = 0; round < ABORTED; round += 1) {
      for (const count of [0, 7 + round, FEATURE_BATCH_ROWS, FEATURE_BATCH_ROWS + 1]) {
        const collection = await readAll(await featureCollectionBody(database, series(count)));
        expect(collection.features).toHaveLength(count);
      }
    }
  });

  it('rejects a statement that fails at its first row, and the next reads still get connections', async () => {
    for (let n = 0; n < ABORTED; n += 1) {
      await expect(featureCollectionBody(database, series(10, 3))).rejects.toThrow(
        /division by zero/,
      );
    }
    const collection = await readAll(await featureCollectionBody(database, series(12)));
    expect(collection.features).toEqual(
      Array.from({ length: 12 }, (_, index) => ({ type: 'Feature', id: index + 1 })),
    );
  });

  it('cuts off a stream nobody reads when its time runs out', async () => {
    for (let n = 0; n < ABORTED; n += 1) {
      const body = await featureCollectionBody(database, series(3 * FEATURE_BATCH_ROWS), 50);
      expect(typeof body).not.toBe('string');
      const stream = body as Readable;
      const error = await new Promise<Error>((resolve) => stream.once('error', resolve));
      expect(error.message).toMatch(/did not reach the client within 50 ms/);
    }
    const collection = await readAll(await featureCollectionBody(database, series(1500)));
    expect(collection.features).toHaveLength(1500);
  });
});
