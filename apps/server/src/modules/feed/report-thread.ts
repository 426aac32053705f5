import {
  UNKNOWN_FEED_USER,
  type ActivityComment,
  type ReportComment,
  type User,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { PageRequest } from '../../platform/pagination.js';
import { commentThreadRows, createComment } from '../report-comments/index.js';

/**
 * A report's activity has no comment thread of its own (issue 29): its comments ARE the report's,
 * read and written through the report-comments service, so its visibility rules, the policy's
 * allow_comments (403) and the report_comment notification hold on every screen alike.
 */

/** A report comment as the feed's comment JSON; the report's own author shows as they are. */
function asActivityComment(comment: ReportComment, activityId: number): ActivityComment {
  const { user } = comment;
  const author: User =
    user.id === null
      ? UNKNOWN_FEED_USER
      : {
          id: user.id,
          username: user.username ?? '',
          email: user.email,
          name: user.name,
          first_name: user.first_name ?? '',
          profile_image_url: user.profile_image_url,
        };
  return {
    id: comment.id,
    activity: activityId,
    user: author,
    content: comment.content,
    created_at: comment.created_at,
    is_owner: comment.is_owner,
  };
}

/** GET /feed/{id}/comments/ of a report activity: the report's comments, oldest first. */
export async function reportActivityComments(
  db: Database,
  viewerId: number | null,
  activity: { id: number; objectId: number },
  page: PageRequest,
): Promise<{ count: number; results: ActivityComment[] }> {
  const comments = await commentThreadRows(db, viewerId, activity.objectId);
  return {
    count: comments.length,
    results: comments
      .slice(page.offset, page.offset + page.pageSize)
      .map((comment) => asActivityComment(comment, activity.id)),
  };
}

/** POST /feed/{id}/comments/ of a report activity: a top-level comment on the report. */
export async function commentOnReportActivity(
  db: Database,
  viewerId: number,
  activity: { id: number; objectId: number },
  content: string,
): Promise<ActivityComment> {
  const comment = await createComment(db, viewerId, {
    report: activity.objectId,
    parent: null,
    content,
  });
  return asActivityComment(comment, activity.id);
}
