import { Link } from 'react-router';
import {
  REGULATION_MESSAGES,
  dailyBagCounts,
  limitCountText,
  overLimits,
  possessionCounts,
  type LimitCount,
  type TalliedBird,
} from '@marshlog/domain';
import { Spinner } from '../../ui';
import { useBagTally, useMyRegulations } from './api';
import { LimitLines } from './LimitLines';
import { sourceText } from './source-text';

/** Bags always; a sub-limit once a bird counts against it. */
const shown = (lines: LimitCount[]) => lines.filter((line) => line.bag || line.count > 0);

function OverWarning({
  title,
  lines,
  testId,
}: {
  title: string;
  lines: LimitCount[];
  testId: string;
}) {
  if (lines.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-lg border border-warning bg-warning/10 px-3 py-2 text-ink"
    >
      <p className="font-semibold text-warning">
        {title}: {lines.map(limitCountText).join(', ')}
      </p>
      <p className="text-sm text-ink-muted">{REGULATION_MESSAGES.saveStillPossible}</p>
    </div>
  );
}

/**
 * A day's birds against the hunter's daily bag and sub-limits, and their birds in possession
 * against the possession limits: the birds on screen plus their other hunts' (from the server).
 * Warns before a save that would be over a limit; the save stays possible.
 */
export function BagLimitsPanel({
  date,
  birds,
  excludeHuntId,
}: {
  date: string | null;
  birds: readonly TalliedBird[];
  excludeHuntId?: number;
}) {
  const regulations = useMyRegulations();
  const tally = useBagTally(date, excludeHuntId);
  if (regulations.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-faint">
        <Spinner /> Loading your limits...
      </p>
    );
  }
  if (regulations.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Could not load your limits.{' '}
        <button type="button" className="underline" onClick={() => void regulations.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const answer = regulations.data;
  if (!answer.regulations) {
    return (
      <p
        className="rounded-lg border border-line bg-canvas/60 px-3 py-2 text-sm text-ink-muted"
        data-testid="limits-unknown"
      >
        {answer.notice}{' '}
        <Link to="/profile" className="font-medium text-accent-strong underline">
          {REGULATION_MESSAGES.pickStateAction}
        </Link>
      </p>
    );
  }
  const set = answer.regulations;
  const others = tally.data;
  const day = dailyBagCounts(set, [...(others?.day ?? []), ...birds]);
  const possession = possessionCounts(set, [...(others?.possession ?? []), ...birds]);
  return (
    <section
      aria-labelledby="bag-limits-title"
      className="flex flex-col gap-3"
      data-testid="bag-limits"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="bag-limits-title" className="font-semibold text-ink">
          Daily limits
        </h3>
        <p className="text-xs text-ink-faint">
          {answer.state_name}
          {answer.zone ? `, ${answer.zone}` : ''} ·{' '}
          {answer.status === 'state' ? 'your state’s numbers' : 'federal framework'}
        </p>
      </div>
      {others && others.day.length > 0 ? (
        <p className="text-sm text-ink-muted">
          Counts {others.day.length} {others.day.length === 1 ? 'bird' : 'birds'} from your other
          hunts that day.
        </p>
      ) : null}
      <LimitLines lines={shown(day)} label="Daily limits" testId="daily-limits" />
      <OverWarning
        title={REGULATION_MESSAGES.overDailyLimit}
        lines={overLimits(day)}
        testId="daily-limit-warning"
      />
      <h3 className="font-semibold text-ink">In possession</h3>
      <LimitLines lines={shown(possession)} label="Possession limits" testId="possession-limits" />
      <OverWarning
        title={REGULATION_MESSAGES.overPossessionLimit}
        lines={overLimits(possession)}
        testId="possession-limit-warning"
      />
      <p className="text-xs text-ink-faint" data-testid="limits-source">
        {answer.notice} Source: {set.source.document}, {sourceText(set.source)}.
      </p>
    </section>
  );
}
