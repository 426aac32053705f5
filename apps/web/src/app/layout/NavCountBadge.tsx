import { useSession } from '../../api';
import { usePendingFriendRequestCount } from '../../features/friends/pending-requests';
import type { NavBadge } from '../navigation';

/** What a count beside a navigation item means, read aloud after the item's name. */
const spoken: Record<NavBadge, (count: number) => string> = {
  friendRequests: (count) => `${count} pending friend ${count === 1 ? 'request' : 'requests'}`,
};

function useNavCount(badge: NavBadge): number {
  const signedIn = useSession().status === 'authenticated';
  const friendRequests = usePendingFriendRequestCount(signedIn && badge === 'friendRequests');
  return badge === 'friendRequests' ? friendRequests : 0;
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
  const count = useNavCount('friendRequests');
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
