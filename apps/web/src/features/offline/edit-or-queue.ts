import type { QueryClient } from '@tanstack/react-query';
import { ApiError, authKeys, newIdempotencyKey, type SessionUser } from '../../api';
import { outboxSnapshot, type OutboxItem, type OutboxKind, queuedEditOf } from './outbox-items';
import type { QueuedCreate } from './create-or-queue';

/** An edit of an item on the server, and what the outbox shows of it while it waits. */
export interface EditDraft {
  kind: OutboxKind;
  targetId: number;
  body: Record<string, unknown>;
  title: string;
  details: string;
}

/**
 * Sends an edit with its own key; with no network (or when an earlier edit of the same item still
 * waits, so the two arrive in order) keeps it in the outbox, folded into that earlier edit. Any
 * answer from the server, refusals included, goes back to the form.
 */
export async function editOrQueue<Updated>(
  queryClient: QueryClient,
  draft: EditDraft,
  send: (idempotencyKey: string) => Promise<Updated>,
): Promise<Updated | QueuedCreate> {
  const waitingEarlier = queuedEditOf(outboxSnapshot().items, draft.kind, draft.targetId);
  if (navigator.onLine && !waitingEarlier) {
    try {
      return await send(newIdempotencyKey());
    } catch (error) {
      if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    }
  }
  const hunter = queryClient.getQueryData<{ user: SessionUser } | null>(authKeys.session());
  if (!hunter) throw new ApiError(401, 'Sign in again to save this on the device.');
  const { queueChange } = await import('./outbox');
  const key = await queueChange({ ...draft, userId: hunter.user.id });
  return { queued: true, key };
}

/**
 * Saves the hunter's revision of an item still waiting on the device (from its form, opened with
 * the captured values): it is folded into the waiting create, refusal cleared, and sent again.
 */
export async function reviseWaiting(
  item: Pick<OutboxItem, 'kind' | 'key' | 'userId'>,
  draft: Pick<EditDraft, 'body' | 'title' | 'details'>,
): Promise<void> {
  const { queueChange } = await import('./outbox');
  await queueChange({ kind: item.kind, userId: item.userId, waitingKey: item.key, ...draft });
}
