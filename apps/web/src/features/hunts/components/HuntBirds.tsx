import { isSpecies, type Bird, type Hunt, type Species } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, Card, useToast } from '../../../ui';
import { useAddBird, useRemoveBird } from '../api';
import { formatHarvestTime } from '../format';
import { AddBird } from './AddBird';
import { HarvestTotals } from './HarvestTotals';

function BirdRow({
  bird,
  onRemove,
  removing,
}: {
  bird: Bird;
  onRemove?: () => void;
  removing: boolean;
}) {
  return (
    <li className="flex items-start gap-3 px-3 py-2.5" data-testid="hunt-bird">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{bird.species_display}</p>
        <p className="text-sm text-ink-muted">
          {bird.gender_display}
          {bird.harvested_at ? ` · ${formatHarvestTime(bird.harvested_at)}` : ''}
        </p>
        {bird.notes ? <p className="text-sm break-words text-ink-faint">{bird.notes}</p> : null}
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${bird.species_display} (${bird.gender_display.toLowerCase()})`}
          onClick={onRemove}
          loading={removing}
        >
          Remove
        </Button>
      ) : null}
    </li>
  );
}

/** How long the Undo of a removed bird stays on screen. */
const UNDO_WINDOW_MS = 8000;

const restoredText = (bird: Bird) =>
  `${bird.species_display} (${bird.gender_display.toLowerCase()}) is back on this hunt.`;

/**
 * The hunt's harvest: totals, each bird, and (for an editor) adding and removing birds. A removal
 * takes effect at once and offers Undo, which adds the same bird back.
 */
export function HuntBirds({ hunt }: { hunt: Hunt }) {
  const add = useAddBird(hunt.id);
  const remove = useRemoveBird(hunt.id);
  const toast = useToast();

  /** Puts a removed bird back as it was: species, sex, time and notes (it gets a new id). */
  const restoreBird = (bird: Bird, species: Species) =>
    add.mutate(
      {
        species,
        gender: bird.gender,
        harvested_at: bird.harvested_at ?? undefined,
        notes: bird.notes,
        quantity: 1,
      },
      {
        onSuccess: () => toast.success('Bird restored', { description: restoredText(bird) }),
        onError: (error) =>
          toast.error('Could not put the bird back', { description: errorMessage(error) }),
      },
    );

  const removeBird = (bird: Bird) =>
    remove.mutate(bird.id, {
      onSuccess: () => {
        const species = isSpecies(bird.species) ? bird.species : null;
        toast.success('Bird removed', {
          description: `${bird.species_display} taken off this hunt.`,
          duration: UNDO_WINDOW_MS,
          action: species
            ? { label: 'Undo', onClick: () => restoreBird(bird, species) }
            : undefined,
        });
      },
      onError: (error) =>
        toast.error('Could not remove the bird', { description: errorMessage(error) }),
    });

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-ink">Harvest</h2>
      <HarvestTotals totals={hunt} />
      {hunt.birds.length > 0 ? (
        <ul
          aria-label="Birds"
          className="flex flex-col divide-y divide-line rounded-lg border border-line"
        >
          {hunt.birds.map((bird) => (
            <BirdRow
              key={bird.id}
              bird={bird}
              onRemove={hunt.can_edit ? () => removeBird(bird) : undefined}
              removing={remove.isPending && remove.variables === bird.id}
            />
          ))}
        </ul>
      ) : (
        <p className="text-ink-faint">No birds logged on this hunt.</p>
      )}
      {hunt.can_edit ? <AddBird onAdd={(entry) => add.mutateAsync(entry)} /> : null}
    </Card>
  );
}
