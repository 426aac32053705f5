import type { QueryClient } from '@tanstack/react-query';
import { sendOrQueue } from './create-or-queue';
import { KIND_PATHS } from './outbox-changes';
import {
  birdChangesOf,
  outboxSnapshot,
  queuedEditOf,
  type BirdChange,
  type QueuedCreate,
} from './outbox-items';

/** A bird added to or removed from a hunt on the server, and what the outbox shows of it. */
export interface BirdChangeDraft {
  huntId: number;
  change: BirdChange;
  /** The bird entry (add) or `{ bird_id }` (remove). */
  body: Record<string, unknown>;
  title: string;
  details: string;
  /** The bird as the hunt's page lists it while the change waits. */
  birdName: string;
}

const ROUTES: Record<BirdChange, { method: 'POST' | 'DELETE'; route: string }> = {
  add: { method: 'POST', route: 'add_bird/' },
  remove: { method: 'DELETE', route: 'remove_bird/' },
};

/** Something of this hunt still waits on the device: a later change must arrive after it. */
function waitsBefore(huntId: number): boolean {
  const { items } = outboxSnapshot();
  const waiting = [...birdChangesOf(items, huntId), queuedEditOf(items, 'hunt', huntId)];
  return waiting.some((item) => item !== undefined && item.refusal === undefined);
}

/**
 * Sends a bird change with a key chosen here; with no network (offline, or the request never got
 * an answer), or while an earlier change of the same hunt still waits, keeps it in the outbox
 * under that same key, so the server makes it once whichever arrives. Refusals go back to the page.
 */
export function birdChangeOrQueue<Updated>(
  queryClient: QueryClient,
  draft: BirdChangeDraft,
  send: (idempotencyKey: string) => Promise<Updated>,
): Promise<Updated | QueuedCreate> {
  const { method, route } = ROUTES[draft.change];
  return sendOrQueue(
    queryClient,
    send,
    (key, userId) => ({
      key,
      kind: 'hunt',
      userId,
      method,
      path: `${KIND_PATHS.hunt}${draft.huntId}/${route}`,
      body: draft.body,
      targetId: draft.huntId,
      birdChange: draft.change,
      birdName: draft.birdName,
      title: draft.title,
      details: draft.details,
    }),
    navigator.onLine && !waitsBefore(draft.huntId),
  );
}
