import type { Conversation, Message } from '@marshlog/domain';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

/** Starts (or finds) the conversation with `other` through the API; fails loudly otherwise. */
export async function startChat(
  app: TestApp,
  hunter: Hunter,
  other: Hunter,
): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/conversations/start/',
    headers: hunter.headers,
    payload: { user_id: other.user.id },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`startChat failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Conversation>();
}

/** Sends a message through POST /api/conversations/{id}/messages/; fails loudly otherwise. */
export async function sendText(
  app: TestApp,
  hunter: Hunter,
  conversationId: number,
  content: string,
): Promise<Message> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages/`,
    headers: hunter.headers,
    payload: { content },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sendText failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Message>();
}

/** The `unread_counts` frame the hunter's feed socket should carry now: the two API counts. */
export async function unreadCountsOf(app: TestApp, hunter: Hunter) {
  const [messages, notifications] = await Promise.all(
    ['/api/conversations/unread_count/', '/api/notifications/unread_count/'].map(
      async (url) =>
        (await app.inject({ method: 'GET', url, headers: hunter.headers })).json<{
          unread_count: number;
        }>().unread_count,
    ),
  );
  return { type: 'unread_counts', messages, notifications };
}
