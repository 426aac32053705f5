import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { SEASON_START_MONTH, type ExportKind, type ExportQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { Statement } from '../../db/statement.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { birds, hunts, locations, reports } from '../../db/schema.js';
import { isoTimestampSql } from '../../platform/geojson.js';
import {
  huntsVisibleTo,
  locationsVisibleTo,
  reportPolicy,
  reportPolicyJoin,
  reportsVisibleTo,
} from '../../platform/visibility/index.js';

/**
 * One exported item as the database writes it (JSON text per row): what every format needs.
 * `folder` keeps the item's type (a location's type, "hunts", "reports") for GPX types and KML
 * folders; `birds` is a hunt's harvest.
 */
export interface ExportRecord {
  id: number;
  name: string;
  notes: string;
  /** YYYY-MM-DD for hunts and reports, ISO 8601 for a location's date added. */
  date: string;
  latitude: number;
  longitude: number;
  privacy_level: string;
  folder: string;
  birds?: { species: string; gender: string; harvested_at: string | null; notes: string }[];
}

const pad = (value: number) => String(value).padStart(2, '0');
/** The first day of the season opened in `year`, and of the next one. */
function seasonBounds(year: number): [string, string] {
  const start = `-${pad(SEASON_START_MONTH)}-01`;
  return [`${year}${start}`, `${year + 1}${start}`];
}

function withinSeason(column: SQL | AnyPgColumn, season: number | undefined) {
  if (season === undefined) return undefined;
  const [from, to] = seasonBounds(season);
  return sql`(${column} >= ${from} and ${column} < ${to})`;
}

/** The owner's own items (through the visibility module), in the season and privacy level asked for. */
function ownItems(
  ownerId: number,
  item: { visible: SQL; owner: AnyPgColumn; day: SQL | AnyPgColumn; privacyLevel: AnyPgColumn },
  filters: Pick<ExportQuery, 'season' | 'privacy_level'>,
) {
  return and(
    item.visible,
    eq(item.owner, ownerId),
    withinSeason(item.day, filters.season),
    filters.privacy_level ? eq(item.privacyLevel, filters.privacy_level) : undefined,
  );
}

/** The owner's own items of a kind, filtered, oldest first: the viewer's items through the visibility module. */
export function exportStatement(
  db: Database,
  ownerId: number,
  kind: ExportKind,
  filters: Pick<ExportQuery, 'season' | 'privacy_level'>,
): Statement {
  switch (kind) {
    case 'hunts': {
      const harvest = sql`coalesce((select json_agg(json_build_object(
          'species', ${birds.species}, 'gender', ${birds.gender},
          'harvested_at', ${birds.harvestedAt}::text, 'notes', ${birds.notes}) order by ${birds.id})
        from ${birds} where ${birds.huntId} = ${hunts.id}), '[]'::json)`;
      return db
        .select({
          record: sql<string>`json_build_object(
            'id', ${hunts.id}, 'name', 'Hunt ' || ${hunts.dateOfHunt}::text, 'notes', ${hunts.notes},
            'date', ${hunts.dateOfHunt}::text, 'latitude', ${hunts.latitude}, 'longitude', ${hunts.longitude},
            'privacy_level', ${hunts.privacyLevel}, 'folder', 'hunts', 'birds', ${harvest})::text`,
        })
        .from(hunts)
        .where(
          ownItems(
            ownerId,
            {
              visible: huntsVisibleTo(ownerId),
              owner: hunts.userId,
              day: hunts.dateOfHunt,
              privacyLevel: hunts.privacyLevel,
            },
            filters,
          ),
        )
        .orderBy(asc(hunts.dateOfHunt), asc(hunts.id))
        .toSQL();
    }
    case 'locations':
      return db
        .select({
          record: sql<string>`json_build_object(
            'id', ${locations.id}, 'name', ${locations.name},
            'notes', concat_ws(E'\n\n', nullif(${locations.description}, ''), nullif(${locations.accessNotes}, '')),
            'date', ${isoTimestampSql(locations.dateAdded)}, 'latitude', ${locations.latitude},
            'longitude', ${locations.longitude}, 'privacy_level', ${locations.privacyLevel},
            'folder', ${locations.locationType})::text`,
        })
        .from(locations)
        .where(
          ownItems(
            ownerId,
            {
              visible: locationsVisibleTo(ownerId),
              owner: locations.userId,
              day: sql`(${locations.dateAdded} at time zone 'UTC')::date`,
              privacyLevel: locations.privacyLevel,
            },
            filters,
          ),
        )
        .orderBy(asc(locations.locationType), asc(locations.dateAdded), asc(locations.id))
        .toSQL();
    case 'reports':
      return db
        .select({
          record: sql<string>`json_build_object(
            'id', ${reports.id}, 'name', ${reports.title}, 'notes', ${reports.content},
            'date', ${reports.reportDate}::text, 'latitude', ${reports.latitude},
            'longitude', ${reports.longitude}, 'privacy_level', ${reports.privacyLevel},
            'folder', 'reports')::text`,
        })
        .from(reports)
        .leftJoin(reportPolicy, reportPolicyJoin)
        .where(
          ownItems(
            ownerId,
            {
              visible: reportsVisibleTo(ownerId),
              owner: reports.userId,
              day: reports.reportDate,
              privacyLevel: reports.privacyLevel,
            },
            filters,
          ),
        )
        .orderBy(asc(reports.reportDate), asc(reports.id))
        .toSQL();
  }
}
