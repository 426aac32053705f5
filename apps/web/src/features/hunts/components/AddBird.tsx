import { lazy, Suspense, useState } from 'react';
import {
  DEFAULT_BIRD_GENDER,
  QUICK_BIRD_TEXT,
  birdGenderLabel,
  quickAddedText,
  quickBirdEntry,
  speciesLabel,
  type BirdEntry,
  type BirdGender,
  type Species,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, LoadingState, useToast } from '../../../ui';
import { useQuickSpecies } from '../quick-birds-api';
import { QuickBirds } from './QuickBirds';

/** The form, and its form library, load when the hunter opens it, not with the hunt. */
const BirdEntryForm = lazy(() =>
  import('./BirdEntryForm').then((module) => ({ default: module.BirdEntryForm })),
);

/** The species and sex the hunter last chose, offered again by the quick row and the form. */
export interface LastBird {
  species: Species | null;
  gender: BirdGender;
}

/**
 * Bird entry: the closed state's quick row (the hunter's usual birds, one tap each) and 'Add Bird'
 * for any bird with a time or notes; the form opens on the last species and sex chosen. Add and
 * Cancel both close it (seed 001 section 4).
 */
export function AddBird({
  onAdd,
  disabledReason,
}: {
  onAdd: (entry: BirdEntry) => unknown;
  /** Why no more birds can be added right now, shown instead of the button. */
  disabledReason?: string;
}) {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<LastBird>({ species: null, gender: DEFAULT_BIRD_GENDER });
  const [announcement, setAnnouncement] = useState('');
  const quick = useQuickSpecies();
  const toast = useToast();

  const pick = (species: Species) => {
    const entry = quickBirdEntry(species, last.gender);
    setLast({ species, gender: last.gender });
    const added = quickAddedText(speciesLabel(species), birdGenderLabel(species, last.gender));
    Promise.resolve()
      .then(() => onAdd(entry))
      .then(
        () => setAnnouncement(added),
        (error: unknown) =>
          toast.error(QUICK_BIRD_TEXT.addFailed, { description: errorMessage(error) }),
      );
  };

  if (open) {
    return (
      <Suspense fallback={<LoadingState />}>
        <BirdEntryForm
          initial={last}
          onAdd={async (entry) => {
            await onAdd(entry);
            setLast({ species: entry.species, gender: entry.gender });
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </Suspense>
    );
  }
  if (disabledReason) return <p className="text-sm text-ink-faint">{disabledReason}</p>;
  return (
    <div className="flex flex-col gap-4">
      <QuickBirds
        species={quick.species}
        personal={quick.personal}
        gender={last.gender}
        onGenderChange={(gender) => setLast((current) => ({ ...current, gender }))}
        onPick={pick}
        lastPicked={last.species}
        announcement={announcement}
      />
      <div className="flex flex-wrap items-center gap-3">
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
        <span className="text-sm text-ink-faint">{QUICK_BIRD_TEXT.otherBirdHint}</span>
      </div>
    </div>
  );
}
