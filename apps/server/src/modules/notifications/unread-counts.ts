import { eq, sql } from 'drizzle-orm';
import type { UnreadCountsFrame } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { announce, feedRoom, type LiveEvent } from '../../platform/realtime/index.js';
import { unreadNotificationsCount } from './queries.js';
import { unreadMessagesCount } from './unread-messages.js';

/**
 * Announces the hunter's unread counts (messages and notifications) to their own feed sockets,
 * counted once the write that changed them has committed, by the same queries as
 * GET /conversations/unread_count/ and GET /notifications/unread_count/: the badges show the
 * server's numbers, never a client's sum. Both are read in one statement (one connection from the
 * pool per change, where a busy chat sends hundreds a second).
 */
export function announceUnreadCounts(hunterId: number): void {
  announce(async (db: Database): Promise<LiveEvent[]> => {
    const [counts] = await db
      .select({
        messages: sql<number>`(${unreadMessagesCount(db, hunterId)})`.mapWith(Number),
        notifications: sql<number>`(${unreadNotificationsCount(db, hunterId)})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, hunterId));
    if (!counts) return [];
    const frame = { type: 'unread_counts', ...counts } satisfies UnreadCountsFrame;
    return [{ kind: 'deliver', room: feedRoom, views: [{ to: [hunterId], frame }] }];
  });
}
