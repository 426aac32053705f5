import { lazy, Suspense } from 'react';
import { NOTIFICATION_TEXTS } from '@marshlog/domain';
import { Popover } from '../../ui';
import { useUnreadNotificationCount } from './unread-count';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The bell in the header: the unread count, and a panel listing the notifications (its code loads
 * when first opened). Kept small, as every signed-in screen loads it.
 */
export function NotificationBell() {
  const unread = useUnreadNotificationCount();
  const count = unread.data ?? 0;

  const label = count
    ? NOTIFICATION_TEXTS.bellUnread.replace('{count}', String(count))
    : NOTIFICATION_TEXTS.bellLabel;
  return (
    <Popover
      label={label}
      buttonClassName="relative flex size-11 items-center justify-center rounded-full border border-line text-ink hover:border-line-strong hover:bg-raised"
      button={
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8Zm4.5 12a1.7 1.7 0 0 0 3 0" />
          </svg>
          {count ? (
            <span
              data-testid="notification-count"
              className="absolute -top-1 -right-1 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </>
      }
      panelClassName="fixed inset-x-3 top-16 z-40 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      {(close) => (
        <Suspense fallback={null}>
          <NotificationPanel onNavigate={close} />
        </Suspense>
      )}
    </Popover>
  );
}
