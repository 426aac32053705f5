import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { MAP_FEATURES_MAX, type BoundingBox } from '@marshlog/domain';
import type { DatabaseHandle, RowCursor, Statement } from '../db/client.js';
import { literalLimit } from './prepared.js';

/** A timestamp column as ISO 8601 UTC text with milliseconds, as `Date.toISOString` writes it. */
export function isoTimestampSql(column: AnyPgColumn): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** SQL: a GeoJSON Point feature of an item at its coordinates, with the given properties. */
export function pointFeatureSql(
  point: { latitude: AnyPgColumn; longitude: AnyPgColumn },
  properties: SQL,
): SQL {
  return sql`json_build_object(
    'type', 'Feature',
    'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(${point.longitude}, ${point.latitude})),
    'properties', ${properties}
  )`;
}

/**
 * SQL: a JSON object with exactly the keys of its declared schema (packages/domain), in the
 * schema's order, each from `values`: a key the schema adds or drops is a type error here, so a
 * map's SQL cannot drift from the feature shape it answers by. The values are the caller's SQL.
 */
export function declaredObjectSql<Schema extends z.ZodObject>(
  schema: Schema,
  values: { [Key in keyof Schema['shape']]: SQL | AnyPgColumn },
): SQL {
  const pairs = Object.keys(schema.shape).map((key) => {
    if (!/^[a-z_]+$/.test(key)) throw new Error(`not a JSON key the SQL may spell: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${values[key as keyof Schema['shape']]}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** SQL: a feature as JSON text, the one column of each row a FeatureCollection is read from. */
export function featureTextSql(feature: SQL): SQL<string> {
  return sql<string>`(${feature})::text`;
}

/**
 * The statement of a map's features: the select's rows (each a feature's JSON text, in the
 * select's order), at most MAP_FEATURES_MAX of them, so no answer grows without bound. The cap is
 * written into the text, not bound, so the prepared statement's generic plan sees the real limit.
 */
export function cappedFeatureRows(select: {
  limit(count: number): { toSQL(): Statement };
}): Statement {
  return select.limit(literalLimit(MAP_FEATURES_MAX)).toSQL();
}

/**
 * SQL: the item's point lies in the box, as `point(longitude, latitude) <@ box(...)` so the GiST
 * index on that expression serves it; a box whose west is east of its east wraps the antimeridian.
 */
export function withinBoundingBox(
  box: BoundingBox | undefined,
  point: { latitude: AnyPgColumn; longitude: AnyPgColumn },
): SQL | undefined {
  if (!box) return undefined;
  const at = sql`point(${point.longitude}, ${point.latitude})`;
  const inside = (west: number, east: number) =>
    sql`${at} <@ box(point(${west}::float8, ${box.south}::float8), point(${east}::float8, ${box.north}::float8))`;
  if (box.west <= box.east) return inside(box.west, box.east);
  return sql`(${inside(box.west, 180)} or ${inside(-180, box.east)})`;
}

const COLLECTION_HEAD = '{"type":"FeatureCollection","features":[';
const COLLECTION_TAIL = ']}';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Features read per FETCH and written on as one chunk: about 0.6-0.8 MB of JSON text. */
export const FEATURE_BATCH_ROWS = 1000;

/**
 * How long a streamed collection may take to reach its client. Past it the answer is cut off and
 * its database connection dropped, so a client that stops reading cannot hold a pool connection.
 */
export const FEATURE_STREAM_LIMIT_MS = 60_000;

/**
 * The FeatureCollection of the statement's rows, each a feature's JSON text built by the
 * database. An answer that fits in one batch comes back as text (sent with its length, and
 * compressed only above the threshold, like any JSON). A longer one is a stream that reads the
 * next batch only when the client has taken the last (backpressure), so the server never holds
 * the whole collection: on PostgreSQL a cursor on a connection of its own, given back at the end,
 * on error, when the client goes away, or when `limitMs` runs out.
 */
export async function featureCollectionBody(
  database: DatabaseHandle,
  statement: Statement,
  limitMs = FEATURE_STREAM_LIMIT_MS,
): Promise<string | Readable> {
  const cursor = await database.openCursor(statement);
  let first: string[];
  try {
    first = await cursor.read(FEATURE_BATCH_ROWS);
  } catch (error) {
    await cursor.close(true);
    throw error;
  }
  if (first.length < FEATURE_BATCH_ROWS) {
    await cursor.close();
    return COLLECTION_HEAD + first.join(',') + COLLECTION_TAIL;
  }
  return featureStream(cursor, COLLECTION_HEAD + first.join(','), limitMs);
}

/**
 * The rest of a collection whose first batch is `head`. The next batch is asked for as soon as
 * one is handed to the stream, so the database builds it while the last is on its way to the
 * client; the stream still holds at most one batch beyond what the client has taken.
 */
function featureStream(cursor: RowCursor, head: string, limitMs: number): Readable {
  let pending: string | undefined = head;
  let next: Promise<string[]> | undefined = readAhead(cursor);
  const stream = new Readable({
    read() {
      if (pending !== undefined) {
        this.push(pending);
        pending = undefined;
        return;
      }
      const batch = next ?? cursor.read(FEATURE_BATCH_ROWS);
      next = undefined;
      batch.then(
        async (rows) => {
          const chunk = rows.length > 0 ? `,${rows.join(',')}` : '';
          if (rows.length === FEATURE_BATCH_ROWS) {
            next = readAhead(cursor);
            this.push(chunk);
            return;
          }
          await cursor.close();
          this.push(chunk + COLLECTION_TAIL);
          this.push(null);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      clearTimeout(deadline);
      const release = () => callback(error);
      cursor.close(error !== null).then(release, release);
    },
  });
  const deadline = setTimeout(
    () => stream.destroy(new Error(`The map data did not reach the client within ${limitMs} ms`)),
    limitMs,
  );
  deadline.unref();
  return stream;
}

/** The cursor's next batch, read ahead; a failure surfaces when the stream takes the batch. */
function readAhead(cursor: RowCursor): Promise<string[]> {
  const batch = cursor.read(FEATURE_BATCH_ROWS);
  batch.catch(() => undefined);
  return batch;
}

/** Sends a map's FeatureCollection (featureCollectionBody) as JSON text, never re-serialized. */
export async function sendFeatureCollection(
  reply: FastifyReply,
  database: DatabaseHandle,
  statement: Statement,
): Promise<FastifyReply> {
  return reply.type(JSON_TYPE).send(await featureCollectionBody(database, statement));
}
