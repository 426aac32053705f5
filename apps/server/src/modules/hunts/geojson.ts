import { and, eq, sql } from 'drizzle-orm';
import {
  SPECIES_CATALOGUE,
  huntFeaturePropertiesSchema,
  type HuntGeojsonQuery,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts, locations, users } from '../../db/schema.js';
import type { Statement } from '../../db/client.js';
import {
  cappedFeatureRows,
  declaredObjectSql,
  featureTextSql,
  isoTimestampSql,
  pointFeatureSql,
  withinBoundingBox,
} from '../../platform/geojson.js';
import { huntPermissionsSql, huntPlaceVisibleTo } from '../../platform/visibility/index.js';
import { huntFilters } from './queries.js';

/** The hunt's species as the catalogue's labels, in SQL, so the map shows names without a second pass. */
const speciesLabelsSql = sql`array(select case harvested.species ${sql.join(
  SPECIES_CATALOGUE.map((entry) => sql`when ${entry.value} then ${entry.label}`),
  sql` `,
)} else harvested.species end from unnest(${hunts.species}) as harvested(species) order by 1)`;

/**
 * GET /api/hunts/geojson/: the features of every hunt the viewer may see (within `bbox` when
 * given), newest first, one row each as JSON text built by the database and filtered there by
 * the same visibility condition as lists. The properties are the keys of the declared feature
 * schema; species come from the hunt itself (kept with its totals); the place name only where
 * the viewer may see that location; the abilities from the visibility module.
 */
export function huntFeatureRows(
  db: Database,
  viewerId: number | null,
  query: HuntGeojsonQuery,
): Statement {
  const where = and(huntFilters(viewerId, query, db), withinBoundingBox(query.bbox, hunts));
  const abilities = huntPermissionsSql(viewerId);
  const feature = pointFeatureSql(
    hunts,
    declaredObjectSql(huntFeaturePropertiesSchema, {
      id: hunts.id,
      date_of_hunt: hunts.dateOfHunt,
      latitude: hunts.latitude,
      longitude: hunts.longitude,
      privacy_level: hunts.privacyLevel,
      notes: hunts.notes,
      total_birds: hunts.totalBirds,
      total_ducks: hunts.totalDucks,
      total_geese: hunts.totalGeese,
      location_name: locations.name,
      species: speciesLabelsSql,
      created_at: isoTimestampSql(hunts.createdAt),
      updated_at: isoTimestampSql(hunts.updatedAt),
      user: declaredObjectSql(huntFeaturePropertiesSchema.shape.user, {
        id: users.id,
        username: users.username,
        name: users.name,
      }),
      is_owner: abilities.is_owner,
      can_edit: abilities.can_edit,
    }),
  );
  return cappedFeatureRows(
    db
      .select({ feature: featureTextSql(feature) })
      .from(hunts)
      .innerJoin(users, eq(users.id, hunts.userId))
      .leftJoin(locations, huntPlaceVisibleTo(viewerId))
      .where(where)
      .orderBy(sql`${hunts.dateOfHunt} desc, ${hunts.id} desc`),
  );
}
