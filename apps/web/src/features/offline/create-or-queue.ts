import type { QueryClient } from '@tanstack/react-query';
import { ApiError, authKeys, newIdempotencyKey, type SessionUser } from '../../api';
import type { OutboxItem, QueuedCreate } from './outbox-items';

/** What the outbox is given of a change not yet sent (it stamps the time and the photos). */
type NewOutboxItem = Omit<OutboxItem, 'queuedAt' | 'photos'> & Partial<Pick<OutboxItem, 'photos'>>;

export type CreateDraft = Pick<OutboxItem, 'kind' | 'path' | 'body' | 'title' | 'details'> &
  Partial<Pick<OutboxItem, 'photos'>>;

export { isQueued, type QueuedCreate } from './outbox-items';

/**
 * Sends a create with a key chosen here; with no network (offline, or the request never got an
 * answer) keeps it in the outbox under that same key, so the item is made once whichever arrives.
 * Any answer from the server, refusals included, goes back to the form as before.
 */
export function createOrQueue<Created>(
  queryClient: QueryClient,
  draft: CreateDraft,
  send: (idempotencyKey: string) => Promise<Created>,
): Promise<Created | QueuedCreate> {
  return sendOrQueue(queryClient, send, (key, userId) => ({ ...draft, key, userId }));
}

/**
 * The one way a change reaches the server or the outbox: sent at once with a key chosen here when
 * `tryNow` (online, by default); kept in the outbox under that same key (the item `queued` makes)
 * when it may not be tried, or when the request never got an answer. A server's answer, refusals
 * included, goes back to the caller.
 */
export async function sendOrQueue<Answer>(
  queryClient: QueryClient,
  send: (idempotencyKey: string) => Promise<Answer>,
  queued: (key: string, userId: number) => NewOutboxItem,
  tryNow = navigator.onLine,
): Promise<Answer | QueuedCreate> {
  const key = newIdempotencyKey();
  if (tryNow) {
    try {
      return await send(key);
    } catch (error) {
      if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    }
  }
  const hunter = queryClient.getQueryData<{ user: SessionUser } | null>(authKeys.session());
  if (!hunter) throw new ApiError(401, 'Sign in again to save this on the device.');
  const { queueCreate } = await import('./outbox');
  await queueCreate(queued(key, hunter.user.id));
  return { queued: true, key };
}
