import type { HarvestTotals as Totals } from '@marshlog/domain';
import { cx } from '../../../ui';

const stats = [
  { key: 'total_birds', label: 'Birds' },
  { key: 'total_ducks', label: 'Ducks' },
  { key: 'total_geese', label: 'Geese' },
] as const;

/** Birds, ducks and geese of a hunt as three figures; `testIdPrefix` names them for tests. */
export function HarvestTotals({
  totals,
  testIdPrefix = 'hunt-total',
  className,
}: {
  totals: Totals;
  testIdPrefix?: string;
  className?: string;
}) {
  return (
    <dl className={cx('grid grid-cols-3 gap-2', className)}>
      {stats.map((stat) => (
        <div
          key={stat.key}
          className="flex flex-col items-center rounded-lg border border-line bg-canvas/60 px-2 py-3"
        >
          <dt className="order-2 text-sm text-ink-muted">{stat.label}</dt>
          <dd
            className="order-1 text-2xl font-bold text-ink tabular-nums"
            data-testid={`${testIdPrefix}-${stat.key.replace('total_', '')}`}
          >
            {totals[stat.key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** '3 birds · 2 ducks · 1 goose', for list rows. */
export function harvestSummary(totals: Totals): string {
  const goose = totals.total_geese === 1 ? 'goose' : 'geese';
  return `${totals.total_birds} ${totals.total_birds === 1 ? 'bird' : 'birds'} · ${totals.total_ducks} ${
    totals.total_ducks === 1 ? 'duck' : 'ducks'
  } · ${totals.total_geese} ${goose}`;
}
