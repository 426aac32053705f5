import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages } from '../../db/schema.js';
import { conversationsVisibleTo, type ViewerRef } from '../../platform/visibility/index.js';

/**
 * The hunter's unread messages from others across their conversations (the sum of the list's
 * unread counts): none of a conversation a block hides. The messages badge counts it, and so does
 * chat's GET /conversations/unread_count/.
 */
export async function countUnreadMessages(db: Database, hunterId: number): Promise<number> {
  const [total] = await unreadMessagesCount(db, hunterId);
  return total?.count ?? 0;
}

/**
 * The statement countUnreadMessages runs, unexecuted, for a statement that reads it with others
 * (the hunter an id, or a column of that statement: each hunter of a batch judged alike).
 */
export function unreadMessagesCount(db: Database, hunterId: ViewerRef) {
  return db
    .select({ count: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        conversationsVisibleTo(hunterId),
        ne(messages.senderId, hunterId),
        isNull(messages.readAt),
      ),
    );
}
