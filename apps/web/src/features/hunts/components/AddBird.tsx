import { lazy, Suspense, useState } from 'react';
import type { BirdEntry } from '@marshlog/domain';
import { Button, LoadingState } from '../../../ui';

/** The form, and its form library, load when the hunter opens it, not with the hunt. */
const BirdEntryForm = lazy(() =>
  import('./BirdEntryForm').then((module) => ({ default: module.BirdEntryForm })),
);

/** The closed state's 'Add Bird' button, or the open bird-entry form; Add and Cancel both close it. */
export function AddBird({
  onAdd,
  disabledReason,
}: {
  onAdd: (entry: BirdEntry) => unknown;
  /** Why no more birds can be added right now, shown instead of the button. */
  disabledReason?: string;
}) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={<LoadingState />}>
        <BirdEntryForm
          onAdd={async (entry) => {
            await onAdd(entry);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </Suspense>
    );
  }
  if (disabledReason) return <p className="text-sm text-ink-faint">{disabledReason}</p>;
  return (
    <Button
      variant="secondary"
      onClick={() => setOpen(true)}
      icon={
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
        </svg>
      }
    >
      Add Bird
    </Button>
  );
}
