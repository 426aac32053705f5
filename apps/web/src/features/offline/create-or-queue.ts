import type { QueryClient } from '@tanstack/react-query';
import { ApiError, authKeys, newIdempotencyKey, type SessionUser } from '../../api';
import type { OutboxItem, QueuedCreate } from './outbox-items';

export type CreateDraft = Pick<OutboxItem, 'kind' | 'path' | 'body' | 'title' | 'details'> &
  Partial<Pick<OutboxItem, 'photos'>>;

export { isQueued, type QueuedCreate } from './outbox-items';

/**
 * Sends a create with a key chosen here; with no network (offline, or the request never got an
 * answer) keeps it in the outbox under that same key, so the item is made once whichever arrives.
 * Any answer from the server, refusals included, goes back to the form as before.
 */
export async function createOrQueue<Created>(
  queryClient: QueryClient,
  draft: CreateDraft,
  send: (idempotencyKey: string) => Promise<Created>,
): Promise<Created | QueuedCreate> {
  const key = newIdempotencyKey();
  if (navigator.onLine) {
    try {
      return await send(key);
    } catch (error) {
      if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    }
  }
  const hunter = queryClient.getQueryData<{ user: SessionUser } | null>(authKeys.session());
  if (!hunter) throw new ApiError(401, 'Sign in again to save this on the device.');
  const { queueCreate } = await import('./outbox');
  await queueCreate({ ...draft, key, userId: hunter.user.id });
  return { queued: true, key };
}
