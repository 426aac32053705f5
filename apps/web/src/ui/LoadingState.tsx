import { LOADING_LABEL } from '@marshlog/domain';
import { Spinner } from './Spinner';
import { cx } from './cx';

/** A still, then turning, ring with a line of text, announced politely to screen readers. */
export function LoadingState({
  text = LOADING_LABEL,
  className,
}: {
  text?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cx('flex items-center justify-center gap-3 py-10 text-ink-muted', className)}
    >
      <Spinner afterWait className="size-6 text-accent" />
      <span>{text}</span>
    </div>
  );
}
