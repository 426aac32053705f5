import { useId } from 'react';
import { cx } from './cx';

export interface Segment<T extends string> {
  value: T;
  label: string;
}

/**
 * One bar of mutually exclusive views (All, Mine, Friends...): native radio buttons under a
 * hidden legend, so Tab reaches the chosen one and the arrow keys move and choose.
 */
export function SegmentedControl<T extends string>({
  label,
  segments,
  value,
  onChange,
  className,
}: {
  /** What the choice is about, read by screen readers. */
  label: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cx('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      {/* On a phone the segments share the full width and wrap rather than hide off-screen. */}
      <div className="flex w-full flex-wrap gap-1 rounded-lg border border-line-strong bg-surface p-1 sm:inline-flex sm:w-auto">
        {segments.map((segment) => {
          const chosen = segment.value === value;
          return (
            <label
              key={segment.value}
              className={cx(
                'relative inline-flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-md px-3 font-medium whitespace-nowrap transition-colors sm:flex-none sm:px-4',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-strong',
                chosen ? 'bg-accent/15 text-accent-strong' : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-md opacity-0"
                name={name}
                value={segment.value}
                checked={chosen}
                onChange={() => onChange(segment.value)}
              />
              {segment.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
