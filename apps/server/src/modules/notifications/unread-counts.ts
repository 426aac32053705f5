import type { UnreadCountsFrame } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { announce, feedRoom, type LiveEvent } from '../../platform/realtime/index.js';
import { countUnread } from './queries.js';
import { countUnreadMessages } from './unread-messages.js';

/**
 * Announces the hunter's unread counts (messages and notifications) to their own feed sockets,
 * counted once the write that changed them has committed, by the same queries as
 * GET /conversations/unread_count/ and GET /notifications/unread_count/: the badges show the
 * server's numbers, never a client's sum.
 */
export function announceUnreadCounts(hunterId: number): void {
  announce(async (db: Database): Promise<LiveEvent[]> => {
    const [messages, notifications] = await Promise.all([
      countUnreadMessages(db, hunterId),
      countUnread(db, hunterId),
    ]);
    const frame = { type: 'unread_counts', messages, notifications } satisfies UnreadCountsFrame;
    return [{ kind: 'deliver', room: feedRoom, views: [{ to: [hunterId], frame }] }];
  });
}
