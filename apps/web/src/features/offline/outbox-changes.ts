import { type OutboxItem, type OutboxKind, editsAfter, isEdit, queuedEditOf } from './outbox-items';

/** The list path of each kind; an item's own path is `<list><id>/`. */
export const KIND_PATHS: Record<OutboxKind, string> = {
  hunt: '/hunts/',
  location: '/locations/',
  report: '/reports/',
};

/** A change made with no network: a new item's values, or an existing item's edited fields. */
export interface OutboxChange {
  kind: OutboxKind;
  userId: number;
  /** The fields to send (a whole create, or only the edited fields of an update). */
  body: Record<string, unknown>;
  title: string;
  details: string;
  /** Edits an item already on the server. */
  targetId?: number;
  /** Edits (revises) an item still waiting in the outbox, by its key. */
  waitingKey?: string;
}

const bodyOf = (item: OutboxItem): Record<string, unknown> =>
  typeof item.body === 'object' && item.body !== null ? (item.body as Record<string, unknown>) : {};

/**
 * Where a change goes in the outbox (the outbox's state machine, kept pure for its tests):
 * - a revision of a waiting create that was never sent folds into it, same key, refusal cleared
 *   (the server kept nothing under that key, so the new body may use it);
 * - a revision of a create that was sent without an answer (it may exist on the server) becomes
 *   an edit queued after it, sent to the id the create answers with;
 * - an edit of a server item folds into that item's queued edit if there is one (a new key when
 *   that edit was already sent, so a kept answer is never replayed for other fields), or is a
 *   new PATCH with its own key.
 */
export function placeChange(
  items: readonly OutboxItem[],
  change: OutboxChange,
  newKey: () => string,
  now: number,
): OutboxItem {
  const shown = { title: change.title, details: change.details, refusal: undefined };
  if (change.waitingKey !== undefined) {
    const waiting = items.find((item) => item.key === change.waitingKey);
    if (!waiting) throw new Error(`No waiting ${change.kind} ${change.waitingKey} to revise`);
    if (isEdit(waiting)) {
      return { ...waiting, ...shown, ...keyAfterSend(waiting, newKey), body: change.body };
    }
    const mayExist = waiting.attempted === true && waiting.refusal === undefined;
    if (!mayExist) return { ...waiting, ...shown, body: change.body, attempted: false };
    const earlier = editsAfter(items, waiting.key)[0];
    const edit: OutboxItem = earlier ?? {
      key: newKey(),
      kind: waiting.kind,
      userId: waiting.userId,
      method: 'PATCH',
      path: '',
      body: {},
      title: change.title,
      details: change.details,
      queuedAt: now,
      photos: [],
      afterKey: waiting.key,
    };
    return { ...edit, ...shown, body: { ...bodyOf(edit), ...change.body } };
  }
  if (change.targetId === undefined) throw new Error('A change names a waiting item or a target');
  const queued = queuedEditOf(items, change.kind, change.targetId);
  if (queued) {
    return {
      ...queued,
      ...shown,
      ...keyAfterSend(queued, newKey),
      body: { ...bodyOf(queued), ...change.body },
    };
  }
  return {
    key: newKey(),
    kind: change.kind,
    userId: change.userId,
    method: 'PATCH',
    path: `${KIND_PATHS[change.kind]}${change.targetId}/`,
    body: change.body,
    title: change.title,
    details: change.details,
    queuedAt: now,
    photos: [],
    targetId: change.targetId,
  };
}

/** An edit already sent keeps its key only if the server refused it (a refusal keeps nothing). */
function keyAfterSend(item: OutboxItem, newKey: () => string): Partial<OutboxItem> {
  if (item.attempted !== true || item.refusal !== undefined) return { attempted: false };
  return { key: newKey(), attempted: false, replacesKey: item.key };
}

/** The edits that waited for a create, now aimed at the id the server gave it. */
export function aimEditsAt(
  items: readonly OutboxItem[],
  createKey: string,
  createdId: number,
): OutboxItem[] {
  return editsAfter(items, createKey).map((edit) => ({
    ...edit,
    afterKey: undefined,
    targetId: createdId,
    path: `${KIND_PATHS[edit.kind]}${createdId}/`,
  }));
}

/** What the hunter sees of a waiting item: its values with the edits queued after it. */
export function capturedValues(
  items: readonly OutboxItem[],
  item: OutboxItem,
): Record<string, unknown> {
  return editsAfter(items, item.key).reduce(
    (values, edit) => ({ ...values, ...bodyOf(edit) }),
    bodyOf(item),
  );
}
