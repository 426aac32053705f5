import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { ActivityComment, ReactionType } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activityComments, activityReactions, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import { transactionWithEvents } from '../../platform/realtime/index.js';
import { authorNotBlockedWith, emailShownTo } from '../../platform/visibility/index.js';
import { recordNotification } from '../notifications/index.js';
import { announceActivityChange } from './live.js';
import { presentUser } from '../users/index.js';
import { friendsAmong } from './queries.js';
import { commentOnReportActivity, reportActivityComments } from './report-thread.js';
import { requireVisibleActivity } from './service.js';
import { isoTime } from '../../platform/iso-time.js';

/**
 * POST /feed/{id}/react/: one reaction per hunter and activity, a new one replacing the old. The
 * author gets an activity_reaction notification (none for their own, none across a block), and
 * the activity's room its new counts.
 */
export async function reactToActivity(
  db: Database,
  viewerId: number,
  activityId: number,
  reactionType: ReactionType,
): Promise<void> {
  await transactionWithEvents(db, async (events) => {
    const activity = await requireVisibleActivity(events.db, viewerId, activityId);
    await events.db
      .insert(activityReactions)
      .values({ activityId, userId: viewerId, reactionType })
      .onConflictDoUpdate({
        target: [activityReactions.activityId, activityReactions.userId],
        set: { reactionType, createdAt: new Date() },
      });
    await recordNotification(events, {
      recipientId: activity.userId,
      actorId: viewerId,
      kind: 'activity_reaction',
      target: { type: 'activity', id: activityId },
    });
    announceActivityChange(activityId);
  });
}

/** DELETE /feed/{id}/react/: removes the viewer's reaction, if any. */
export async function removeReaction(
  db: Database,
  viewerId: number,
  activityId: number,
): Promise<void> {
  await requireVisibleActivity(db, viewerId, activityId);
  await db
    .delete(activityReactions)
    .where(
      and(eq(activityReactions.activityId, activityId), eq(activityReactions.userId, viewerId)),
    );
}

const commentColumns = {
  id: activityComments.id,
  activityId: activityComments.activityId,
  content: activityComments.content,
  createdAt: activityComments.createdAt,
  author: {
    id: users.id,
    username: users.username,
    email: users.email,
    name: users.name,
    profileImageUrl: users.profileImageUrl,
  },
};

type CommentRow = Awaited<ReturnType<typeof commentRows>>[number];

function commentRows(db: Database, where: SQL | undefined, page?: PageRequest) {
  const query = db
    .select(commentColumns)
    .from(activityComments)
    .innerJoin(users, eq(users.id, activityComments.userId))
    .where(where)
    .orderBy(asc(activityComments.id));
  return page ? query.limit(page.pageSize).offset(page.offset) : query;
}

async function presentComments(
  db: Database,
  viewerId: number | null,
  rows: CommentRow[],
): Promise<ActivityComment[]> {
  const friends = await friendsAmong(
    db,
    viewerId,
    rows.map((row) => row.author.id),
  );
  return rows.map((row) => ({
    id: row.id,
    activity: row.activityId,
    user: presentUser(row.author, {
      showEmail: emailShownTo(viewerId, row.author.id, { isFriend: friends.has(row.author.id) }),
    }),
    content: row.content,
    created_at: isoTime(row.createdAt),
    is_owner: row.author.id === viewerId,
  }));
}

/**
 * GET /feed/{id}/comments/: oldest first; comments by hunters the viewer is blocked with are left
 * out (their blocked ids resolved once per query).
 */
export async function listActivityComments(
  db: Database,
  viewerId: number | null,
  activityId: number,
  page: PageRequest,
): Promise<{ count: number; results: ActivityComment[] }> {
  const activity = await requireVisibleActivity(db, viewerId, activityId);
  if (activity.contentType === 'report') {
    return reportActivityComments(db, viewerId, activity, page);
  }
  const where = and(
    eq(activityComments.activityId, activityId),
    authorNotBlockedWith(viewerId, activityComments.userId),
  );
  const [total] = await db.select({ count: count() }).from(activityComments).where(where);
  const rows = await commentRows(db, where, page);
  return {
    count: total?.count ?? 0,
    results: await presentComments(db, viewerId, rows),
  };
}

/**
 * POST /feed/{id}/comments/: the author gets an activity_comment notification. A report's
 * activity writes to the report's own thread instead (report-thread.ts).
 */
export async function commentOnActivity(
  db: Database,
  viewerId: number,
  activityId: number,
  content: string,
): Promise<ActivityComment> {
  const target = await requireVisibleActivity(db, viewerId, activityId);
  if (target.contentType === 'report') {
    return commentOnReportActivity(db, viewerId, target, content);
  }
  return transactionWithEvents(db, async (events) => {
    const activity = await requireVisibleActivity(events.db, viewerId, activityId);
    const [inserted] = await events.db
      .insert(activityComments)
      .values({ activityId, userId: viewerId, content })
      .returning({ id: activityComments.id });
    if (!inserted) throw new Error('activity comment insert returned no row');
    await recordNotification(events, {
      recipientId: activity.userId,
      actorId: viewerId,
      kind: 'activity_comment',
      target: { type: 'activity', id: activityId },
    });
    announceActivityChange(activityId);
    const rows = await commentRows(events.db, inArray(activityComments.id, [inserted.id]));
    const [comment] = await presentComments(events.db, viewerId, rows);
    if (!comment) throw new Error('activity comment vanished inside its own transaction');
    return comment;
  });
}
