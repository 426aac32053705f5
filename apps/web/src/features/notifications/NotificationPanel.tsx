import { Link } from 'react-router';
import { NOTIFICATION_TEXTS, type Notification } from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Avatar, Button, LoadingState, cx } from '../../ui';
import { PartyInviteActions } from '../parties/PartyInviteActions';
import { useMarkNotificationsRead, useNotifications } from './api';

/** The bell's list: newest first, unread marked, each linking to what it is about. */
export default function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.results ?? [];
  const anyUnread = items.some((item) => !item.is_read);

  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate([notification.id]);
    onNavigate();
  };

  return (
    <section
      aria-label={NOTIFICATION_TEXTS.panelLabel}
      className="overflow-hidden rounded-xl border border-line bg-surface shadow-2xl shadow-black/50"
    >
      <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="font-semibold text-ink">{NOTIFICATION_TEXTS.title}</h2>
        <Button
          size="sm"
          variant="ghost"
          disabled={!anyUnread || markRead.isPending}
          onClick={() => markRead.mutate('all')}
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </header>
      <div className="max-h-[60dvh] overflow-y-auto">
        {notifications.isPending ? (
          <LoadingState />
        ) : notifications.isError ? (
          <p role="alert" className="px-4 py-6 text-center text-danger">
            {NOTIFICATION_TEXTS.loadFailed} {errorMessage(notifications.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-8 text-center text-ink-muted">{NOTIFICATION_TEXTS.empty}</p>
        ) : (
          <ul>
            {items.map((notification) => (
              <li key={notification.id} className="border-b border-line last:border-b-0">
                <Link
                  to={notification.link}
                  onClick={() => open(notification)}
                  className={cx(
                    'flex min-h-14 items-start gap-3 px-4 py-3 hover:bg-raised',
                    notification.is_read ? 'text-ink-muted' : 'text-ink',
                  )}
                >
                  <Avatar
                    name={notification.actor?.name ?? '?'}
                    imageUrl={notification.actor?.profile_image_url}
                    size="sm"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className={notification.is_read ? '' : 'font-semibold'}>
                      {notification.message}
                    </span>
                    <time dateTime={notification.created_at} className="text-xs text-ink-faint">
                      {new Date(notification.created_at).toLocaleString()}
                    </time>
                  </span>
                  {notification.is_read ? null : (
                    <span className="mt-2 size-2 shrink-0 rounded-full bg-accent">
                      <span className="sr-only">Unread</span>
                    </span>
                  )}
                </Link>
                {notification.kind === 'party_invite' ? (
                  <PartyInviteActions
                    huntId={notification.target.id}
                    onAnswered={() => {
                      if (!notification.is_read) markRead.mutate([notification.id]);
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
