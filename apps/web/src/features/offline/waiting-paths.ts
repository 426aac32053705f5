import type { OutboxItem, OutboxKind } from './outbox-items';

/** The list of each kind, whose waiting entries open `<list>/waiting/<key>`. */
export const KIND_LISTS: Record<OutboxKind, string> = {
  hunt: '/hunts',
  location: '/locations',
  report: '/reports',
};

/** The page of a waiting item (a create; an edit is shown on its item's own page). */
export const waitingItemPath = (item: Pick<OutboxItem, 'kind' | 'key'>): string =>
  `${KIND_LISTS[item.kind]}/waiting/${encodeURIComponent(item.key)}`;

/** The form that edits a waiting create with its captured values (saving re-queues it). */
export const waitingEditPath = (item: Pick<OutboxItem, 'kind' | 'key'>): string =>
  `${KIND_LISTS[item.kind]}/${item.kind === 'report' ? 'waiting/' + encodeURIComponent(item.key) + '/edit' : 'create?waiting=' + encodeURIComponent(item.key)}`;

/** The page where an item's edit shows: the item's own page once it has an id. */
export const itemPath = (item: Pick<OutboxItem, 'kind' | 'targetId'>): string | undefined =>
  item.targetId === undefined ? undefined : `${KIND_LISTS[item.kind]}/${item.targetId}`;
