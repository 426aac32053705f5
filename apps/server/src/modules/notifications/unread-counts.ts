import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UnreadCountsFrame } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { BatchedReads } from '../../platform/batched-reads.js';
import { preparedPerDatabase } from '../../platform/prepared.js';
import { announceAside, feedRoom, type LiveEvent } from '../../platform/realtime/index.js';
import { unreadNotificationsCount } from './queries.js';
import { unreadMessagesCount } from './unread-messages.js';

type UnreadCounts = Omit<UnreadCountsFrame, 'type'>;

const hunter = alias(users, 'hunter');
const hunterId = sql`${hunter.id}`;

/**
 * Both unread counts of many hunters in one prepared statement, by the same queries as
 * GET /conversations/unread_count/ and GET /notifications/unread_count/, each hunter's judged
 * alone (the counts' rules take the hunter's column where they take an id).
 */
const unreadCountsStatement = preparedPerDatabase((db) =>
  db
    .select({
      hunterId: hunter.id,
      messages: sql<number>`(${unreadMessagesCount(db, hunterId)})`.mapWith(Number),
      notifications: sql<number>`(${unreadNotificationsCount(db, hunterId)})`.mapWith(Number),
    })
    .from(hunter)
    .where(sql`${hunter.id} = any(${sql.placeholder('hunters')}::int[])`)
    .prepare('unread_counts_of_hunters'),
);

/**
 * How long a badge reading waits for others: a busy chat asks for one per message, hundreds a
 * second, and no one waits on a badge the way a sender waits on their message.
 */
const GATHER_MS = 20;

/**
 * The readings asked for within GATHER_MS, or while the previous one runs, made as one
 * statement, and a hunter asked for twice meanwhile is read once (issue 30): the chat benchmark's
 * second statement per stored batch of messages becomes one every GATHER_MS at most.
 */
const unreadCountsReads = preparedPerDatabase(
  (db) =>
    new BatchedReads<UnreadCounts>(async (hunterIds) => {
      const rows = await unreadCountsStatement(db).execute({ hunters: hunterIds });
      return new Map(
        rows.map((row) => [
          row.hunterId,
          { messages: row.messages, notifications: row.notifications },
        ]),
      );
    }, GATHER_MS),
);

/**
 * Announces the hunter's unread counts (messages and notifications) to their own feed sockets,
 * counted once the write that changed them has committed: the badges show the server's numbers,
 * never a client's sum. The reading joins the others of the next few milliseconds
 * (unreadCountsReads) and holds up none of the events announced with it (announceAside).
 */
export function announceUnreadCounts(hunterId: number): void {
  announceAside(async (db: Database): Promise<LiveEvent[]> => {
    const counts = await unreadCountsReads(db).read(hunterId);
    if (!counts) return [];
    const frame = { type: 'unread_counts', ...counts } satisfies UnreadCountsFrame;
    return [{ kind: 'deliver', room: feedRoom, views: [{ to: [hunterId], frame }] }];
  });
}
