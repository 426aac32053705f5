import {
  BIRD_GENDERS,
  BIRD_QUANTITY_MAX,
  BIRD_QUANTITY_MIN,
  birdGenderLabel,
  birdGenderLabels,
  speciesEntry,
  speciesLabel,
  type BirdEntry,
} from '@marshlog/domain';
import { cx } from '../../../ui';

const pill =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-medium transition-colors select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border-line-strong bg-raised text-ink hover:border-accent hover:text-accent-strong';

/**
 * A pending bird entry's sex and count, changed in place (issue 29 item 12): two thumb-sized sex
 * buttons and a − / + stepper within the seed's 1-20 per entry.
 */
export function BirdEntryAdjust({
  entry,
  onChange,
}: {
  entry: BirdEntry;
  onChange: (entry: BirdEntry) => void;
}) {
  const name = speciesLabel(entry.species);
  const labels = birdGenderLabels(speciesEntry(entry.species)?.category);
  const sex = birdGenderLabel(entry.species, entry.gender).toLowerCase();
  const setQuantity = (quantity: number) => onChange({ ...entry, quantity });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={`Sex of ${name}`} className="flex gap-1">
        {BIRD_GENDERS.map((gender) => (
          <button
            key={gender}
            type="button"
            aria-pressed={entry.gender === gender}
            onClick={() => onChange({ ...entry, gender })}
            className={cx(
              pill,
              entry.gender === gender ? 'border-accent bg-accent/15 text-accent-strong' : idle,
            )}
          >
            {labels[gender]}
          </button>
        ))}
      </div>
      <div role="group" aria-label={`How many ${name}`} className="ml-auto flex items-center gap-1">
        <button
          type="button"
          aria-label={`One fewer ${name} (${sex})`}
          className={cx(pill, idle, 'px-0 text-xl')}
          disabled={entry.quantity <= BIRD_QUANTITY_MIN}
          onClick={() => setQuantity(entry.quantity - 1)}
        >
          −
        </button>
        <span className="w-8 text-center font-semibold text-ink tabular-nums">
          {entry.quantity}
        </span>
        <button
          type="button"
          aria-label={`One more ${name} (${sex})`}
          className={cx(pill, idle, 'px-0 text-xl')}
          disabled={entry.quantity >= BIRD_QUANTITY_MAX}
          onClick={() => setQuantity(entry.quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
