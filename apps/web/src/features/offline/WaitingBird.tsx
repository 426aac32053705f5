import { lazy, Suspense } from 'react';
import type { OutboxItem } from './outbox-items';

const WaitingBirdRow = lazy(() => import('./WaitingBirdRow'));

/**
 * A bird of a hunt's list whose addition or removal waits on the device; the row's code (and the
 * outbox's) loads only when one does. Until it has, the bird's name shows alone.
 */
export function WaitingBird({ change, notes }: { change: OutboxItem; notes?: string }) {
  return (
    <Suspense
      fallback={
        <li className="px-3 py-2.5 font-medium text-ink" data-testid="waiting-bird">
          {change.birdName}
        </li>
      }
    >
      <WaitingBirdRow change={change} notes={notes} />
    </Suspense>
  );
}
