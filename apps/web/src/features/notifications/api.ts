import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@marshlog/domain';
import { api } from '../../api';
import { notificationKeys } from './keys';

const loadPageSchema = async () => (await import('./notification-schemas')).notificationPageSchema;

/** The newest notifications, read and unread, for the bell's panel. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () =>
      api.get('/notifications/', {
        query: { page: 1, page_size: NOTIFICATIONS_PAGE_SIZE },
        schema: loadPageSchema,
      }),
    staleTime: 0,
  });
}

/** Marks some notifications read, or all of them; the count and list follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      api.post('/notifications/mark_read/', ids === 'all' ? { all: true } : { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
