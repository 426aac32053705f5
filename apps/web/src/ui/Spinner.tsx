import { cx } from './cx';

/**
 * A spinning ring; decorative, so pair it with visible or screen-reader text. `afterWait` keeps it
 * still for its first second: for a screen's loading state, where most waits are shorter.
 */
export function Spinner({
  className,
  afterWait = false,
}: {
  className?: string;
  afterWait?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cx(
        'size-5 shrink-0',
        afterWait ? 'animate-spin-after-wait' : 'animate-spin',
        className,
      )}
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
