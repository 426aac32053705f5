import { and, eq, or } from 'drizzle-orm';
import { CHAT_MESSAGES, type Message } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { friendships, users } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import {
  conversationChannel,
  transactionWithEvents,
  type EventBus,
  type EventTransaction,
} from '../../platform/realtime/index.js';
import { markTargetNotificationsRead } from '../notifications/queries.js';
import { recordNotification } from '../notifications/service.js';
import { presentMessage } from './present.js';
import {
  findConversationForViewer,
  findMessage,
  findOrCreateConversation,
  insertMessage,
  markConversationRead,
  otherParticipantOf,
} from './queries.js';

export interface ChatDeps {
  db: Database;
  bus: EventBus;
}

/**
 * Whether the two may message each other now: accepted friends, no block. The friendship row is
 * share-locked to the end of the transaction, so a block made at the same moment waits for this
 * message, and no message slips in after a block.
 */
async function mayMessage(db: Database, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ status: friendships.status })
    .from(friendships)
    .where(
      or(
        and(eq(friendships.fromUserId, a), eq(friendships.toUserId, b)),
        and(eq(friendships.fromUserId, b), eq(friendships.toUserId, a)),
      ),
    )
    .for('share')
    .limit(1);
  return row?.status === 'accepted';
}

/** Stores one message, records the other's new_message notification, announces both after commit. */
async function storeMessage(
  tx: EventTransaction,
  conversation: { id: number; userAId: number; userBId: number },
  senderId: number,
  content: string,
  clientId: string | null,
): Promise<Message> {
  const id = await insertMessage(tx.db, conversation.id, senderId, content);
  const row = await findMessage(tx.db, id);
  if (!row) throw new Error(`message ${id} vanished inside its own transaction`);
  const message = presentMessage(row);
  await recordNotification(tx, {
    recipientId: otherParticipantOf(conversation, senderId),
    actorId: senderId,
    kind: 'new_message',
    target: { type: 'conversation', id: conversation.id },
  });
  tx.outbox.add(conversationChannel(conversation.id), {
    actorId: senderId,
    toActor: true,
    frame: { type: 'chat_message', message, client_id: clientId },
  });
  return message;
}

/**
 * POST /api/conversations/start/: the pair's one conversation (created on first start), only
 * between friends with no block (403); an unknown hunter is 404. An initial message is sent in
 * the same transaction.
 */
export async function startConversation(
  { db, bus }: ChatDeps,
  viewerId: number,
  input: { user_id: number; initial_message?: string },
): Promise<{ id: number; created: boolean }> {
  const otherId = input.user_id;
  if (otherId === viewerId) throw fieldError('user_id', CHAT_MESSAGES.notYourself);
  return transactionWithEvents(db, bus, async (tx) => {
    const [other] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, otherId))
      .limit(1);
    if (!other) throw notFound(CHAT_MESSAGES.unknownHunter);
    if (!(await mayMessage(tx.db, viewerId, otherId))) throw forbidden(CHAT_MESSAGES.friendsOnly);
    const conversation = await findOrCreateConversation(tx.db, viewerId, otherId);
    if (input.initial_message) {
      const stored = await findConversationForViewer(tx.db, viewerId, conversation.id);
      if (!stored) throw new Error('conversation vanished inside its own transaction');
      await storeMessage(tx, stored, viewerId, input.initial_message, null);
    }
    return conversation;
  });
}

/**
 * Sends a message in a conversation of the viewer's (404 otherwise); 403 once the two are no
 * longer friends or either blocked the other. Both participants' sockets hear it after commit.
 */
export async function sendMessage(
  { db, bus }: ChatDeps,
  viewerId: number,
  conversationId: number,
  content: string,
  clientId: string | null = null,
): Promise<Message> {
  return transactionWithEvents(db, bus, async (tx) => {
    const conversation = await findConversationForViewer(tx.db, viewerId, conversationId);
    if (!conversation) throw notFound();
    const otherId = otherParticipantOf(conversation, viewerId);
    if (!(await mayMessage(tx.db, viewerId, otherId))) throw forbidden(CHAT_MESSAGES.friendsOnly);
    return storeMessage(tx, conversation, viewerId, content, clientId);
  });
}

/** POST /api/conversations/{id}/mark_read/: the other's messages are read; 404 if not the viewer's. */
export async function markRead(db: Database, viewerId: number, conversationId: number) {
  return db.transaction(async (tx) => {
    const conversation = await findConversationForViewer(tx, viewerId, conversationId);
    if (!conversation) throw notFound();
    // Its new_message notification is read with it, so the bell agrees with the chat.
    await markTargetNotificationsRead(tx, viewerId, { type: 'conversation', id: conversationId });
    return markConversationRead(tx, conversationId, viewerId);
  });
}
