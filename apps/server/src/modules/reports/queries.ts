import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ReportListQuery, ReportOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts, photos, reports, users } from '../../db/schema.js';
import {
  huntAccess,
  huntsVisibleTo,
  readableReportCommentCount,
  reportCoordinate,
  reportLocationName,
  reportHunterWithheld,
  reportPolicy,
  reportPolicyJoin,
  reportRulesSelection,
  reportsVisibleTo,
  reportTiesSelection,
} from '../../platform/visibility/index.js';
import { ownerColumns } from '../users/index.js';

/** `"reports"."id"` spelled out, for the count subqueries (drizzle may render it unqualified). */
const reportId = sql`${reports}.${sql.identifier(reports.id.name)}`;

/**
 * Comments of the current `reports` row the viewer may read (none across a block);
 * served by report_comments_report_created_idx.
 */
export const commentCount = (viewerId: number | null) =>
  readableReportCommentCount(viewerId, reportId);

/** Photos of the current `reports` row; served by photos_object_idx. */
export const photoCount = sql<number>`(select count(*)::int from ${photos} p
  where p.content_type = 'report' and p.object_id = ${reportId})`;

/** Everything a report's JSON needs, as the viewer may see it, in one row. */
function reportRowColumns(viewerId: number | null) {
  return {
    report: reports,
    rules: reportRulesSelection(),
    owner: ownerColumns,
    hunt: { id: hunts.id, dateOfHunt: hunts.dateOfHunt, totalBirds: hunts.totalBirds },
    latitude: reportCoordinate(viewerId, reports.latitude).mapWith(Number),
    longitude: reportCoordinate(viewerId, reports.longitude).mapWith(Number),
    commentCount: commentCount(viewerId).mapWith(Number),
    photoCount: photoCount.mapWith(Number),
    ...reportTiesSelection(viewerId),
  };
}

/** The linked hunt joins only where the viewer may see it as it is now. */
export function linkedHuntJoin(viewerId: number | null): SQL | undefined {
  return and(eq(hunts.id, reports.huntId), huntsVisibleTo(viewerId));
}

export function selectReportRows(db: Database, viewerId: number | null) {
  return db
    .select(reportRowColumns(viewerId))
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .leftJoin(reportPolicy, reportPolicyJoin)
    .leftJoin(hunts, linkedHuntJoin(viewerId));
}

export type ReportRow = Awaited<ReturnType<typeof selectReportRows>>[number];

export const reportOrderings: Record<ReportOrdering, SQL[]> = {
  report_date: [asc(reports.reportDate), asc(reports.id)],
  '-report_date': [desc(reports.reportDate), desc(reports.id)],
  created_at: [asc(reports.createdAt), asc(reports.id)],
  '-created_at': [desc(reports.createdAt), desc(reports.id)],
  updated_at: [asc(reports.updatedAt), asc(reports.id)],
  '-updated_at': [desc(reports.updatedAt), desc(reports.id)],
  title: [asc(sql`lower(${reports.title})`), asc(reports.id)],
  '-title': [desc(sql`lower(${reports.title})`), desc(reports.id)],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export type ReportFilters = Partial<
  Pick<
    ReportListQuery,
    'search' | 'user' | 'sharing_policy' | 'hunt' | 'privacy_level' | 'start_date' | 'end_date'
  >
>;

/**
 * Whether a `hunt` filter may name reports to the viewer: none given, or a hunt they may see. A
 * hunt they may not see names none (the list and the map answer empty), so its links to reports
 * and its very existence stay unknown.
 */
export async function huntFilterShown(
  db: Database,
  viewerId: number | null,
  huntId: number | undefined,
): Promise<boolean> {
  return huntId === undefined || (await huntAccess(db, viewerId, huntId)) !== null;
}

/**
 * SQL: the reports the viewer may see, narrowed by the list filters. Filters never reveal what
 * the report hides: `user` leaves out reports anonymous to the viewer, `sharing_policy` matches
 * only the viewer's own reports, `search` reads a place's name only where the place is shown, and
 * the caller answers nothing for a hunt the viewer cannot see (huntFilterShown).
 */
export function reportFilterCondition(viewerId: number | null, filters: ReportFilters) {
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  return and(
    reportsVisibleTo(viewerId),
    filters.user !== undefined
      ? and(eq(reports.userId, filters.user), sql`not ${reportHunterWithheld(viewerId)}`)
      : undefined,
    filters.sharing_policy !== undefined
      ? viewerId === null
        ? sql`false`
        : and(eq(reports.sharingPolicyId, filters.sharing_policy), eq(reports.userId, viewerId))
      : undefined,
    filters.hunt !== undefined ? eq(reports.huntId, filters.hunt) : undefined,
    filters.privacy_level ? eq(reports.privacyLevel, filters.privacy_level) : undefined,
    filters.start_date ? gte(reports.reportDate, filters.start_date) : undefined,
    filters.end_date ? lte(reports.reportDate, filters.end_date) : undefined,
    pattern
      ? or(
          ilike(reports.title, pattern),
          ilike(reports.content, pattern),
          ilike(reportLocationName(viewerId), pattern),
        )
      : undefined,
  );
}

/** How many reports match a condition the caller built from the visibility scope. */
export async function countReports(db: Database, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(reports)
    .leftJoin(reportPolicy, reportPolicyJoin)
    .where(where);
  return total?.count ?? 0;
}

/** One page of reports matching a condition the caller built from the visibility scope. */
export async function findReportPage(
  db: Database,
  viewerId: number | null,
  where: SQL | undefined,
  page: { ordering: ReportOrdering; limit: number; offset: number },
): Promise<{ count: number; rows: ReportRow[] }> {
  const count = await countReports(db, where);
  const rows = await selectReportRows(db, viewerId)
    .where(where)
    .orderBy(...reportOrderings[page.ordering])
    .limit(page.limit)
    .offset(page.offset);
  return { count, rows };
}

/** One report by id with no visibility check: callers decide access first (reportAccess). */
export async function findReportRow(
  db: Database,
  viewerId: number | null,
  id: number,
): Promise<ReportRow | undefined> {
  const [row] = await selectReportRows(db, viewerId).where(eq(reports.id, id)).limit(1);
  return row;
}
