import { eq, inArray, sql } from 'drizzle-orm';
import { SPECIES_CATALOGUE, type HuntGeojsonQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunts, users } from '../../db/schema.js';
import {
  EMPTY_FEATURE_COLLECTION,
  featureCollectionTextSql,
  isoTimestampSql,
  pointFeatureSql,
  withinBoundingBox,
} from '../../platform/geojson.js';
import { huntFilters } from './queries.js';

/** The catalogue's labels in SQL, so the map shows species names without a second pass. */
const speciesLabelSql = sql`case ${birds.species} ${sql.join(
  SPECIES_CATALOGUE.map((entry) => sql`when ${entry.value} then ${entry.label}`),
  sql` `,
)} else ${birds.species} end`;

/**
 * GET /api/hunts/geojson/: the FeatureCollection of every hunt the viewer may see (within `bbox`
 * when given), as JSON text built by the database in one query and filtered there by the same
 * visibility condition as lists. Species are grouped once for all those hunts, not per hunt.
 */
export async function huntFeatureCollectionText(
  db: Database,
  viewerId: number | null,
  query: HuntGeojsonQuery,
): Promise<string> {
  const where = sql`${huntFilters(viewerId, query, db)} and ${withinBoundingBox(query.bbox, hunts) ?? sql`true`}`;
  const speciesOfHunts = db
    .select({
      huntId: birds.huntId,
      labels: sql<string[]>`array_agg(distinct ${speciesLabelSql})`.as('labels'),
    })
    .from(birds)
    .where(inArray(birds.huntId, db.select({ id: hunts.id }).from(hunts).where(where)))
    .groupBy(birds.huntId)
    .as('hunt_species');
  const isOwner = viewerId === null ? sql`false` : sql`${hunts.userId} = ${viewerId}`;
  const feature = pointFeatureSql(
    hunts,
    sql`json_build_object(
      'id', ${hunts.id},
      'date_of_hunt', ${hunts.dateOfHunt},
      'latitude', ${hunts.latitude},
      'longitude', ${hunts.longitude},
      'privacy_level', ${hunts.privacyLevel},
      'notes', ${hunts.notes},
      'total_birds', ${hunts.totalBirds},
      'total_ducks', ${hunts.totalDucks},
      'total_geese', ${hunts.totalGeese},
      'species', coalesce(${speciesOfHunts.labels}, '{}'),
      'created_at', ${isoTimestampSql(hunts.createdAt)},
      'updated_at', ${isoTimestampSql(hunts.updatedAt)},
      'user', json_build_object('id', ${users.id}, 'username', ${users.username}, 'name', ${users.name}),
      'is_owner', ${isOwner},
      'can_edit', ${isOwner}
    )`,
  );
  const [row] = await db
    .select({
      body: featureCollectionTextSql(feature, sql`${hunts.dateOfHunt} desc, ${hunts.id} desc`),
    })
    .from(hunts)
    .innerJoin(users, eq(users.id, hunts.userId))
    .leftJoin(speciesOfHunts, eq(speciesOfHunts.huntId, hunts.id))
    .where(where);
  return row?.body ?? EMPTY_FEATURE_COLLECTION;
}
