import type { ReactNode } from 'react';
import { TOAST_EXIT_ANIMATION_MS } from '@marshlog/domain';
import { cx } from '../cx';
import { Spinner } from '../Spinner';
import type { Toast, ToastType } from './toast-types';

const accents: Record<ToastType, string> = {
  success: 'border-l-success text-success',
  error: 'border-l-danger text-danger',
  warning: 'border-l-warning text-warning',
  info: 'border-l-info text-info',
  loading: 'border-l-accent text-accent',
};

const icons: Record<ToastType, ReactNode> = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />,
  error: <path d="M8 8l8 8M16 8l-8 8" strokeLinecap="round" />,
  warning: (
    <path d="M12 4l9 16H3L12 4zM12 10v4M12 17h.01" strokeLinecap="round" strokeLinejoin="round" />
  ),
  info: <path d="M12 11v6M12 7.5h.01" strokeLinecap="round" />,
  loading: null,
};

/**
 * The list of toasts, newest last, in a polite live region; errors are announced at once. On a
 * phone they sit at the top, over the app bar, and on wider screens at the bottom left, so they
 * never cover a modal's or a form's primary button (bottom right, or the bottom of a phone); on a
 * phone only their buttons and links take taps, so what they cover stays usable.
 */
export function Toaster({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-stretch gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:inset-x-auto sm:top-auto sm:bottom-4 sm:left-4 sm:w-96 sm:p-0"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-type={toast.type}
          data-leaving={toast.leaving || undefined}
          style={{ transitionDuration: `${TOAST_EXIT_ANIMATION_MS}ms` }}
          className={cx(
            // On a phone a toast sits over the top of the page: taps on its text reach the page
            // below (a back link, a tab), only its own buttons and links take them.
            'pointer-events-none flex items-start gap-3 rounded-lg border border-l-4 border-line bg-raised p-3.5 shadow-xl shadow-black/40 sm:pointer-events-auto [&_a]:pointer-events-auto [&_button]:pointer-events-auto',
            'animate-[toast-in_200ms_ease-out] transition-[opacity,translate]',
            toast.leaving && 'translate-y-2 opacity-0',
            accents[toast.type],
          )}
        >
          <span className="mt-0.5 shrink-0">
            {toast.type === 'loading' ? (
              <Spinner />
            ) : (
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                {icons[toast.type]}
              </svg>
            )}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-semibold text-ink">{toast.title}</p>
            {toast.description ? <p className="text-ink-muted">{toast.description}</p> : null}
          </div>
          {toast.action ? (
            <button
              type="button"
              onClick={() => {
                toast.action?.onClick();
                onDismiss(toast.id);
              }}
              className="-my-1 min-h-10 shrink-0 rounded-md px-3 font-semibold text-accent-strong hover:bg-surface"
            >
              {toast.action.label}
            </button>
          ) : null}
          {toast.dismissible ? (
            <button
              type="button"
              onClick={() => onDismiss(toast.id)}
              aria-label="Dismiss notification"
              className="-m-1 shrink-0 rounded-md p-1.5 text-ink-muted hover:bg-surface hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}
