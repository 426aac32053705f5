import { and, eq, sql } from 'drizzle-orm';
import { LOCATION_TYPE_LABELS, type LocationGeojsonQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locations, users } from '../../db/schema.js';
import type { Statement } from '../../db/client.js';
import {
  cappedFeatureRows,
  featureTextSql,
  isoTimestampSql,
  pointFeatureSql,
  withinBoundingBox,
} from '../../platform/geojson.js';
import { locationEditableBy } from '../../platform/visibility/index.js';
import { listCondition, photoCount } from './queries.js';

/** The type labels in SQL, so features carry `location_type_display` as the list does. */
const typeLabelSql = sql`case ${locations.locationType} ${sql.join(
  Object.entries(LOCATION_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} else ${locations.locationType} end`;

/**
 * GET /api/locations/geojson/: every location the viewer may see at the given level, scope and
 * `bbox`, newest first, one feature a row as JSON text built by the database.
 */
export function locationFeatureRows(
  db: Database,
  viewerId: number | null,
  query: LocationGeojsonQuery,
): Statement {
  const isOwner = viewerId === null ? sql`false` : eq(locations.userId, viewerId);
  const feature = pointFeatureSql(
    locations,
    sql`json_build_object(
      'id', ${locations.id},
      'name', ${locations.name},
      'description', ${locations.description},
      'location_type', ${locations.locationType},
      'location_type_display', ${typeLabelSql},
      'privacy_level', ${locations.privacyLevel},
      'latitude', ${locations.latitude},
      'longitude', ${locations.longitude},
      'photo_count', ${photoCount},
      'date_added', ${isoTimestampSql(locations.dateAdded)},
      'updated_at', ${isoTimestampSql(locations.updatedAt)},
      'user', json_build_object('id', ${users.id}, 'username', ${users.username}, 'name', ${users.name}),
      'is_owner', ${isOwner},
      'can_edit', ${locationEditableBy(viewerId)}
    )`,
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
