import { lazy, Suspense } from 'react';
import type { OutboxItem } from './outbox-items';

const QueuedEditNotice = lazy(() => import('./QueuedEditNotice'));

/** Where an item's page says its edit waits on the device; the code loads only when one does. */
export function QueuedEdit({ edit }: { edit: OutboxItem | undefined }) {
  if (!edit) return null;
  return (
    <Suspense fallback={null}>
      <QueuedEditNotice edit={edit} />
    </Suspense>
  );
}
