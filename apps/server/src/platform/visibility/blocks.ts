import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FRIENDSHIP_MESSAGES } from '@marshlog/domain';
import { conversations, friendships, reportComments } from '../../db/schema.js';
import { holdsFixed } from './literals.js';
import { forbidden } from '../errors.js';
import { blockedIdsOf, isBlockedWith, isFriendOf, type ViewerRef } from './relations.js';

/**
 * A block ends interaction both ways (DESIGN.md section 5): neither hunter comments on, reacts to
 * or messages the other, nor reads their old conversation, while public items stay readable.
 * - An action on an item the viewer may still see (a public report of the other) answers 403 with
 *   FRIENDSHIP_MESSAGES.blockedInteraction: the item is visible, so refusing it leaks nothing.
 * - What the block hides answers 404 like anything invisible: the other's activities (the feed's
 *   scope, activities.ts), their conversation, and the comments either wrote, before the block or
 *   after, which each of the two no longer sees of the other (hidden from each other; everyone
 *   else still sees both). A reply to a hidden comment goes with it (it would otherwise show as a
 *   top-level comment, answering nothing the viewer can see), and every comment count counts only
 *   what the viewer may read.
 */

/** Throws the 403 of an action between a viewer and a hunter they are blocked with. */
export function refuseIfBlocked(relation: string | undefined): void {
  if (relation === 'blocked') throw forbidden(FRIENDSHIP_MESSAGES.blockedInteraction);
}

/**
 * SQL: the author in `authorColumn` is not blocked with the viewer (signed out: no one is), for
 * comments: the blocked set resolved once per query, never probed per row.
 */
export function authorNotBlockedWith(
  viewerId: ViewerRef | null,
  authorColumn: AnyPgColumn | SQL,
): SQL {
  return viewerId === null ? sql`true` : sql`not ${isBlockedWith(viewerId, authorColumn)}`;
}

/** A report comment row in SQL: its author and the comment it replies to. */
export interface CommentInThread {
  userId: SQL;
  parentId: SQL;
}

/** The current `report_comments` row, its columns spelled out with the table's name. */
export const currentReportComment: CommentInThread = {
  userId: sql`${reportComments}.${sql.identifier(reportComments.userId.name)}`,
  parentId: sql`${reportComments}.${sql.identifier(reportComments.parentId.name)}`,
};

/**
 * SQL: the viewer may read this report comment: neither it nor any comment above it in its
 * thread is by a hunter either of them blocked. The walk up the thread runs only for a viewer
 * with a block (their blocked set is resolved once per statement).
 */
export function reportCommentReadableBy(viewerId: ViewerRef | null, comment: CommentInThread): SQL {
  if (viewerId === null) return sql`true`;
  const blocked = blockedIdsOf(viewerId);
  return sql`(case when cardinality(${blocked}) = 0 then true else not exists (
    with recursive thread(user_id, parent_id) as (
      select ${comment.userId}, ${comment.parentId}
      union all
      select above.user_id, above.parent_id from ${reportComments} above
        join thread on above.id = thread.parent_id)
    select 1 from thread where thread.user_id = any(${blocked})) end)`;
}

/** SQL: the comments of a report (its id in `reportId`) the viewer may read, counted. */
export function readableReportCommentCount(viewerId: ViewerRef | null, reportId: SQL): SQL<number> {
  const readable = reportCommentReadableBy(viewerId, {
    userId: sql`counted.user_id`,
    parentId: sql`counted.parent_id`,
  });
  return sql<number>`(select count(*)::int from ${reportComments} counted
    where counted.report_id = ${reportId} and ${readable})`;
}

/**
 * SQL: the `conversations` rows the viewer takes part in and may still read: with a hunter who is
 * their friend now (DESIGN.md section 6: conversations are between friends). A block hides the
 * old conversation from both (it ends the friendship), and so does an unfriend, exactly as it
 * closes the conversation's sockets: REST and socket agree, and befriending again brings the
 * conversation back with its history.
 */
export function conversationsVisibleTo(viewerId: ViewerRef): SQL | undefined {
  const other = sql`case when ${conversations.userAId} = ${viewerId}
    then ${conversations.userBId} else ${conversations.userAId} end`;
  return and(
    or(sql`${conversations.userAId} = ${viewerId}`, sql`${conversations.userBId} = ${viewerId}`),
    isFriendOf(viewerId, other),
  );
}

/**
 * SQL: the ids of the hunters blocked with (blocking, or blocked by) any of the users in `userIds`
 * (an id subquery), each once: the only receivers for whom a thread by those users reads
 * differently than it does for everyone else, so a live event builds a view of its own for them.
 */
export function usersBlockedWithAny(userIds: SQL): SQL {
  return sql`(select distinct case when f.from_user_id = author.id then f.to_user_id
      else f.from_user_id end as id
    from ${friendships} f join (${userIds}) author(id)
      on f.from_user_id = author.id or f.to_user_id = author.id
    where ${holdsFixed(sql`f.status`, 'blocked')})`;
}
