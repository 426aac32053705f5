import type { Report } from '@marshlog/domain';
import {
  emailShownTo,
  ownerRelation,
  reportAudienceOf,
  reportPermissions,
  reportWithholds,
} from '../../platform/visibility/index.js';
import { presentAuthor } from '../users/index.js';
import type { ReportRow } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

/**
 * The report JSON. Coordinates arrive already rounded where the policy withholds the place
 * (reportCoordinate in SQL), and the place's name is then hidden; the policy id is the owner's
 * business only.
 */
export function presentReport(row: ReportRow, viewerId: number | null): Report {
  const { report, owner, rules } = row;
  const relation = ownerRelation(viewerId, report.userId, row);
  const withholds = reportWithholds(relation, rules);
  const permissions = reportPermissions(relation, rules);
  const privacyLevel = report.privacyLevel;
  return {
    id: report.id,
    title: report.title,
    content: report.content,
    report_date: report.reportDate,
    // A withheld place withholds its name too (reportLocationName in SQL).
    location_name: withholds.location ? null : report.locationName,
    latitude: row.latitude,
    longitude: row.longitude,
    bird_activity: report.birdActivity,
    weather_conditions: report.weatherConditions,
    hunt: row.hunt
      ? { id: row.hunt.id, date_of_hunt: row.hunt.dateOfHunt, total_birds: row.hunt.totalBirds }
      : null,
    sharing_policy: permissions.is_owner ? report.sharingPolicyId : null,
    privacy_level: privacyLevel,
    comment_count: row.commentCount,
    photo_count: row.photoCount,
    user: presentAuthor(owner, {
      anonymous: withholds.hunter,
      showEmail: emailShownTo(viewerId, owner.id, row),
    }),
    ...permissions,
    location_obscured: withholds.location,
    audience: reportAudienceOf(rules),
    created_at: isoTime(report.createdAt),
    updated_at: isoTime(report.updatedAt),
  };
}
