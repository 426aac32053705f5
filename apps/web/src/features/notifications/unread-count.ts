import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '@marshlog/domain';
import { api } from '../../api';
import { notificationKeys } from './keys';

/** The shape of GET /notifications/unread_count/, checked by hand to keep zod out of the header. */
function readCount(body: unknown): number {
  if (typeof body === 'object' && body !== null && 'unread_count' in body) {
    const count = body.unread_count;
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
  }
  throw new Error('Unexpected unread count answer');
}

/**
 * The hunter's unread notification count. It stays right without a live socket: re-read every
 * 15 s while the page is visible and whenever the window regains focus.
 */
export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async () => readCount(await api.get('/notifications/unread_count/')),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
    // The next poll is the retry; a failing count must not hold up what invalidates it.
    retry: false,
  });
}
