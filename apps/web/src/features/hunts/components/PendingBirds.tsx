import { birdGenderLabel, speciesLabel, type BirdEntry } from '@marshlog/domain';
import { Button } from '../../../ui';
import { formatHarvestTime } from '../format';
import { BirdEntryAdjust } from './BirdEntryAdjust';

export interface PendingBird {
  /** A key for the list only; the server gives birds their ids. */
  key: number;
  entry: BirdEntry;
}

/**
 * The birds the new hunt will be created with: each entry's sex and count adjustable in place,
 * and removable, before saving.
 */
export function PendingBirds({
  birds,
  onRemove,
  onChange,
}: {
  birds: PendingBird[];
  onRemove: (key: number) => void;
  onChange?: (key: number, entry: BirdEntry) => void;
}) {
  if (birds.length === 0) {
    return <p className="text-ink-faint">No birds yet. A hunt can be logged without any.</p>;
  }
  return (
    <ul
      aria-label="Birds to add"
      className="flex flex-col divide-y divide-line rounded-lg border border-line"
    >
      {birds.map(({ key, entry }) => {
        const name = speciesLabel(entry.species);
        const sex = birdGenderLabel(entry.species, entry.gender);
        const details = [
          onChange ? null : sex,
          entry.harvested_at ? formatHarvestTime(entry.harvested_at) : null,
        ].filter(Boolean);
        return (
          <li key={key} className="flex flex-col gap-2 px-3 py-2.5" data-testid="pending-bird">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {name}
                  {entry.quantity > 1 ? (
                    <span className="ml-1.5 text-accent-strong tabular-nums">
                      × {entry.quantity}
                    </span>
                  ) : null}
                </p>
                {details.length > 0 ? (
                  <p className="text-sm text-ink-muted">{details.join(' · ')}</p>
                ) : null}
                {entry.notes ? (
                  <p className="text-sm break-words text-ink-faint">{entry.notes}</p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${entry.quantity > 1 ? `${entry.quantity} ` : ''}${name} (${sex.toLowerCase()})`}
                onClick={() => onRemove(key)}
              >
                Remove
              </Button>
            </div>
            {onChange ? (
              <BirdEntryAdjust entry={entry} onChange={(changed) => onChange(key, changed)} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
