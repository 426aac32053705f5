import type { LimitCount } from '@marshlog/domain';
import { cx } from '../../ui';

/** Each bag or sub-limit as "Hen mallards 3 / 2", over limits in the warning colour. */
export function LimitLines({
  lines,
  label,
  testId,
}: {
  lines: LimitCount[];
  label: string;
  testId: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid={testId}>
      {lines.map((line) => (
        <li
          key={line.id}
          data-limit={line.id}
          data-over={line.over ? 'true' : undefined}
          className={cx(
            'flex items-baseline justify-between gap-2 rounded-lg border px-3 py-2',
            line.over ? 'border-warning bg-warning/10' : 'border-line bg-canvas/60',
          )}
        >
          <span className={cx('text-sm', line.bag ? 'font-semibold text-ink' : 'text-ink-muted')}>
            {line.label}
          </span>
          <span
            className={cx('font-semibold tabular-nums', line.over ? 'text-warning' : 'text-ink')}
          >
            {line.count} / {line.limit}
          </span>
        </li>
      ))}
    </ul>
  );
}
