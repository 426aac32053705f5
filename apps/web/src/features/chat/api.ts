import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_PAGE_SIZE, type Conversation } from '@marshlog/domain';
import { api } from '../../api';
import { notificationKeys } from '../notifications/keys';
import { chatKeys } from './keys';

export { chatKeys } from './keys';

const schemas = () => import('./chat-schemas');

/** The hunter's conversations, most recently active first, with unread counts. */
export function useConversations(page: number) {
  return useQuery({
    queryKey: chatKeys.list(page),
    queryFn: () =>
      api.get('/conversations/', {
        query: { page, page_size: CONVERSATIONS_PAGE_SIZE },
        schema: async () => (await schemas()).conversationPageSchema,
      }),
    placeholderData: (previous) => previous,
    // Unread counts change while the hunter is elsewhere: re-read whenever the page is seen again.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

/** POST /conversations/start/: the conversation with a friend, created on first start. */
export function startConversation(userId: number): Promise<Conversation> {
  return api.post(
    '/conversations/start/',
    { user_id: userId },
    { schema: async () => (await schemas()).conversationSchema },
  );
}

/** One page of a conversation's messages: page 1 is the newest, each page oldest first. */
export function fetchMessages(conversationId: number, page: number, pageSize: number) {
  return api.get(`/conversations/${conversationId}/messages/`, {
    query: { page, page_size: pageSize },
    schema: async () => (await schemas()).messagePageSchema,
  });
}

/** Sends over HTTP when the socket is not open. */
export function postMessage(conversationId: number, content: string) {
  return api.post(
    `/conversations/${conversationId}/messages/`,
    { content },
    { schema: async () => (await schemas()).messageSchema },
  );
}

/** Marks the friend's messages read; the list's and the bell's counts follow. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => api.post(`/conversations/${conversationId}/mark_read/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
