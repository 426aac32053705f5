import { useQuery, type QueryClient } from '@tanstack/react-query';
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

/** When each count last came from the feed socket, and what it was. */
const heard = new Map<string, { count: number; at: number }>();

/**
 * A count the feed socket's `unread_counts` frame carried (LiveUnread): shown at once, and kept
 * over any reading of the API that was asked for before it and answers after it. The frame is at
 * least as new as such a reading's moment, and every change after it comes as another frame.
 */
export function hearUnreadCount(
  queryClient: QueryClient,
  queryKey: readonly string[],
  count: number,
): void {
  heard.set(queryKey.join('/'), { count, at: performance.now() });
  queryClient.setQueryData(queryKey, count);
}

/** The API's reading, unless the socket told a count after it was asked for. */
async function readUnreadCount(queryKey: readonly string[], path: string): Promise<number> {
  const askedAt = performance.now();
  const count = readCount(await api.get(path));
  const told = heard.get(queryKey.join('/'));
  return told && told.at >= askedAt ? told.count : count;
}

/**
 * One of the hunter's unread counts, as the server counts it: read on load and when the window
 * regains focus; between those, the feed socket's `unread_counts` frames set it (one on every
 * (re)opening of the socket, then one after every change), so nothing polls.
 */
function useUnreadCount(queryKey: readonly string[], path: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: () => readUnreadCount(queryKey, path),
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
