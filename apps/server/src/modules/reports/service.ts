import { and, eq, sql } from 'drizzle-orm';
import {
  huntingPartnersPolicyName,
  REPORT_MESSAGES,
  type MyReportsQuery,
  type Report,
  type ReportCreate,
  type ReportListQuery,
  type ReportUpdate,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { huntAccess, requireVisibleReport } from '../../platform/visibility/index.js';
import { deletePhotoRecordsOf } from '../photos/index.js';
import {
  findOwnPolicy,
  insertPolicy,
  requireFriends,
  type PolicyRow,
} from '../sharing-policies/index.js';
import { presentReport } from './present.js';
import {
  findReportPage,
  findReportRow,
  huntFilterShown,
  reportFilterCondition,
} from './queries.js';
import { recordReportActivity } from '../feed/index.js';

/** For a write: locks the row, then 404 when hidden from the viewer, 403 when not theirs. */
async function lockOwnReport(tx: Database, viewerId: number, reportId: number) {
  await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).for('update');
  const access = await requireVisibleReport(tx, viewerId, reportId);
  if (!access.permissions.is_owner) throw forbidden(REPORT_MESSAGES.ownerOnly);
  return access;
}

/** The report JSON after access was checked (or the viewer just wrote it). */
async function readReport(db: Database, viewerId: number | null, id: number): Promise<Report> {
  const row = await findReportRow(db, viewerId, id);
  if (!row) throw notFound();
  return presentReport(row, viewerId);
}

export async function getReport(
  db: Database,
  viewerId: number | null,
  reportId: number,
): Promise<Report> {
  await requireVisibleReport(db, viewerId, reportId);
  return readReport(db, viewerId, reportId);
}

/** GET /reports/: one page of the reports the viewer may see under the filters. */
export async function listReports(
  db: Database,
  viewerId: number | null,
  query: ReportListQuery,
): Promise<{ count: number; results: Report[] }> {
  if (!(await huntFilterShown(db, viewerId, query.hunt))) return { count: 0, results: [] };
  const { count, rows } = await findReportPage(
    db,
    viewerId,
    reportFilterCondition(viewerId, query),
    {
      ordering: query.ordering,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    },
  );
  return { count, results: rows.map((row) => presentReport(row, viewerId)) };
}

/** GET /reports/my_reports/: the viewer's own reports. */
export async function listMyReports(
  db: Database,
  viewerId: number,
  query: MyReportsQuery,
): Promise<{ count: number; results: Report[] }> {
  const where = and(
    eq(reports.userId, viewerId),
    reportFilterCondition(viewerId, { search: query.search }),
  );
  const { count, rows } = await findReportPage(db, viewerId, where, {
    ordering: query.ordering,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, results: rows.map((row) => presentReport(row, viewerId)) };
}

/** 400 on `hunt` unless the author may see that hunt. */
async function requireLinkableHunt(db: Database, authorId: number, huntId: number | null) {
  if (huntId !== null && !(await huntAccess(db, authorId, huntId))) {
    throw fieldError('hunt', REPORT_MESSAGES.huntNotVisible);
  }
}

/** The author's own policy, or 400 on `sharing_policy`; null stays null. */
async function requireOwnPolicy(
  db: Database,
  authorId: number,
  policyId: number | null,
): Promise<PolicyRow | null> {
  if (policyId === null) return null;
  const policy = await findOwnPolicy(db, authorId, policyId);
  if (!policy) throw fieldError('sharing_policy', REPORT_MESSAGES.sharingPolicyNotYours);
  return policy;
}

/** Today in UTC, the report date when none is given. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * POST /reports/. With allowed_users (My Hunting Partners) a `user` policy for those friends is
 * created and attached in the same transaction, and the report stays private.
 */
export async function createReport(
  db: Database,
  authorId: number,
  input: ReportCreate,
): Promise<Report> {
  return db.transaction(async (tx) => {
    await requireLinkableHunt(tx, authorId, input.hunt);
    let policy = await requireOwnPolicy(tx, authorId, input.sharing_policy);
    if (input.allowed_users) {
      await requireFriends(
        tx,
        authorId,
        input.allowed_users,
        'allowed_users',
        REPORT_MESSAGES.allowedUsersFriendsOnly,
      );
      policy = await insertPolicy(tx, authorId, {
        name: huntingPartnersPolicyName(input.title),
        description: '',
        visibility: 'user',
        allow_comments: true,
        allow_location_sharing: true,
        show_hunter_info: true,
        allowed_users: input.allowed_users,
      });
    }
    const [created] = await tx
      .insert(reports)
      .values({
        userId: authorId,
        title: input.title,
        content: input.content,
        reportDate: input.report_date ?? today(),
        locationName: input.location_name,
        latitude: input.latitude,
        longitude: input.longitude,
        birdActivity: input.bird_activity,
        weatherConditions: input.weather_conditions,
        huntId: input.hunt,
        privacyLevel: input.privacy_level ?? 'private',
        sharingPolicyId: policy?.id ?? null,
      })
      .returning({ id: reports.id });
    if (!created) throw new Error('insert into reports returned no row');
    await recordReportActivity(tx, created.id);
    return readReport(tx, authorId, created.id);
  });
}

/** PATCH /reports/{id}/: the author only (403 for a viewer who sees it, 404 otherwise). */
export async function updateReport(
  db: Database,
  viewerId: number,
  reportId: number,
  changes: ReportUpdate,
): Promise<Report> {
  return db.transaction(async (tx) => {
    await lockOwnReport(tx, viewerId, reportId);
    if (changes.hunt !== undefined) await requireLinkableHunt(tx, viewerId, changes.hunt);
    const policyChange =
      changes.sharing_policy !== undefined
        ? {
            sharingPolicyId:
              (await requireOwnPolicy(tx, viewerId, changes.sharing_policy))?.id ?? null,
          }
        : {};
    await tx
      .update(reports)
      .set({
        title: changes.title,
        content: changes.content,
        privacyLevel: changes.privacy_level,
        latitude: changes.latitude,
        longitude: changes.longitude,
        reportDate: changes.report_date,
        locationName: changes.location_name,
        birdActivity: changes.bird_activity,
        weatherConditions: changes.weather_conditions,
        huntId: changes.hunt,
        ...policyChange,
        updatedAt: sql`now()`,
      })
      .where(eq(reports.id, reportId));
    return readReport(tx, viewerId, reportId);
  });
}

/**
 * DELETE /reports/{id}/: the author only. Its comments (by cascade) and photo rows go in the same
 * transaction; the photo files to remove once it has committed are answered.
 */
export async function deleteReport(
  db: Database,
  viewerId: number,
  reportId: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockOwnReport(tx, viewerId, reportId);
    const files = await deletePhotoRecordsOf(tx, 'report', reportId);
    await tx.delete(reports).where(eq(reports.id, reportId));
    return files;
  });
}
