import { and, eq, sql } from 'drizzle-orm';
import {
  LOCATION_TYPE_LABELS,
  locationFeaturePropertiesSchema,
  type LocationGeojsonQuery,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locations, users } from '../../db/schema.js';
import type { Statement } from '../../db/client.js';
import {
  cappedFeatureRows,
  declaredObjectSql,
  featureTextSql,
  isoTimestampSql,
  pointFeatureSql,
  withinBoundingBox,
} from '../../platform/geojson.js';
import { locationPermissionsSql } from '../../platform/visibility/index.js';
import { listCondition, photoCount } from './queries.js';

/** The type labels in SQL, so features carry `location_type_display` as the list does. */
const typeLabelSql = sql`case ${locations.locationType} ${sql.join(
  Object.entries(LOCATION_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} else ${locations.locationType} end`;

/**
 * GET /api/locations/geojson/: every location the viewer may see at the given level, scope and
 * `bbox`, newest first, one feature a row as JSON text built by the database: the keys of the
 * declared feature schema, the abilities from the visibility module.
 */
export function locationFeatureRows(
  db: Database,
  viewerId: number | null,
  query: LocationGeojsonQuery,
): Statement {
  const abilities = locationPermissionsSql(viewerId);
  const feature = pointFeatureSql(
    locations,
    declaredObjectSql(locationFeaturePropertiesSchema, {
      id: locations.id,
      name: locations.name,
      description: locations.description,
      location_type: locations.locationType,
      location_type_display: typeLabelSql,
      privacy_level: locations.privacyLevel,
      latitude: locations.latitude,
      longitude: locations.longitude,
      photo_count: photoCount,
      date_added: isoTimestampSql(locations.dateAdded),
      updated_at: isoTimestampSql(locations.updatedAt),
      user: declaredObjectSql(locationFeaturePropertiesSchema.shape.user, {
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
      .from(locations)
      .innerJoin(users, eq(users.id, locations.userId))
      .where(and(listCondition(viewerId, query), withinBoundingBox(query.bbox, locations)))
      .orderBy(sql`${locations.dateAdded} desc, ${locations.id} desc`),
  );
}
