import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReportCommentListQuery, ReportCommentOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { reportComments, reports, users } from '../../db/schema.js';
import { ownerColumns } from '../users/index.js';
import {
  authorNotBlockedWith,
  currentReportComment,
  ownerTiesSelection,
  reportCommentReadableBy,
  reportHunterWithheld,
  reportPolicy,
  reportPolicyJoin,
  reportsVisibleTo,
} from '../../platform/visibility/index.js';

/** `"report_comments"."id"` spelled out for the reply count's subquery. */
const commentId = sql`${reportComments}.${sql.identifier(reportComments.id.name)}`;

/** SQL: the comment is by the report's author and the report hides them from the viewer. */
function authorHidden(viewerId: number | null): SQL<boolean> {
  return sql<boolean>`(${reportComments.userId} = ${reports.userId} and ${reportHunterWithheld(viewerId)})`;
}

function selectCommentRows(db: Database, viewerId: number | null) {
  return db
    .select({
      comment: reportComments,
      commenter: ownerColumns,
      reportAuthorId: reports.userId,
      anonymous: authorHidden(viewerId).mapWith(Boolean),
      // The row itself is readable, so its replies are unless their own author is hidden.
      replyCount: sql<number>`(select count(*)::int from ${reportComments} r
        where r.parent_id = ${commentId}
          and ${authorNotBlockedWith(viewerId, sql`r.user_id`)})`.mapWith(Number),
      ...ownerTiesSelection(viewerId, reportComments.userId),
    })
    .from(reportComments)
    .innerJoin(reports, eq(reports.id, reportComments.reportId))
    .leftJoin(reportPolicy, reportPolicyJoin)
    .innerJoin(users, eq(users.id, reportComments.userId));
}

export type CommentRow = Awaited<ReturnType<typeof selectCommentRows>>[number];

const orderings: Record<ReportCommentOrdering, SQL[]> = {
  created_at: [asc(reportComments.createdAt), asc(reportComments.id)],
  '-created_at': [desc(reportComments.createdAt), desc(reportComments.id)],
  updated_at: [asc(reportComments.updatedAt), asc(reportComments.id)],
  '-updated_at': [desc(reportComments.updatedAt), desc(reportComments.id)],
};

/**
 * SQL: comments the viewer may read: none by a hunter either of them blocked, written before the
 * block or after (hidden from each other; everyone else still reads them), nor any reply below
 * such a comment.
 */
const commentVisibleTo = (viewerId: number | null) =>
  reportCommentReadableBy(viewerId, currentReportComment);

/**
 * SQL: comments on reports the viewer may see, narrowed by the filters; `user` never matches a
 * comment whose author the report hides from the viewer.
 */
function listCondition(viewerId: number | null, query: Partial<ReportCommentListQuery>) {
  return and(
    reportsVisibleTo(viewerId),
    commentVisibleTo(viewerId),
    query.report !== undefined ? eq(reportComments.reportId, query.report) : undefined,
    query.user !== undefined
      ? and(eq(reportComments.userId, query.user), sql`not ${authorHidden(viewerId)}`)
      : undefined,
    query.parent === 'none'
      ? isNull(reportComments.parentId)
      : query.parent !== undefined
        ? eq(reportComments.parentId, query.parent)
        : undefined,
  );
}

export async function findCommentPage(
  db: Database,
  viewerId: number | null,
  query: ReportCommentListQuery,
): Promise<{ count: number; rows: CommentRow[] }> {
  const where = listCondition(viewerId, query);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(reportComments)
    .innerJoin(reports, eq(reports.id, reportComments.reportId))
    .leftJoin(reportPolicy, reportPolicyJoin)
    .where(where);
  const rows = await selectCommentRows(db, viewerId)
    .where(where)
    .orderBy(...orderings[query.ordering])
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.count ?? 0, rows };
}

/** Every comment of one report, oldest first (the caller checked the report is visible). */
export function findCommentsOfReport(
  db: Database,
  viewerId: number | null,
  reportId: number,
): Promise<CommentRow[]> {
  return selectCommentRows(db, viewerId)
    .where(and(eq(reportComments.reportId, reportId), commentVisibleTo(viewerId)))
    .orderBy(asc(reportComments.createdAt), asc(reportComments.id));
}

/** One comment by id if the viewer may read it; callers check its report first. */
export async function findCommentRow(
  db: Database,
  viewerId: number | null,
  id: number,
): Promise<CommentRow | undefined> {
  const [row] = await selectCommentRows(db, viewerId)
    .where(and(eq(reportComments.id, id), commentVisibleTo(viewerId)))
    .limit(1);
  return row;
}

/**
 * The report a comment belongs to, or undefined when there is no such comment or the viewer may
 * not read it (its author and they are blocked with each other).
 */
export async function findCommentReport(
  db: Database,
  viewerId: number | null,
  id: number,
): Promise<{ reportId: number; userId: number } | undefined> {
  const [row] = await db
    .select({ reportId: reportComments.reportId, userId: reportComments.userId })
    .from(reportComments)
    .where(and(eq(reportComments.id, id), commentVisibleTo(viewerId)))
    .limit(1);
  return row;
}
