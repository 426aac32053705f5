import { and, count, desc, eq, ne, sql, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { conversations, messages, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import { conversationsVisibleTo } from '../../platform/visibility/index.js';
import { unreadInConversation } from '../notifications/index.js';
import type { ConversationRow, MessageRow } from './present.js';

const sender = alias(users, 'sender');
const otherUser = alias(users, 'other_user');

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  content: messages.content,
  createdAt: messages.createdAt,
  sender: { id: sender.id, name: sender.name, username: sender.username },
};

/** The stored pair of two hunters: the lower id first, as the table keeps it. */
export function orderedPair(a: number, b: number) {
  return a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a };
}

/** The other participant's id, seen from the viewer. */
export const otherParticipantOf = (
  conversation: { userAId: number; userBId: number },
  viewerId: number,
) => (conversation.userAId === viewerId ? conversation.userBId : conversation.userAId);

/**
 * The conversation if the viewer takes part in it and may still read it (with a hunter who is
 * their friend now); undefined otherwise (the caller's 404, the socket's 4404).
 */
export async function findConversationForViewer(db: Database, viewerId: number, id: number) {
  const [row] = await db
    .select({
      id: conversations.id,
      userAId: conversations.userAId,
      userBId: conversations.userBId,
    })
    .from(conversations)
    .where(and(eq(conversations.id, id), conversationsVisibleTo(viewerId)))
    .limit(1);
  return row;
}

/**
 * The pair's conversation, created if it does not exist yet. `on conflict do nothing` makes two
 * simultaneous starts agree on one row.
 */
export async function findOrCreateConversation(db: Database, a: number, b: number) {
  const pair = orderedPair(a, b);
  const [created] = await db
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing({ target: [conversations.userAId, conversations.userBId] })
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userAId, pair.userAId), eq(conversations.userBId, pair.userBId)))
    .limit(1);
  if (!existing) throw new Error('conversation neither inserted nor found');
  return { id: existing.id, created: false };
}

/** Page 1 is the newest `pageSize` messages; each page's rows come oldest first. */
export async function listMessages(
  db: Database,
  conversationId: number,
  page: PageRequest,
): Promise<{ count: number; rows: MessageRow[] }> {
  const where = eq(messages.conversationId, conversationId);
  const [total] = await db.select({ count: count() }).from(messages).where(where);
  const newestFirst = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows: newestFirst.reverse() };
}

/**
 * The viewer's conversations (or just `onlyId`), most recently active first, with the last
 * message and the viewer's unread count; none with a hunter either of them blocked.
 */
export async function listConversations(
  db: Database,
  viewerId: number,
  page: PageRequest,
  onlyId?: number,
): Promise<{ count: number; rows: ConversationRow[] }> {
  const where = and(
    conversationsVisibleTo(viewerId),
    onlyId === undefined ? undefined : eq(conversations.id, onlyId),
  );
  const [total] = await db.select({ count: count() }).from(conversations).where(where);
  const rows = await db
    .select({
      id: conversations.id,
      updatedAt: conversations.updatedAt,
      other: {
        id: otherUser.id,
        name: otherUser.name,
        username: otherUser.username,
        profileImageUrl: otherUser.profileImageUrl,
      },
      lastMessage: {
        id: messages.id,
        conversationId: messages.conversationId,
        content: messages.content,
        createdAt: messages.createdAt,
        senderId: sender.id,
        senderName: sender.name,
        senderUsername: sender.username,
      },
      // Bounded by the page: one probe of the partial unread index per listed conversation.
      unreadCount: unreadInConversation(viewerId).mapWith(Number),
    })
    .from(conversations)
    .innerJoin(
      otherUser,
      eq(
        otherUser.id,
        sql`case when ${conversations.userAId} = ${viewerId} then ${conversations.userBId} else ${conversations.userAId} end`,
      ),
    )
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(where)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

/** Marks the other participant's messages read; answers how many were unread. */
export async function markConversationRead(
  db: Database,
  conversationId: number,
  viewerId: number,
): Promise<number> {
  const changed = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, viewerId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}
