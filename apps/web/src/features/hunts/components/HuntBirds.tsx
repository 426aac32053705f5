import { lazy, Suspense, useState } from 'react';
import {
  BIRD_REMOVAL_TEXT,
  BIRD_UNDO_WINDOW_MS,
  isSpecies,
  type Bird,
  type Hunt,
  type Party,
  type Species,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, Card, useToast } from '../../../ui';
import { isQueued } from '../../offline/create-or-queue';
import { removedBirdId } from '../../offline/outbox-items';
import { useWaitingBirdChanges } from '../../offline/queued-edit';
import { WaitingBird } from '../../offline/WaitingBird';
import { useAddBird, useRemoveBird } from '../api';
import { formatHarvestTime, huntTitle } from '../format';
import { shooterChoices, shooterText } from '../../parties/shooters';
import { AddBird } from './AddBird';
import { HarvestTotals } from './HarvestTotals';

/** Loads when the hunt has a party to pick a shooter from. */
const ShooterPicker = lazy(() =>
  import('../../parties/ShooterPicker').then((module) => ({ default: module.ShooterPicker })),
);

function BirdRow({
  bird,
  shotBy,
  onRemove,
  removing,
}: {
  bird: Bird;
  /** "Shot by …" for a bird credited to a party member. */
  shotBy: string | null;
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
        {shotBy ? <p className="text-sm text-accent-strong">{shotBy}</p> : null}
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

/** "Mallard (drake)": a bird as the removal toast names it. */
const birdName = (bird: Bird) => `${bird.species_display} (${bird.gender_display.toLowerCase()})`;

/**
 * The hunt's harvest: totals, each bird, and (for an editor) adding and removing birds. A removal
 * takes effect at once and offers Undo, which adds the same bird back. The toast lives above the
 * routes and names the hunt, so Undo still works, and says what it did, after the hunter has left
 * the page; closing the app keeps the removal.
 */
export function HuntBirds({ hunt, party }: { hunt: Hunt; party?: Party }) {
  const [shooter, setShooter] = useState<number | null>(null);
  const choices = shooterChoices(party);
  const title = huntTitle(hunt);
  const add = useAddBird(hunt.id, title);
  const remove = useRemoveBird(hunt.id, title);
  const toast = useToast();
  const waiting = useWaitingBirdChanges(hunt.id);
  const removals = new Map(
    waiting.flatMap((change) => {
      const birdId = removedBirdId(change);
      return birdId === undefined ? [] : [[birdId, change] as const];
    }),
  );
  const additions = waiting.filter((change) => change.birdChange === 'add');

  /**
   * Puts a removed bird back as it was: species, sex, time and notes (it gets a new id). The
   * promise of mutateAsync settles even when this page has unmounted, unlike mutate's callbacks.
   */
  const restoreBird = (bird: Bird, species: Species) =>
    add
      .mutateAsync({
        species,
        gender: bird.gender,
        harvested_at: bird.harvested_at ?? undefined,
        notes: bird.notes,
        quantity: 1,
        shooter: bird.shooter,
      })
      .then(
        () =>
          toast.success(BIRD_REMOVAL_TEXT.restored, {
            description: BIRD_REMOVAL_TEXT.restoredTo(birdName(bird), title),
          }),
        (error: unknown) =>
          toast.error(BIRD_REMOVAL_TEXT.restoreFailed, { description: errorMessage(error) }),
      );

  /** Undo of a removal still waiting on the device: it is taken back there, never sent. */
  const keepBird = (key: string) =>
    import('../../offline/outbox')
      .then(({ discardItem }) => discardItem(key))
      .catch((error: unknown) =>
        toast.error(BIRD_REMOVAL_TEXT.restoreFailed, { description: errorMessage(error) }),
      );

  const removeBird = (bird: Bird) =>
    remove.mutateAsync(bird).then(
      (answer) => {
        const species = isSpecies(bird.species) ? bird.species : null;
        const undo = isQueued(answer)
          ? () => void keepBird(answer.key)
          : species
            ? () => void restoreBird(bird, species)
            : null;
        toast.success(BIRD_REMOVAL_TEXT.removed, {
          description: BIRD_REMOVAL_TEXT.removedFrom(birdName(bird), title),
          duration: BIRD_UNDO_WINDOW_MS,
          action: undo ? { label: BIRD_REMOVAL_TEXT.undo, onClick: undo } : undefined,
        });
      },
      (error: unknown) =>
        toast.error(BIRD_REMOVAL_TEXT.removeFailed, { description: errorMessage(error) }),
    );

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-ink">Harvest</h2>
      <HarvestTotals totals={hunt} />
      {hunt.can_edit && choices.length > 1 ? (
        <Suspense fallback={null}>
          <ShooterPicker choices={choices} shooter={shooter} onChange={setShooter} />
        </Suspense>
      ) : null}
      {hunt.can_edit ? <AddBird onAdd={(entry) => add.mutateAsync({ ...entry, shooter })} /> : null}
      {hunt.birds.length + additions.length > 0 ? (
        <ul
          aria-label="Birds"
          className="flex flex-col divide-y divide-line rounded-lg border border-line"
        >
          {hunt.birds.map((bird) => {
            const removal = removals.get(bird.id);
            return removal ? (
              <WaitingBird key={bird.id} change={removal} notes={bird.notes} />
            ) : (
              <BirdRow
                key={bird.id}
                bird={bird}
                shotBy={shooterText(party, bird.shooter)}
                onRemove={hunt.can_edit ? () => void removeBird(bird) : undefined}
                removing={remove.isPending && remove.variables?.id === bird.id}
              />
            );
          })}
          {additions.map((change) => (
            <WaitingBird key={change.key} change={change} notes={change.details} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-faint">No birds logged on this hunt.</p>
      )}
    </Card>
  );
}
