import {
  birdChangesOf,
  useOutbox,
  type OutboxItem,
  type OutboxKind,
  queuedEditOf,
} from './outbox-items';

/** The signed-in hunter's edit of one server item still on this device (waiting or refused). */
export function useQueuedEdit(kind: OutboxKind, id: number): OutboxItem | undefined {
  const outbox = useOutbox();
  const edit = queuedEditOf(outbox.items, kind, id);
  return edit && edit.userId === outbox.userId ? edit : undefined;
}

/**
 * The item as the hunter left it: the server's copy with the fields of their queued edit over it.
 * Fields named in `kept` (ids the item shows as objects, e.g. a hunt's location) stay the server's.
 */
export function withQueuedEdit<Item extends object>(
  item: Item,
  edit: OutboxItem | undefined,
  kept: readonly string[] = [],
): Item {
  if (!edit || typeof edit.body !== 'object' || edit.body === null) return item;
  const changed = Object.entries(edit.body).filter(
    ([field]) => field in item && !kept.includes(field),
  );
  return { ...item, ...Object.fromEntries(changed) };
}

/** The signed-in hunter's bird changes of one hunt still on this device (waiting or refused). */
export function useWaitingBirdChanges(huntId: number): OutboxItem[] {
  const outbox = useOutbox();
  return birdChangesOf(outbox.items, huntId).filter((item) => item.userId === outbox.userId);
}
