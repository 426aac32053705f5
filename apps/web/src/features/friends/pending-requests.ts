import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** How often the navigation looks for new friend requests while the app is open. */
const REFRESH_MS = 60_000;

/**
 * The number of friend requests waiting for the signed-in hunter's answer, for the navigation.
 * Kept zod-free (it loads with every screen) and under the friendship lists' key, so accepting
 * or declining a request on the friends screen refreshes it at once.
 */
export function usePendingFriendRequestCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: ['friendships', 'list', 'incoming-pending-count'] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ count?: unknown }>('/friendships/', {
        query: { status: 'pending', direction: 'incoming', page_size: 1 },
        signal,
      });
      return typeof answer.count === 'number' ? answer.count : 0;
    },
    enabled,
    refetchInterval: REFRESH_MS,
  });
  return query.data ?? 0;
}
