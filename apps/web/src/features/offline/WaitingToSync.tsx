import { lazy, Suspense } from 'react';
import { hunterItems, useOutbox, type OutboxKind } from './outbox-items';

const WaitingItems = lazy(() => import('./WaitingItems'));

/** Where a list shows what waits in the outbox; its code loads only when something waits. */
export function WaitingToSync({ kind }: { kind: OutboxKind }) {
  const outbox = useOutbox();
  if (hunterItems(outbox, kind).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WaitingItems kind={kind} />
    </Suspense>
  );
}
