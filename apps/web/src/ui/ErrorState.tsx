import type { ReactNode } from 'react';
import { TRY_AGAIN_LABEL } from '@marshlog/domain';
import { Button } from './Button';

/** A failure message with a Try Again button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
  action,
}: {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way out, beside Try Again. */
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-danger/40 bg-danger/5 px-6 py-8 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-9 text-danger"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold text-ink">{title}</p>
      {message ? <p className="max-w-prose text-ink-muted">{message}</p> : null}
      {onRetry || action ? (
        <div className="mt-1 flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry} loading={retrying}>
              {TRY_AGAIN_LABEL}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
