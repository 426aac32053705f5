import {
  BIRD_GENDER_LABELS,
  BIRD_GENDERS,
  QUICK_BIRD_TEXT,
  birdGenderLabel,
  quickAddLabel,
  speciesLabel,
  type BirdGender,
  type Species,
} from '@marshlog/domain';
import { cx } from '../../../ui';
import { ChoiceGroup } from './ChoiceGroup';

const sexChoices = BIRD_GENDERS.map((value) => ({ value, label: BIRD_GENDER_LABELS[value] }));

const plus = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
    <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
  </svg>
);

/**
 * The hunter's usual birds one tap each (issue 29 item 12): a tap adds one bird of that species
 * with the sex chosen above, which stays chosen. Thumb-sized, two columns on a phone.
 */
export function QuickBirds({
  species,
  personal,
  gender,
  onGenderChange,
  onPick,
  lastPicked,
  announcement,
}: {
  /** Null while the hunter's own species load. */
  species: readonly Species[] | null;
  /** Whether the list is the hunter's own (else the common defaults). */
  personal: boolean;
  gender: BirdGender;
  onGenderChange: (gender: BirdGender) => void;
  onPick: (species: Species) => void;
  lastPicked: Species | null;
  /** What the last tap did, announced politely. */
  announcement: string;
}) {
  return (
    <section aria-labelledby="quick-birds-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="quick-birds-heading" className="font-medium text-ink">
          {QUICK_BIRD_TEXT.heading}
        </h3>
        <p className="text-sm text-ink-faint">
          {personal ? QUICK_BIRD_TEXT.hint : QUICK_BIRD_TEXT.firstHint}
        </p>
      </div>
      <ChoiceGroup
        legend={QUICK_BIRD_TEXT.sexLegend}
        choices={sexChoices}
        value={gender}
        onChange={onGenderChange}
        name="quick-bird-sex"
      />
      {species ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={QUICK_BIRD_TEXT.heading}>
          {species.map((value) => {
            const name = speciesLabel(value);
            return (
              <li key={value} className="min-w-0">
                <button
                  type="button"
                  aria-label={quickAddLabel(name, birdGenderLabel(value, gender))}
                  onClick={() => onPick(value)}
                  className={cx(
                    'flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left font-medium transition-colors select-none',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong',
                    lastPicked === value
                      ? 'border-accent bg-accent/15 text-accent-strong'
                      : 'border-line-strong bg-raised text-ink hover:border-accent hover:text-accent-strong',
                  )}
                >
                  {plus}
                  <span className="min-w-0 leading-tight break-words">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink-faint" role="status">
          {QUICK_BIRD_TEXT.loading}
        </p>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
