import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationTargetType } from '@marshlog/domain';
import { notifications } from '../../db/schema.js';
import {
  announce,
  feedRoom,
  type Delivery,
  type EventTransaction,
} from '../../platform/realtime/index.js';
import { friendshipBetween } from '../../platform/visibility/index.js';
import { presentNotification, type NotificationRow } from './present.js';
import { findNotificationRow } from './queries.js';
import { announceUnreadCounts } from './unread-counts.js';

export interface NotificationInput {
  recipientId: number;
  actorId: number;
  kind: NotificationKind;
  target: { type: NotificationTargetType; id: number };
}

/**
 * Writes a notification in the caller's transaction, and pushes it as `notification` to the
 * recipient's live feed sockets once that transaction commits (its audience, the recipient, is
 * decided here: the block check below runs in the same transaction). Nothing is written for a hunter's own
 * action, nor between two hunters either of whom blocked the other. Unread new_message
 * notifications of one conversation are kept as one, brought to the top by each new message.
 * Answers the notification's id, or null when none was written.
 */
export async function recordNotification(
  tx: EventTransaction,
  input: NotificationInput,
): Promise<number | null> {
  if (input.recipientId === input.actorId) return null;
  const tie = await friendshipBetween(tx.db, input.recipientId, input.actorId);
  if (tie?.status === 'blocked') return null;
  const id =
    (input.kind === 'new_message' ? await refreshUnreadMessageNotification(tx, input) : null) ??
    (await insertNotification(tx, input));
  const row = await findNotificationRow(tx.db, id);
  if (!row) throw new Error(`notification ${id} vanished inside its own transaction`);
  announce(notificationDelivery(input.recipientId, row));
  announceUnreadCounts(input.recipientId);
  return id;
}

/** The live `notification` push to its recipient's feed sockets, and to no one else. */
export function notificationDelivery(recipientId: number, row: NotificationRow): Delivery {
  return {
    kind: 'deliver',
    room: feedRoom,
    views: [
      {
        to: [recipientId],
        frame: { type: 'notification', notification: presentNotification(row) },
      },
    ],
  };
}

async function insertNotification(tx: EventTransaction, input: NotificationInput) {
  const [row] = await tx.db
    .insert(notifications)
    .values({
      recipientId: input.recipientId,
      actorId: input.actorId,
      kind: input.kind,
      targetType: input.target.type,
      targetId: input.target.id,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  return row.id;
}

/** The unread new_message notification of the same conversation, moved to now; null if none. */
async function refreshUnreadMessageNotification(tx: EventTransaction, input: NotificationInput) {
  const [row] = await tx.db
    .update(notifications)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, input.recipientId),
        eq(notifications.kind, 'new_message'),
        eq(notifications.targetType, input.target.type),
        eq(notifications.targetId, input.target.id),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return row?.id ?? null;
}
