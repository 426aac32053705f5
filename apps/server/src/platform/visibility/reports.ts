import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Audience } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { reports, sharingPolicies, sharingPolicyAllowedUsers } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { permissionsFor, type ItemAccess } from './permissions.js';
import {
  isBlockedWith,
  isFriendOf,
  ownerRelation,
  ownerTiesSelection,
  privacyLevelAllows,
  type OwnerRelation,
  type OwnerTies,
  type ViewerRef,
} from './relations.js';

/**
 * Who sees a report (DESIGN.md section 5): its privacy level decides as for every item, and its
 * sharing policy may widen that: `public` to everyone, `group` to the owner's accepted friends,
 * `user` to the hunters in allowed_users while they stay the owner's friends (an unfriend or a
 * block ends it; blocked pairs see nothing of each other beyond public items). `private` widens
 * nothing. The policy is read where it lives: every statement that reads reports joins each
 * report's policy once (`reportPolicy` on `reportPolicyJoin`, a primary-key probe), and the
 * viewer's friends and allowed-user policies are each resolved once per query.
 * Written twice on purpose, as `reportsVisibleTo` and `canSeeReport` (with `reportAudienceSql` and
 * `reportAudienceOf`), held to one case table (test/authorization-matrix/reports.test.ts).
 */

/** The report's sharing policy, as every statement over `reports` joins it (left: most have none). */
export const reportPolicy = alias(sharingPolicies, 'report_policy');

/** The join condition of `reportPolicy`: `.leftJoin(reportPolicy, reportPolicyJoin)`. */
export const reportPolicyJoin: SQL = sql`${reportPolicy.id} = ${reports.sharingPolicyId}`;

/** `reportPolicy` joined in statements written as SQL text (a subquery over `reports`). */
export const joinReportPolicy: SQL = sql`left join ${sharingPolicies} ${reportPolicy} on ${reportPolicyJoin}`;

/** SQL: the joined policy's visibility, null without a policy. */
const policyVisibility: SQL<string | null> = sql`${reportPolicy.visibility}`;

/** SQL: the current report's policy allows comments (no policy withholds nothing). */
const allowsCommentsSql = (): SQL<boolean> =>
  sql<boolean>`coalesce(${reportPolicy.allowComments}, true)`;

/** SQL: the current report's policy withholds the exact place from everyone but its author. */
const hidesLocationSql = (): SQL<boolean> =>
  sql<boolean>`coalesce(not ${reportPolicy.allowLocationSharing}, false)`;

/** SQL: the current report's policy withholds its author from everyone but them. */
export const reportHidesHunter = (): SQL<boolean> =>
  sql<boolean>`coalesce(not ${reportPolicy.showHunterInfo}, false)`;

/** What a report's rules read: its level and its policy's visibility and flags. */
export interface ReportRules {
  privacyLevel: string;
  policyVisibility: string | null;
  allowsComments: boolean;
  hidesLocation: boolean;
  hidesHunter: boolean;
}

/** Select columns giving each `reports` row's rules from its joined policy (`reportPolicy`). */
export function reportRulesSelection() {
  return {
    privacyLevel: reports.privacyLevel,
    policyVisibility: sql<string | null>`${policyVisibility}`,
    allowsComments: allowsCommentsSql().mapWith(Boolean),
    hidesLocation: hidesLocationSql().mapWith(Boolean),
    hidesHunter: reportHidesHunter().mapWith(Boolean),
  };
}

export interface ReportTies extends OwnerTies {
  /** The viewer is in the allowed_users of the report's policy. */
  isAllowedUser: boolean;
}

/** SQL: the ids of the policies naming the viewer in allowed_users, resolved once per query. */
export function policyIdsAllowing(viewerId: ViewerRef): SQL {
  return sql`array(select a.policy_id from ${sharingPolicyAllowedUsers} a where a.user_id = ${viewerId})`;
}

/** SQL condition: the `reports` rows the viewer (null when signed out) may see. */
export function reportsVisibleTo(viewerId: ViewerRef | null): SQL {
  const everyone = sql`(${reports.privacyLevel} = 'public' or ${policyVisibility} = 'public')`;
  if (viewerId === null) return everyone;
  return sql`(${eq(reports.userId, viewerId)} or ${everyone}
    or ((${reports.privacyLevel} = 'friends' or ${policyVisibility} = 'group'
        or (${policyVisibility} = 'user'
          and ${reports.sharingPolicyId} = any(${policyIdsAllowing(viewerId)})))
      and ${isFriendOf(viewerId, reports.userId)}))`;
}

/**
 * SQL: who can read the current `reports` row, as `reportAudienceOf` words it: 'public',
 * 'friends', 'partners' (its policy's named hunters) or 'private'.
 */
export function reportAudienceSql(): SQL<Audience> {
  return sql<Audience>`(case
    when ${reports.privacyLevel} = 'public' or ${policyVisibility} = 'public' then 'public'
    when ${reports.privacyLevel} = 'friends' or ${policyVisibility} = 'group' then 'friends'
    when ${policyVisibility} = 'user' then 'partners'
    else 'private' end)`;
}

/**
 * Who can read a report (the single-record form of `reportAudienceSql`): its level, widened by its
 * sharing policy (public to everyone, group to the author's friends, user to the friends it names).
 */
