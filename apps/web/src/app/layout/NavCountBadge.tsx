import { UNREAD_MESSAGE_TEXTS } from '@marshlog/domain';
import { useSession } from '../../api';
import { usePendingFriendRequestCount } from '../../features/friends/pending-requests';
import { useUnreadMessageCount } from '../../features/notifications/unread-count';
import type { NavBadge } from '../navigation';

/** What a count beside a navigation item means, read aloud after the item's name. */
const spoken: Record<NavBadge, (count: number) => string> = {
  friendRequests: (count) => `${count} pending friend ${count === 1 ? 'request' : 'requests'}`,
  // The link then reads "Messages, 3 unread".
  messages: (count) => UNREAD_MESSAGE_TEXTS.navUnread.replace('{count}', String(count)),
};

function useNavCount(badge: NavBadge | 'menu'): number {
  const signedIn = useSession().status === 'authenticated';
  const friendRequests = usePendingFriendRequestCount(
    signedIn && (badge === 'friendRequests' || badge === 'menu'),
  );
  // Kept current live by LiveUnread's socket; the query is shared, so this reads no more.
  const messages = useUnreadMessageCount(signedIn && (badge === 'messages' || badge === 'menu'));
  if (badge === 'menu') return friendRequests + messages;
  return badge === 'friendRequests' ? friendRequests : messages;
}

/** A small count beside a navigation item (e.g. friend requests waiting); nothing at zero. */
export function NavCountBadge({ badge }: { badge: NavBadge }) {
  const count = useNavCount(badge);
  if (count === 0) return null;
  return (
    <span
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-on-accent tabular-nums"
      data-testid={`nav-badge-${badge}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{spoken[badge](count)}</span>
    </span>
  );
}

/** A dot on the phone's Menu button while anything in the menu waits for the hunter. */
function MenuAttentionDot() {
  const count = useNavCount('menu');
  if (count === 0) return null;
  return (
    // Seen, not read: the count itself is read beside Friends inside the menu.
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 size-3 rounded-full border-2 border-canvas bg-accent"
      data-testid="menu-attention"
    />
  );
}

/** The lazily loaded module's one entry: a badge beside a navigation item, or the Menu's dot. */
export default function NavCount({ badge }: { badge: NavBadge | 'menu' }) {
  return badge === 'menu' ? <MenuAttentionDot /> : <NavCountBadge badge={badge} />;
}
