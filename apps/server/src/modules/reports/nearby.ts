import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { BoundingBox, NearbyReport, ReportNearbyQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { withinBoundingBox } from '../../platform/geojson.js';
import { reportLocationWithheld, reportsVisibleTo } from '../../platform/visibility/index.js';
import { presentReport } from './present.js';
import { countReports, selectReportRows } from './queries.js';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.32;

/** SQL: great-circle (haversine) distance in km from the point to the current `reports` row. */
function distanceKmSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${reports.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${reports.latitude}))
      * power(sin(radians(${reports.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * A box holding every point within `radiusKm` of the point, so the GiST index on reports' points
 * narrows the search before the exact distance decides; near a pole it spans all longitudes.
 */
export function boxAround(lat: number, lng: number, radiusKm: number): BoundingBox {
  const latitudeSpan = radiusKm / KM_PER_DEGREE_LATITUDE;
  const south = Math.max(-90, lat - latitudeSpan);
  const north = Math.min(90, lat + latitudeSpan);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cosine = Math.cos((widest * Math.PI) / 180);
  const longitudeSpan = cosine > 1e-6 ? latitudeSpan / cosine : 360;
  if (north >= 90 || south <= -90 || longitudeSpan >= 180) {
    return { west: -180, south, east: 180, north };
  }
  const wrap = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180;
  return { west: wrap(lng - longitudeSpan), south, east: wrap(lng + longitudeSpan), north };
}

/**
 * GET /reports/nearby/: the reports the viewer may see within `radius` km of (lat, lng), nearest
 * first, paginated like every list, each with `distance_km` (two decimals). Reports whose policy
 * withholds the exact place from the viewer are left out, as on the map.
 */
export async function findNearbyReports(
  db: Database,
  viewerId: number | null,
  query: ReportNearbyQuery,
): Promise<{ count: number; results: NearbyReport[] }> {
  const distance = distanceKmSql(query.lat, query.lng);
  const where = and(
    reportsVisibleTo(viewerId),
    sql`not ${reportLocationWithheld(viewerId)}`,
    withinBoundingBox(boxAround(query.lat, query.lng, query.radius), reports),
    sql`${distance} <= ${query.radius}::float8`,
  );
  const count = await countReports(db, where);
  const rows = await selectReportRows(db, viewerId)
    .where(where)
    .orderBy(asc(distance), asc(reports.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    count,
    results: rows.map((row) => ({
      ...presentReport(row, viewerId),
      distance_km: Math.round(haversineKm(query.lat, query.lng, row.report) * 100) / 100,
    })),
  };
}

/** The same distance in JavaScript, for the answer (the row holds the exact point). */
function haversineKm(
  lat: number,
  lng: number,
  point: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(point.latitude - lat) / 2) ** 2 +
    Math.cos(rad(lat)) *
      Math.cos(rad(point.latitude)) *
      Math.sin(rad(point.longitude - lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
