import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { WAITING_ITEM_MESSAGES } from '@marshlog/domain';
import { ButtonLink, EmptyState, LoadingState } from '../../ui';
import { hunterItems, useOutbox, type OutboxItem, type OutboxKind, isEdit } from './outbox-items';
import { KIND_LISTS } from './waiting-paths';

/** The waiting item a create form revises (`?waiting=<key>`), or undefined for a new one. */
export function useWaitingKey(): string | undefined {
  const [params] = useSearchParams();
  return params.get('waiting') ?? undefined;
}

/**
 * Renders a form with the captured values of a waiting item once the device has read it, or says
 * it is no longer waiting (it synced, or was discarded meanwhile).
 */
export function WaitingForm({
  kind,
  waitingKey,
  children,
}: {
  kind: OutboxKind;
  waitingKey: string;
  children: (item: OutboxItem) => ReactNode;
}) {
  const outbox = useOutbox();
  const item = hunterItems(outbox, kind).find(
    (kept) => kept.key === waitingKey && !isEdit(kept) && kept.createdId === undefined,
  );
  if (item) return children(item);
  if (!outbox.loaded || outbox.userId === null) return <LoadingState text="Loading..." />;
  return (
    <EmptyState
      title={WAITING_ITEM_MESSAGES.notFound}
      action={
        <ButtonLink to={KIND_LISTS[kind]} variant="secondary">
          {WAITING_ITEM_MESSAGES.openList}
        </ButtonLink>
      }
    />
  );
}
