import type { ReportComment, ReportCommentNode } from '@marshlog/domain';
import { presentAuthor } from '../users/index.js';
import { emailShownTo } from '../../platform/visibility/index.js';
import type { CommentRow } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

/**
 * The report comment JSON. The report's author is anonymous in their own comments wherever the
 * report hides them from the viewer; the author of a comment edits it, and they or the report's
 * author delete it.
 */
export function presentComment(row: CommentRow, viewerId: number | null): ReportComment {
  const { comment } = row;
  const isOwner = viewerId !== null && viewerId === comment.userId;
  return {
    id: comment.id,
    report: comment.reportId,
    user: presentAuthor(row.commenter, {
      anonymous: row.anonymous,
      showEmail: emailShownTo(viewerId, comment.userId, row),
    }),
    parent: comment.parentId,
    content: comment.content,
    created_at: isoTime(comment.createdAt),
    updated_at: isoTime(comment.updatedAt),
    is_owner: isOwner,
    can_edit: isOwner,
    can_delete: isOwner || (viewerId !== null && viewerId === row.reportAuthorId),
    reply_count: row.replyCount,
  };
}

/** The comments (oldest first) as a tree: each with its replies nested, oldest first. */
export function commentTree(rows: readonly CommentRow[], viewerId: number | null) {
  const nodes = new Map<number, ReportCommentNode>();
  for (const row of rows) {
    nodes.set(row.comment.id, { ...presentComment(row, viewerId), replies: [] });
  }
  const roots: ReportCommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}
