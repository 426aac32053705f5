import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ANONYMOUS_HUNTER_NAME,
  reportFeaturePropertiesSchema,
  type ReportGeojsonQuery,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts, reports, users } from '../../db/schema.js';
import type { Statement } from '../../db/client.js';
import {
  cappedFeatureRows,
  declaredObjectSql,
  featureTextSql,
  isoTimestampSql,
  pointFeatureSql,
  withinBoundingBox,
} from '../../platform/geojson.js';
import {
  commentCount,
  huntFilterShown,
  linkedHuntJoin,
  photoCount,
  reportFilterCondition,
} from './queries.js';
import {
  noRows,
  reportAudienceSql,
  reportHunterWithheld,
  reportLocationName,
  reportLocationWithheld,
  reportPermissionsSql,
  reportPolicy,
  reportPolicyJoin,
} from '../../platform/visibility/index.js';

const { shape } = reportFeaturePropertiesSchema;

/** SQL: the map-view author object, anonymous where the report withholds its hunter. */
function authorSql(viewerId: number | null): SQL {
  return sql`case when ${reportHunterWithheld(viewerId)}
    then ${declaredObjectSql(shape.user, { id: sql`null`, username: sql`null`, name: sql`${ANONYMOUS_HUNTER_NAME}::text` })}
    else ${declaredObjectSql(shape.user, { id: users.id, username: users.username, name: users.name })} end`;
}

/**
 * GET /api/reports/geojson/: every report the viewer may see under the filters (within `bbox`
 * when given), newest first, one feature a row as JSON text built by the database. Reports whose
 * policy withholds the exact place from the viewer are left off; the map-view fields are the
 * properties (seed 001 "Report (map view)"), the keys of the declared feature schema, the
 * abilities from the visibility module. A `hunt` the viewer may not see names no reports,
 * exactly as in the list (huntFilterShown).
 */
export async function reportFeatureRows(
  db: Database,
  viewerId: number | null,
  query: ReportGeojsonQuery,
): Promise<Statement> {
  const filtered = (await huntFilterShown(db, viewerId, query.hunt))
    ? reportFilterCondition(viewerId, query)
    : noRows;
  const abilities = reportPermissionsSql(viewerId);
  const feature = pointFeatureSql(
    reports,
    declaredObjectSql(reportFeaturePropertiesSchema, {
      id: reports.id,
      title: reports.title,
      content: reports.content,
      report_date: reports.reportDate,
      location_name: reportLocationName(viewerId),
      latitude: reports.latitude,
      longitude: reports.longitude,
      bird_activity: reports.birdActivity,
      weather_conditions: reports.weatherConditions,
      comment_count: commentCount(viewerId),
      photo_count: photoCount,
      hunt: sql`case when ${hunts.id} is null then null else ${declaredObjectSql(
        shape.hunt.unwrap(),
        { id: hunts.id, date_of_hunt: hunts.dateOfHunt, total_birds: hunts.totalBirds },
      )} end`,
      sharing_policy: sql`case when ${abilities.is_owner} then ${reports.sharingPolicyId} else null end`,
      privacy_level: reports.privacyLevel,
      ...abilities,
      created_at: isoTimestampSql(reports.createdAt),
      updated_at: isoTimestampSql(reports.updatedAt),
      audience: reportAudienceSql(),
      user: authorSql(viewerId),
    }),
  );
  return cappedFeatureRows(
    db
      .select({ feature: featureTextSql(feature) })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .leftJoin(reportPolicy, reportPolicyJoin)
      .leftJoin(hunts, linkedHuntJoin(viewerId))
      .where(
        and(
          filtered,
          sql`not ${reportLocationWithheld(viewerId)}`,
          withinBoundingBox(query.bbox, reports),
        ),
      )
      .orderBy(sql`${reports.createdAt} desc, ${reports.id} desc`),
  );
}
