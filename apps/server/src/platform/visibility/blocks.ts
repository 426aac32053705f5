import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FRIENDSHIP_MESSAGES } from '@marshlog/domain';
import { conversations } from '../../db/schema.js';
import { forbidden } from '../errors.js';
import { isBlockedWith, type ViewerRef } from './relations.js';

/**
 * A block ends interaction both ways (DESIGN.md section 5): neither hunter comments on, reacts to
 * or messages the other, nor reads their old conversation, while public items stay readable.
 * - An action on an item the viewer may still see (a public report of the other) answers 403 with
 *   FRIENDSHIP_MESSAGES.blockedInteraction: the item is visible, so refusing it leaks nothing.
 * - What the block hides answers 404 like anything invisible: the other's activities (the feed's
 *   scope, activities.ts), their conversation, and the comments either wrote, before the block or
 *   after, which each of the two no longer sees of the other (hidden from each other; everyone
 *   else still sees both).
 */

/** Throws the 403 of an action between a viewer and a hunter they are blocked with. */
export function refuseIfBlocked(relation: string | undefined): void {
  if (relation === 'blocked') throw forbidden(FRIENDSHIP_MESSAGES.blockedInteraction);
}

/**
 * SQL: the author in `authorColumn` is not blocked with the viewer (signed out: no one is), for
 * comments: the blocked set resolved once per query, never probed per row.
 */
export function authorNotBlockedWith(viewerId: ViewerRef | null, authorColumn: AnyPgColumn): SQL {
  return viewerId === null ? sql`true` : sql`not ${isBlockedWith(viewerId, authorColumn)}`;
}

/**
 * SQL: the `conversations` rows the viewer takes part in and may still read: not with a hunter
 * either of them blocked (a block hides the old conversation from both, 404).
 */
export function conversationsVisibleTo(viewerId: number): SQL | undefined {
  const other = sql`case when ${conversations.userAId} = ${viewerId}
    then ${conversations.userBId} else ${conversations.userAId} end`;
  return and(
    or(sql`${conversations.userAId} = ${viewerId}`, sql`${conversations.userBId} = ${viewerId}`),
    sql`not ${isBlockedWith(viewerId, other)}`,
  );
}
