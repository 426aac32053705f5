import { useSyncExternalStore } from 'react';

/** What the outbox holds: creates and edits made with no network, sent once it returns (issue 31). */
export type OutboxKind = 'hunt' | 'location' | 'report';

/** A photo chosen for an item, kept on the device until the item exists on the server. */
export interface WaitingPhoto {
  file: Blob;
  name: string;
  caption: string;
  /** The first photo chosen: the item's cover, even when an earlier try uploaded none. */
  isPrimary: boolean;
}

/** add: the body is the bird entry; remove: the body is `{ bird_id }`. */
export type BirdChange = 'add' | 'remove';

export interface OutboxItem {
  /** The request's Idempotency-Key, chosen on the device: every retry returns the first answer. */
  key: string;
  kind: OutboxKind;
  /** Whose item: another hunter signing in on the device neither sees nor sends it. */
  userId: number;
  /**
   * POST (a create, the default of items kept before edits queued), PATCH (an edit), or the
   * method of a bird change (POST add_bird, DELETE remove_bird).
   */
  method?: 'POST' | 'PATCH' | 'DELETE';
  /** A bird added to or removed from a hunt on the server (`targetId`), each under its own key. */
  birdChange?: BirdChange;
  /** The bird as the hunt's page lists it while the change waits ("Mallard (drake) × 2"). */
  birdName?: string;
  path: string;
  body: unknown;
  /** The server item an edit changes. */
  targetId?: number;
  /** An edit waiting for this create to be answered; it is then aimed at the created id. */
  afterKey?: string;
  /** Sent at least once without an answer: it may exist on the server under its key. */
  attempted?: boolean;
  /** Set by placeChange when an edit took a new key: the item under this key is replaced. */
  replacesKey?: string;
  /** What the hunter's lists show of it until it syncs. */
  title: string;
  details: string;
  queuedAt: number;
  photos: WaitingPhoto[];
  /** Set once the server created it, while its photos still upload. */
  createdId?: number;
  /** The server's reason when it refused the item (400, 403, 404, 409, 422). */
  refusal?: string;
}

/** How an item is doing now: kept in memory only, a reload starts again from 'waiting'. */
export type OutboxProgress =
  | { stage: 'waiting' }
  | { stage: 'sending' }
  | { stage: 'uploading'; done: number; total: number; percent: number };

export interface OutboxSnapshot {
  items: readonly OutboxItem[];
  progress: ReadonlyMap<string, OutboxProgress>;
  /** The signed-in hunter, whose items are shown and sent; null before the session is known. */
  userId: number | null;
  /** True once the items kept on the device were read (a waiting item's page waits for it). */
  loaded?: boolean;
}

let snapshot: OutboxSnapshot = { items: [], progress: new Map(), userId: null };
const listeners = new Set<() => void>();

export function updateOutboxSnapshot(change: Partial<OutboxSnapshot>): void {
  snapshot = { ...snapshot, ...change };
  listeners.forEach((notify) => notify());
}

export const outboxSnapshot = (): OutboxSnapshot => snapshot;

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The signed-in hunter's items of one kind (all kinds when none is given), oldest first. */
export function hunterItems(state: OutboxSnapshot, kind?: OutboxKind): OutboxItem[] {
  return state.items.filter(
    (item) => item.userId === state.userId && (kind === undefined || item.kind === kind),
  );
}

/** The outbox as it is now, re-rendering whenever an item is queued, sent or refused. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribe, outboxSnapshot);
}

/** A change of an item already on the server (an edit or a bird change), not a create. */
export const isEdit = (item: OutboxItem): boolean =>
  item.method === 'PATCH' || item.birdChange !== undefined;

/** The waiting (or refused) edit of one server item's fields, if one is queued and not yet sent. */
export function queuedEditOf(
  items: readonly OutboxItem[],
  kind: OutboxKind,
  targetId: number,
): OutboxItem | undefined {
  return items.find(
    (item) =>
      item.method === 'PATCH' && item.kind === kind && item.targetId === targetId && !item.afterKey,
  );
}

/** The server bird a waiting removal takes off its hunt. */
export function removedBirdId(item: OutboxItem): number | undefined {
  if (item.birdChange !== 'remove' || typeof item.body !== 'object' || item.body === null) {
    return undefined;
  }
  const { bird_id: birdId } = item.body as { bird_id?: unknown };
  return typeof birdId === 'number' ? birdId : undefined;
}

/** The birds added to and removed from one hunt on the server that wait on the device, in order. */
export const birdChangesOf = (items: readonly OutboxItem[], huntId: number): OutboxItem[] =>
  items.filter(
    (item) => item.birdChange !== undefined && item.kind === 'hunt' && item.targetId === huntId,
  );

/** Edits queued behind a waiting create (it was maybe made already, so it could not take them). */
export const editsAfter = (items: readonly OutboxItem[], createKey: string): OutboxItem[] =>
  items.filter((item) => item.afterKey === createKey);

/** A create or edit kept on the device (no network): sent with its key when the network returns. */
export interface QueuedCreate {
  queued: true;
  key: string;
}

export const isQueued = (answer: unknown): answer is QueuedCreate =>
  typeof answer === 'object' && answer !== null && 'queued' in answer;
