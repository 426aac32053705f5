import { and, eq, or } from 'drizzle-orm';
import { CHAT_MESSAGES, type Message } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { friendships, users } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import {
  announce,
  conversationRoom,
  transactionWithEvents,
} from '../../platform/realtime/index.js';
import { refuseIfBlocked } from '../../platform/visibility/index.js';
import {
  announceUnreadCounts,
  markTargetNotificationsRead,
  notificationDelivery,
} from '../notifications/index.js';
import { presentMessage } from './present.js';
import {
  findConversationForViewer,
  findOrCreateConversation,
  markConversationRead,
} from './queries.js';
import { storeMessage } from './send-batches.js';
import { sendMessagesAtomically, type MessageSend, type SendOutcome } from './send-statement.js';

/**
 * The friendship status of the two, share-locked to the end of the transaction, so a block made at
 * the same moment waits for this message, and no message slips in after a block.
 */
async function lockedTieStatus(db: Database, a: number, b: number): Promise<string | undefined> {
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
  return row?.status;
}

/**
 * Sends a message in a conversation of the sender's (404 otherwise, and once the two are no longer
 * friends: a block or an unfriend hides it, as conversationsVisibleTo says). It is stored with its
 * notification by one statement together with the other messages of its tick (a group commit,
 * send-batches.ts), and announced once committed: the message to both participants (the sender's
 * copy is the acknowledgment) and the notification to the other: the statement proved the two
 * may talk at that moment, so both are the audience. REST and the socket both send through here.
 */
export async function sendMessage(
  db: Database,
  senderId: number,
  conversationId: number,
  content: string,
  clientId: string | null = null,
): Promise<Message> {
  return announceSent(
    { senderId, conversationId, content },
    await storeMessage(db, { senderId, conversationId, content }),
    clientId,
  );
}

/** Sends a message in the caller's transaction (a conversation's initial message), alone. */
async function sendMessageInTransaction(db: Database, send: MessageSend): Promise<Message> {
  const [outcome] = await sendMessagesAtomically(db, [send]);
  return announceSent(send, outcome ?? { kind: 'not-found' }, null);
}

function announceSent(send: MessageSend, outcome: SendOutcome, clientId: string | null): Message {
  // An ended friendship hides the conversation from both: as unknown as one that never was.
  if (outcome.kind !== 'stored') throw notFound();
  const message = presentMessage(outcome.message);
  announce({
    kind: 'deliver',
    room: conversationRoom(send.conversationId),
    views: [
      {
        to: [send.senderId, outcome.otherId],
        frame: { type: 'chat_message', message, client_id: clientId },
      },
    ],
  });
  announce(notificationDelivery(outcome.otherId, outcome.notification));
  announceUnreadCounts(outcome.otherId);
  return message;
}

/**
 * POST /api/conversations/start/: the pair's one conversation (created on first start), only
 * between friends (403), never across a block (403, its own message); an unknown hunter is 404. An initial message is sent in
 * the same transaction.
 */
export async function startConversation(
  db: Database,
  viewerId: number,
  input: { user_id: number; initial_message?: string },
): Promise<{ id: number; created: boolean }> {
  const otherId = input.user_id;
  if (otherId === viewerId) throw fieldError('user_id', CHAT_MESSAGES.notYourself);
  return transactionWithEvents(db, async (tx) => {
    const [other] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, otherId))
      .limit(1);
    if (!other) throw notFound(CHAT_MESSAGES.unknownHunter);
    const status = await lockedTieStatus(tx.db, viewerId, otherId);
    refuseIfBlocked(status);
    if (status !== 'accepted') throw forbidden(CHAT_MESSAGES.friendsOnly);
    const conversation = await findOrCreateConversation(tx.db, viewerId, otherId);
    if (input.initial_message) {
      await sendMessageInTransaction(tx.db, {
        senderId: viewerId,
        conversationId: conversation.id,
        content: input.initial_message,
      });
    }
    return conversation;
  });
}

/** POST /api/conversations/{id}/mark_read/: the other's messages are read; 404 if not the viewer's. */
export async function markRead(db: Database, viewerId: number, conversationId: number) {
  return transactionWithEvents(db, async ({ db: tx }) => {
    const conversation = await findConversationForViewer(tx, viewerId, conversationId);
    if (!conversation) throw notFound();
    // Its new_message notification is read with it, so the bell agrees with the chat.
    await markTargetNotificationsRead(tx, viewerId, { type: 'conversation', id: conversationId });
    const marked = await markConversationRead(tx, conversationId, viewerId);
    // The hunter's other tabs and devices clear this conversation's part of their badges.
    if (marked > 0) announceUnreadCounts(viewerId);
    return marked;
  });
}
