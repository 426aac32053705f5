import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { locations, notifications, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import type { NotificationRow } from './present.js';
import {
  isBlockedWith,
  locationsVisibleTo,
  namedInPartyOf,
  type ViewerRef,
} from '../../platform/visibility/index.js';

const rowColumns = {
  id: notifications.id,
  kind: notifications.kind,
  targetType: notifications.targetType,
  targetId: notifications.targetId,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  actor: {
    id: users.id,
    name: users.name,
    username: users.username,
    profileImageUrl: users.profileImageUrl,
  },
};

/**
 * SQL: the recipient's notifications they may still see: never from a hunter they are blocked
 * with, a shared location's only while they may see it as it is now (DESIGN.md section 5), and
 * a party invitation only while they are invited to (or accepted) that hunt.
 * The blocked ids and the visible locations are resolved once per query.
 */
function visibleNotificationsOf(recipientId: ViewerRef): SQL {
  return sql`${eq(notifications.recipientId, recipientId)}
    and not ${isBlockedWith(recipientId, notifications.actorId)}
    and (${notifications.targetType} <> 'location' or ${notifications.targetId} in
      (select ${locations.id} from ${locations} where ${locationsVisibleTo(recipientId)}))
    and (${notifications.targetType} <> 'hunt' or ${namedInPartyOf(recipientId, notifications.targetId)})`;
}

export async function listNotifications(
  db: Database,
  recipientId: number,
  unreadOnly: boolean,
  page: PageRequest,
): Promise<{ count: number; rows: NotificationRow[] }> {
  const where = and(
    visibleNotificationsOf(recipientId),
    unreadOnly ? eq(notifications.isRead, false) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(notifications).where(where);
  const rows = await db
    .select(rowColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

export async function countUnread(db: Database, recipientId: number): Promise<number> {
  const [total] = await unreadNotificationsCount(db, recipientId);
  return total?.count ?? 0;
}

/**
 * The statement countUnread runs, unexecuted, for a statement that reads it with others (the
 * recipient an id, or a column of that statement).
 */
export function unreadNotificationsCount(db: Database, recipientId: ViewerRef) {
  return db
    .select({ count: count() })
    .from(notifications)
    .where(and(visibleNotificationsOf(recipientId), eq(notifications.isRead, false)));
}

/** Marks the recipient's own notifications read (some ids, or all); answers how many changed. */
export async function markNotificationsRead(
  db: Database,
  recipientId: number,
  ids: number[] | 'all',
): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.isRead, false),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

export async function findNotificationRow(
  db: Database,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.id, id))
    .limit(1);
  return row;
}

/** Marks read the recipient's notifications about one target (a conversation they have read). */
export async function markTargetNotificationsRead(
  db: Database,
  recipientId: number,
  target: { type: string; id: number },
): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.targetType, target.type),
        eq(notifications.targetId, target.id),
        eq(notifications.isRead, false),
      ),
    );
}
