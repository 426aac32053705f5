import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  SPECIES_CATALOGUE,
  type HuntFeatureCollection,
  type HuntGeojsonQuery,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunts, users } from '../../db/schema.js';
import { huntFilters } from './queries.js';

const isoTimestamp = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The catalogue's labels in SQL, so the map shows species names without a second pass. */
const speciesLabelSql = sql`case b.species ${sql.join(
  SPECIES_CATALOGUE.map((entry) => sql`when ${entry.value} then ${entry.label}`),
  sql` `,
)} else b.species end`;

/**
 * GET /api/hunts/geojson/: the FeatureCollection of every hunt the viewer may see, built by the
 * database in one query (json_agg), filtered there by the same visibility condition as lists.
 */
export async function huntFeatureCollection(
  db: Database,
  viewerId: number | null,
  query: HuntGeojsonQuery,
): Promise<HuntFeatureCollection> {
  const isOwner = viewerId === null ? sql`false` : sql`${hunts.userId} = ${viewerId}`;
  const feature = sql`json_build_object(
    'type', 'Feature',
    'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(${hunts.longitude}, ${hunts.latitude})),
    'properties', json_build_object(
      'id', ${hunts.id},
      'date_of_hunt', ${hunts.dateOfHunt},
      'latitude', ${hunts.latitude},
      'longitude', ${hunts.longitude},
      'privacy_level', ${hunts.privacyLevel},
      'notes', ${hunts.notes},
      'total_birds', ${hunts.totalBirds},
      'total_ducks', ${hunts.totalDucks},
      'total_geese', ${hunts.totalGeese},
      'species', array(select distinct ${speciesLabelSql} from ${birds} b where b.hunt_id = ${hunts.id}),
      'created_at', ${isoTimestamp(hunts.createdAt)},
      'updated_at', ${isoTimestamp(hunts.updatedAt)},
      'user', json_build_object('id', ${users.id}, 'username', ${users.username}, 'name', ${users.name}),
      'is_owner', ${isOwner},
      'can_edit', ${isOwner}
    )
  )`;
  const [row] = await db
    .select({
      features: sql<
        HuntFeatureCollection['features']
      >`coalesce(json_agg(${feature} order by ${hunts.dateOfHunt} desc, ${hunts.id} desc), '[]'::json)`,
    })
    .from(hunts)
    .innerJoin(users, eq(users.id, hunts.userId))
    .where(huntFilters(viewerId, query, db));
  return { type: 'FeatureCollection', features: row?.features ?? [] };
}
