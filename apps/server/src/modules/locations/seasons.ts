import { and, desc, eq, sql } from 'drizzle-orm';
import { seasonLabel, type HuntSeason } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts } from '../../db/schema.js';
import { huntsVisibleTo } from '../../platform/visibility/index.js';

/** The year a hunt's season opened: seasons run from September 1, so shift back eight months. */
const seasonStartYearSql = sql<number>`extract(year from ${hunts.dateOfHunt} - interval '8 months')::int`;

/**
 * The birds taken at one location per season, newest season first, counting only the hunts the
 * viewer may see (the same visibility condition as the hunt list); served by hunts_location_date_idx.
 * The caller has checked that the viewer may see the location itself.
 */
export async function huntSeasonsAt(
  db: Database,
  viewerId: number | null,
  locationId: number,
): Promise<HuntSeason[]> {
  const rows = await db
    .select({
      startYear: seasonStartYearSql.mapWith(Number),
      hunts: sql<number>`count(*)::int`.mapWith(Number),
      totalBirds: sql<number>`coalesce(sum(${hunts.totalBirds}), 0)::int`.mapWith(Number),
      totalDucks: sql<number>`coalesce(sum(${hunts.totalDucks}), 0)::int`.mapWith(Number),
      totalGeese: sql<number>`coalesce(sum(${hunts.totalGeese}), 0)::int`.mapWith(Number),
    })
    .from(hunts)
    .where(and(eq(hunts.locationId, locationId), huntsVisibleTo(viewerId)))
    .groupBy(seasonStartYearSql)
    .orderBy(desc(seasonStartYearSql));
  return rows.map((row) => ({
    start_year: row.startYear,
    season: seasonLabel(row.startYear),
    hunts: row.hunts,
    total_birds: row.totalBirds,
    total_ducks: row.totalDucks,
    total_geese: row.totalGeese,
  }));
}
