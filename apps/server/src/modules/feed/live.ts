import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, activityReactions, users } from '../../db/schema.js';
import {
  activityRoom,
  announce,
  feedRoom,
  type DeliveryView,
  type LiveEvent,
} from '../../platform/realtime/index.js';
import { activityAudience } from '../../platform/visibility/index.js';
import { presentActivity, reactionTypeOf, socialOf, type ActivitySocial } from './present.js';
import { activityColumns, commentCountsAcrossBlocks, socialCountsOf } from './queries.js';

/** new: prepended to the feeds; updated: replaced in place (deleted for who may not see it now). */
export type ActivityAction = 'new' | 'updated';

/**
 * The live `activity_update` of one activity to its audience (seed 000 section 4), decided once
 * it has committed: the visibility module names who may see it (one statement), and each view
 * (the author's, a friend's, anyone else's) is built once, whatever the number of receivers. A
 * receiver who reacted gets their own reaction in theirs, and one blocked with a commenter the
 * comment count they may read. Friends who may no longer see an
 * updated activity get `deleted`. A fixed number of statements per event: the audience, the row,
 * its reactions per type, its comments, who reacted, and the counts across blocks.
 */
export async function activityEvents(
  db: Database,
  activityId: number,
  action: ActivityAction,
  room: string,
): Promise<LiveEvent[]> {
  const audience = await activityAudience(db, activityId);
  if (!audience) return [];
  const [[row], counts, reacted, ownCommentCounts] = await Promise.all([
    db
      .select(activityColumns)
      .from(activities)
      .innerJoin(users, eq(users.id, activities.userId))
      .where(eq(activities.id, activityId)),
    socialCountsOf(db, null, [activityId]),
    db
      .select({ userId: activityReactions.userId, reactionType: activityReactions.reactionType })
      .from(activityReactions)
      .where(eq(activityReactions.activityId, activityId)),
    commentCountsAcrossBlocks(db, activityId),
  ]);
  if (!row) return [];
  const social = socialOf(counts, activityId);
  const frame = (viewerId: number | null, extra: Partial<ActivitySocial>) => ({
    type: 'activity_update',
    action,
    activity_id: activityId,
    activity: presentActivity(row, viewerId, { ...social, authorIsFriend: false, ...extra }),
  });
  const friendIds = new Set(audience.viewers.filter((v) => v.friend).map((v) => v.id));
  const deleted = { type: 'activity_update', action: 'deleted', activity_id: activityId };
  const mayReceive = new Set([
    ...(audience.authorSees ? [audience.authorId] : []),
    ...audience.viewers.map((v) => v.id),
  ]);
  const receives = (userId: number) =>
    mayReceive.has(userId) ||
    (audience.everyoneExcept !== null && !audience.everyoneExcept.includes(userId));
  // What differs for one receiver: their own reaction, their comment count across a block.
  const personal = new Map<number, Partial<ActivitySocial>>();
  for (const reaction of reacted) {
    personal.set(reaction.userId, { userReaction: reactionTypeOf(reaction.reactionType) });
  }
  for (const [userId, commentCount] of ownCommentCounts) {
    personal.set(userId, { ...personal.get(userId), commentCount });
  }
  const views: DeliveryView[] = [];
  // Personal views first: a receiver named in an earlier view is not served by a later one.
  for (const [userId, extra] of personal) {
    if (!receives(userId)) continue;
    const viewerId = userId === audience.authorId ? userId : null;
    views.push({
      to: [userId],
      frame: frame(viewerId, { ...extra, authorIsFriend: friendIds.has(userId) }),
    });
  }
  // An author who may no longer see it (a party member who left) holds it from before.
  views.push({
    to: [audience.authorId],
    frame: audience.authorSees ? frame(audience.authorId, {}) : deleted,
  });
  views.push({ to: [...friendIds], frame: frame(null, { authorIsFriend: true }) });
  const others = audience.viewers.filter((v) => !v.friend).map((v) => v.id);
  if (others.length > 0) views.push({ to: others, frame: frame(null, {}) });
  if (action === 'updated' && audience.formerViewers.length > 0) {
    views.push({ to: audience.formerViewers, frame: deleted });
  }
  if (audience.everyoneExcept) {
    views.push({ everyoneExcept: audience.everyoneExcept, frame: frame(null, {}) });
  }
  return [{ kind: 'deliver', room, views }];
}

/** Announces a new or changed activity to the feeds of its audience, after commit. */
export function announceActivity(activityId: number, action: ActivityAction): void {
  announce((db) => activityEvents(db, activityId, action, feedRoom));
}

/** Tells the activity's room (sockets that joined it) that its reactions or comments changed. */
export function announceActivityChange(activityId: number): void {
  announce((db) => activityEvents(db, activityId, 'updated', activityRoom(activityId)));
}
