import { ANALYTICS_PERIODS, ANALYTICS_TEXTS, type AnalyticsPeriod } from '@marshlog/domain';
import { cx } from '../../../ui';

/** The period buttons week, month, year (seed 000 Analytics screen). */
export function PeriodButtons({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label={ANALYTICS_TEXTS.periodLabel}
      className="flex w-full gap-1 rounded-lg border border-line-strong bg-surface p-1 sm:w-auto"
    >
      {ANALYTICS_PERIODS.map((period) => {
        const chosen = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(period)}
            className={cx(
              'min-h-11 flex-1 rounded-md px-4 font-medium sm:flex-none',
              chosen ? 'bg-accent/15 text-accent-strong' : 'text-ink-muted hover:text-ink',
            )}
          >
            {ANALYTICS_TEXTS.periods[period]}
          </button>
        );
      })}
    </div>
  );
}
