import { eq, sql } from 'drizzle-orm';
import {
  REPORT_COMMENT_MESSAGES,
  type ReportComment,
  type ReportCommentCreate,
  type ReportCommentListQuery,
  type ReportCommentThread,
  type ReportCommentUpdate,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { reportComments } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { transactionWithEvents } from '../../platform/realtime/index.js';
import { refuseIfBlocked, requireVisibleReport } from '../../platform/visibility/index.js';
import { recordNotification } from '../notifications/index.js';
import { commentTree, presentComment } from './present.js';
import {
  findCommentPage,
  findCommentReport,
  findCommentRow,
  findCommentsOfReport,
} from './queries.js';

async function readComment(db: Database, viewerId: number | null, id: number) {
  const row = await findCommentRow(db, viewerId, id);
  if (!row) throw notFound();
  return presentComment(row, viewerId);
}

/** A comment the viewer may read on a report they may see, with that access; 404 otherwise. */
async function requireVisibleComment(db: Database, viewerId: number | null, id: number) {
  const found = await findCommentReport(db, viewerId, id);
  if (!found) throw notFound();
  const access = await requireVisibleReport(db, viewerId, found.reportId);
  return { ...found, access };
}

export async function listComments(
  db: Database,
  viewerId: number | null,
  query: ReportCommentListQuery,
): Promise<{ count: number; results: ReportComment[] }> {
  const { count, rows } = await findCommentPage(db, viewerId, query);
  return { count, results: rows.map((row) => presentComment(row, viewerId)) };
}

export async function getComment(db: Database, viewerId: number | null, id: number) {
  await requireVisibleComment(db, viewerId, id);
  return readComment(db, viewerId, id);
}

/** GET /report-comments/thread/?report_id=: the report's comments as a tree, oldest first. */
export async function commentThread(
  db: Database,
  viewerId: number | null,
  reportId: number,
): Promise<ReportCommentThread> {
  await requireVisibleReport(db, viewerId, reportId);
  const rows = await findCommentsOfReport(db, viewerId, reportId);
  return { report_id: reportId, count: rows.length, comments: commentTree(rows, viewerId) };
}

/** Every comment of a report the viewer may see, flat and oldest first; 404 when hidden. */
export async function commentThreadRows(
  db: Database,
  viewerId: number | null,
  reportId: number,
): Promise<ReportComment[]> {
  await requireVisibleReport(db, viewerId, reportId);
  const rows = await findCommentsOfReport(db, viewerId, reportId);
  return rows.map((row) => presentComment(row, viewerId));
}

/**
 * POST /report-comments/: 404 for a report the viewer cannot see, 403 where they are blocked with
 * its author or its policy turns comments off (for everyone but the author), 400 for a parent on
 * another report or one the viewer may not read (by a hunter they are blocked with). The report's
 * author is notified (report_comment) in the same transaction, pushed once it commits.
 */
export async function createComment(
  db: Database,
  viewerId: number,
  input: ReportCommentCreate,
): Promise<ReportComment> {
  return transactionWithEvents(db, async (events) => {
    const tx = events.db;
    const access = await requireVisibleReport(tx, viewerId, input.report);
    refuseIfBlocked(access.relation);
    if (!access.permissions.can_comment) throw forbidden(REPORT_COMMENT_MESSAGES.commentsDisabled);
    if (input.parent !== null) {
      const parent = await findCommentReport(tx, viewerId, input.parent);
      if (parent?.reportId !== input.report) {
        throw fieldError('parent', REPORT_COMMENT_MESSAGES.parentOtherReport);
      }
    }
    const [created] = await tx
      .insert(reportComments)
      .values({
        reportId: input.report,
        userId: viewerId,
        parentId: input.parent,
        content: input.content,
      })
      .returning({ id: reportComments.id });
    if (!created) throw new Error('insert into report_comments returned no row');
    await recordNotification(events, {
      recipientId: access.ownerId,
      actorId: viewerId,
      kind: 'report_comment',
      target: { type: 'report', id: input.report },
    });
    return readComment(tx, viewerId, created.id);
  });
}

/**
 * PATCH: the comment's author changes its text (403 for anyone else who sees it, and for the
 * author once they are blocked with the report's author).
 */
export async function updateComment(
  db: Database,
  viewerId: number,
  id: number,
  changes: ReportCommentUpdate,
): Promise<ReportComment> {
  const comment = await requireVisibleComment(db, viewerId, id);
  if (comment.userId !== viewerId) throw forbidden(REPORT_COMMENT_MESSAGES.authorOnly);
  refuseIfBlocked(comment.access.relation);
  await db
    .update(reportComments)
    .set({ content: changes.content, updatedAt: sql`now()` })
    .where(eq(reportComments.id, id));
  return readComment(db, viewerId, id);
}

/** DELETE: the comment's author or the report's author; its replies go with it. */
export async function deleteComment(db: Database, viewerId: number, id: number): Promise<void> {
  const comment = await requireVisibleComment(db, viewerId, id);
  if (comment.userId !== viewerId && comment.access.ownerId !== viewerId) {
    throw forbidden(REPORT_COMMENT_MESSAGES.deleteForbidden);
  }
  await db.delete(reportComments).where(eq(reportComments.id, id));
}
