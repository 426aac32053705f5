import { speciesLabel, birdGenderLabel, type TallyBird } from '@marshlog/domain';
import { Button, useToast } from '../../ui';
import { errorMessage } from '../../api';
import { formatLongHuntDate } from '../hunts/format';
import { useBagTally, useMarkPossession } from './api';

function byDay(birds: readonly TallyBird[]): [string, TallyBird[]][] {
  const days = new Map<string, TallyBird[]>();
  for (const bird of birds)
    days.set(bird.date_of_hunt, [...(days.get(bird.date_of_hunt) ?? []), bird]);
  return [...days.entries()];
}

const birdsText = (birds: readonly TallyBird[]) =>
  birds
    .map((bird) => `${speciesLabel(bird.species)} (${birdGenderLabel(bird.species, bird.gender)})`)
    .join(', ');

/**
 * The hunter's birds of earlier days still in possession on this hunt's day, each day with a way
 * to mark its birds no longer in possession from this day on (eaten, given away).
 */
export function PossessionPanel({ date, huntId }: { date: string; huntId: number }) {
  const tally = useBagTally(date, huntId);
  const mark = useMarkPossession();
  const toast = useToast();
  if (!tally.data) return null;
  const earlier = tally.data.possession.filter((bird) => bird.date_of_hunt < date);
  if (earlier.length === 0) {
    return <p className="text-sm text-ink-faint">No birds of earlier days in your possession.</p>;
  }
  return (
    <section
      aria-labelledby="possession-title"
      className="flex flex-col gap-2"
      data-testid="possession-days"
    >
      <h3 id="possession-title" className="font-semibold text-ink">
        Still in possession from earlier days
      </h3>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {byDay(earlier).map(([day, birds]) => (
          <li key={day} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-ink">{formatLongHuntDate(day)}</p>
              <p className="text-sm text-ink-muted">{birdsText(birds)}</p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              loading={mark.isPending && mark.variables.bird_ids[0] === birds[0]?.id}
              loadingText="Saving..."
              onClick={() =>
                mark.mutate(
                  { bird_ids: birds.map((bird) => bird.id), out_of_possession_on: date },
                  {
                    onSuccess: () => toast.success('Marked no longer in possession'),
                    onError: (error) =>
                      toast.error('Could not mark these birds', {
                        description: errorMessage(error),
                      }),
                  },
                )
              }
            >
              No longer in possession
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
