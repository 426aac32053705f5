import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAP_FEATURES_MAX, type BoundingBox } from '@marshlog/domain';

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

/** What an aggregate over no rows stands for: a map with nothing on it. */
export const EMPTY_FEATURE_COLLECTION = '{"type":"FeatureCollection","features":[]}';

/**
 * SQL: the whole FeatureCollection as JSON text, assembled by the database, so the server sends
 * it on without parsing and re-serializing tens of thousands of features. At most
 * MAP_FEATURES_MAX features, the first in `orderBy`, so no answer grows without bound.
 */
export function featureCollectionTextSql(feature: SQL, orderBy: SQL): SQL<string> {
  const features = sql`(array_agg(${feature} order by ${orderBy}))[1:${sql.raw(String(MAP_FEATURES_MAX))}]`;
  return sql<string>`'{"type":"FeatureCollection","features":' || coalesce(array_to_json(${features})::text, '[]') || '}'`;
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

/** Sends JSON text the database built, as it is: Fastify does not serialize a string it is told is JSON. */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
