import { and, count, desc, eq, ne, sql, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { prepareNamedStatement } from '../../db/named-statement.js';
import { conversations, friendships, messages, notifications, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import { preparedPerDatabase } from '../../platform/prepared.js';
import { conversationsVisibleTo } from '../../platform/visibility/index.js';
import type { NotificationRow } from '../notifications/index.js';
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

/** What one send did, as the statement below answers it. */
export type SendOutcome =
  | { kind: 'not-found' }
  | { kind: 'refused' }
  | { kind: 'stored'; otherId: number; message: MessageRow; notification: NotificationRow };

interface SendRow extends Record<string, unknown> {
  other_id: number;
  status: string | null;
  message_id: number | null;
  content: string | null;
  message_created_at: Date | null;
  sender_name: string;
  sender_username: string;
  sender_image: string | null;
  notification_id: number | null;
  notification_created_at: Date | null;
}

const senderParam = sql.placeholder('sender');
const conversationParam = sql.placeholder('conversation');
const contentParam = sql.placeholder('content');

/**
 * The send statement, prepared once per database handle under a name: its six CTEs cost
 * PostgreSQL more to plan (about 2 ms) than to run (about 0.5 ms), so it is planned once per
 * connection, not once per message.
 */
const sendStatement = preparedPerDatabase((db) =>
  prepareNamedStatement<SendRow>(
    db,
    'chat_send_message',
    sql`
    with conv as (
      select c.id,
        case when c.user_a_id = ${senderParam} then c.user_b_id else c.user_a_id end as other_id
      from ${conversations} c
      where c.id = ${conversationParam} and (c.user_a_id = ${senderParam} or c.user_b_id = ${senderParam})
    ),
    tie as (
      select f.status from ${friendships} f join conv
        on (f.from_user_id = ${senderParam} and f.to_user_id = conv.other_id)
        or (f.from_user_id = conv.other_id and f.to_user_id = ${senderParam})
      limit 1
      for share of f
    ),
    msg as (
      insert into ${messages} (conversation_id, sender_id, content)
      select conv.id, ${senderParam}, ${contentParam} from conv
      where (select tie.status from tie) = 'accepted'
      returning id, content, created_at
    ),
    bump as (
      update ${conversations} c
      set last_message_id = greatest(coalesce(c.last_message_id, 0), msg.id), updated_at = now()
      from msg where c.id = ${conversationParam}
    ),
    refreshed as (
      update ${notifications} n set created_at = now()
      from conv, msg
      where n.recipient_id = conv.other_id and n.kind = 'new_message'
        and n.target_type = 'conversation' and n.target_id = conv.id and not n.is_read
      returning n.id, n.created_at
    ),
    written as (
      insert into ${notifications} (recipient_id, actor_id, kind, target_type, target_id)
      select conv.other_id, ${senderParam}, 'new_message', 'conversation', conv.id
      from conv, msg where not exists (select 1 from refreshed)
      returning id, created_at
    )
    select conv.other_id, tie.status, msg.id as message_id, msg.content,
      msg.created_at as message_created_at, u.name as sender_name, u.username as sender_username,
      u.profile_image_url as sender_image, note.id as notification_id,
      note.created_at as notification_created_at
    from conv
      join ${users} u on u.id = ${senderParam}
      left join tie on true
      left join msg on true
      left join lateral (
        select id, created_at from refreshed union all select id, created_at from written limit 1
      ) note on true`,
  ),
);

/**
 * Sends a message in one statement, so in one round trip and one transaction: the sender must be
 * a participant (else no row), the two accepted friends (else nothing written); the caller
 * answers both with 404. The friendship row is share-locked until commit,
 * so a block made at the same moment waits for this message, and no message slips in after it.
 * The statement stores the message, makes it the conversation's last (concurrent sends may commit
 * out of order: the highest id wins), and writes the other's new_message notification: the unread
 * one of this conversation moved to now, or a new one. No block notice is needed for it, as the
 * statement only writes anything between accepted friends.
 */
export async function sendMessageAtomically(
  db: Database,
  conversationId: number,
  senderId: number,
  content: string,
): Promise<SendOutcome> {
  const { rows } = await sendStatement(db).execute({
    sender: senderId,
    conversation: conversationId,
    content,
  });
  const [row] = rows;
  if (!row) return { kind: 'not-found' };
  if (row.message_id === null || row.content === null || row.message_created_at === null)
    return { kind: 'refused' };
  if (row.notification_id === null || row.notification_created_at === null)
    throw new Error(`message ${row.message_id} stored without its notification`);
  const sender = { id: senderId, name: row.sender_name, username: row.sender_username };
  return {
    kind: 'stored',
    otherId: row.other_id,
    message: {
      id: row.message_id,
      conversationId,
      content: row.content,
      createdAt: new Date(row.message_created_at),
      sender,
    },
    notification: {
      id: row.notification_id,
      kind: 'new_message',
      targetType: 'conversation',
      targetId: conversationId,
      isRead: false,
      createdAt: new Date(row.notification_created_at),
      actor: { ...sender, profileImageUrl: row.sender_image },
    },
  };
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
      unreadCount: sql<number>`(select count(*) from ${messages} unread
        where unread.conversation_id = ${conversations.id}
          and unread.sender_id <> ${viewerId} and unread.read_at is null)`.mapWith(Number),
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