export function reportAudienceOf(
  report: Pick<ReportRules, 'privacyLevel' | 'policyVisibility'>,
): Audience {
  if (report.privacyLevel === 'public' || report.policyVisibility === 'public') return 'public';
  if (report.privacyLevel === 'friends' || report.policyVisibility === 'group') return 'friends';
  if (report.policyVisibility === 'user') return 'partners';
  return 'private';
}

/** The single-record policy matching `reportsVisibleTo`. */
export function canSeeReport(
  relation: OwnerRelation,
  report: Pick<ReportRules, 'privacyLevel' | 'policyVisibility'>,
  isAllowedUser: boolean,
): boolean {
  if (privacyLevelAllows(report.privacyLevel, relation)) return true;
  if (report.policyVisibility === 'public') return true;
  if (relation !== 'friend') return false;
  return (
    report.policyVisibility === 'group' || (report.policyVisibility === 'user' && isAllowedUser)
  );
}

/** The flags a report's policy withholds from a viewer; nothing is withheld from its author. */
export function reportWithholds(relation: OwnerRelation, report: ReportRules) {
  const author = relation === 'owner';
  return {
    location: !author && report.hidesLocation,
    hunter: !author && report.hidesHunter,
    comments: !author && !report.allowsComments,
  };
}

/**
 * Only the author edits a report and attaches photos; comments follow the policy's flag, and no
 * one comments on the report of a hunter they are blocked with (blocks.ts).
 */
export function reportPermissions(relation: OwnerRelation, report: ReportRules) {
  const isOwner = relation === 'owner';
  return permissionsFor({
    isOwner,
    canEdit: isOwner,
    signedIn: relation !== 'signed-out',
    canComment: !reportWithholds(relation, report).comments && relation !== 'blocked',
  });
}

/** SQL: `can_comment` of the current `reports` row for the viewer, as reportPermissions says. */
export function reportCanComment(viewerId: ViewerRef | null): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`(${reports.userId} = ${viewerId} or (${allowsCommentsSql()}
    and not ${isBlockedWith(viewerId, reports.userId)}))`;
}

/** Select columns giving the viewer's ties to each `reports` row, so lists load them at once. */
export function reportTiesSelection(viewerId: number | null) {
  return {
    ...ownerTiesSelection(viewerId, reports.userId),
    isAllowedUser: (viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`coalesce(${reports.sharingPolicyId} = any(${policyIdsAllowing(viewerId)}), false)`
    ).mapWith(Boolean),
  };
}

/** SQL: the viewer is not the author of the current `reports` row. */
function notAuthor(viewerId: ViewerRef | null): SQL {
  return viewerId === null ? sql`true` : sql`${reports.userId} <> ${viewerId}`;
}

/** SQL: the policy withholds the exact place of the current `reports` row from the viewer. */
export function reportLocationWithheld(viewerId: ViewerRef | null): SQL<boolean> {
  return sql<boolean>`(${hidesLocationSql()} and ${notAuthor(viewerId)})`;
}

/**
 * SQL: the `location_name` of the current `reports` row as the viewer may see it: hidden (null)
 * where the policy withholds the place, since a name says where as well as coordinates do; for
 * search too, so a withheld name matches nothing.
 */
export function reportLocationName(viewerId: ViewerRef | null): SQL<string | null> {
  return sql<string | null>`(case when ${reportLocationWithheld(viewerId)}
    then null else ${reports.locationName} end)`;
}

/** SQL: the policy withholds the author of the current `reports` row from the viewer. */
export function reportHunterWithheld(viewerId: ViewerRef | null): SQL<boolean> {
  return sql<boolean>`(${reportHidesHunter()} and ${notAuthor(viewerId)})`;
}

/**
 * SQL: a coordinate as the viewer may see it: rounded to 0.1° (half away from zero, as numeric
 * rounding does) where the policy withholds the place, exact otherwise.
 */
export function reportCoordinate(viewerId: ViewerRef | null, column: AnyPgColumn): SQL<number> {
  return sql<number>`(case when ${reportLocationWithheld(viewerId)}
    then round(${column}::numeric, 1)::float8 else ${column} end)`;
}

/** A report's flags and the viewer's abilities; null when it is missing or not visible. */
export interface ReportAccess extends ItemAccess {
  relation: OwnerRelation;
  rules: ReportRules;
  withholds: ReturnType<typeof reportWithholds>;
}

export async function reportAccess(
  db: Database,
  viewerId: number | null,
  reportId: number,
): Promise<ReportAccess | null> {
  const [row] = await db
    .select({
      ownerId: reports.userId,
      ...reportRulesSelection(),
      ...reportTiesSelection(viewerId),
    })
    .from(reports)
    .leftJoin(reportPolicy, reportPolicyJoin)
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!row) return null;
  const relation = ownerRelation(viewerId, row.ownerId, row);
  if (!canSeeReport(relation, row, row.isAllowedUser)) return null;
  return {
    ownerId: row.ownerId,
    privacyLevel: row.privacyLevel,
    permissions: reportPermissions(relation, row),
    relation,
    rules: row,
    withholds: reportWithholds(relation, row),
  };
}

/** The viewer's access to a report they may see; 404 when it is unknown or hidden from them. */
export async function requireVisibleReport(
  db: Database,
  viewerId: number | null,
  reportId: number,
): Promise<ReportAccess> {
  const access = await reportAccess(db, viewerId, reportId);
  if (!access) throw notFound();
  return access;
}
