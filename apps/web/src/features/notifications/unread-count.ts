import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { chatKeys } from '../chat/keys';
import { notificationKeys } from './keys';

/** The shape of GET /…/unread_count/, checked by hand to keep zod out of the header. */
function readCount(body: unknown): number {
  if (typeof body === 'object' && body !== null && 'unread_count' in body) {
    const count = body.unread_count;
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
  }
  throw new Error('Unexpected unread count answer');
}

/**
 * One of the hunter's unread counts, as the server counts it: read on load, on reconnect of the
 * live socket and when the window regains focus; between those, the feed socket's
 * `unread_counts` frames set it (LiveUnread), so nothing polls.
 */
function useUnreadCount(queryKey: readonly string[], path: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: async () => readCount(await api.get(path)),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    // The socket's next frame or the next focus is the retry; a failing count must not hold up.
    retry: false,
  });
}

/** The hunter's unread notifications: the bell's count. */
export function useUnreadNotificationCount() {
  return useUnreadCount(notificationKeys.unreadCount(), '/notifications/unread_count/', true);
}

/** The hunter's unread messages across their conversations: the Messages badge. */
export function useUnreadMessageCount(enabled: boolean): number {
  return useUnreadCount(chatKeys.unreadCount(), '/conversations/unread_count/', enabled).data ?? 0;
}
