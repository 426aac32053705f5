import type { Friendship } from '@marshlog/domain';
import { presentUser } from '../users/index.js';
import { emailShownTo } from '../../platform/visibility/index.js';
import type { FriendshipWithUsers } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

/** The friendship JSON of DESIGN.md section 6; the other hunter's email shows once they are friends. */
export function presentFriendship(row: FriendshipWithUsers, viewerId: number): Friendship {
  const { friendship } = row;
  const friends = friendship.status === 'accepted';
  const showEmailOf = (userId: number) => emailShownTo(viewerId, userId, { isFriend: friends });
  return {
    id: friendship.id,
    from_user: presentUser(row.fromUser, { showEmail: showEmailOf(row.fromUser.id) }),
    to_user: presentUser(row.toUser, { showEmail: showEmailOf(row.toUser.id) }),
    status: friendship.status,
    created_at: isoTime(friendship.createdAt),
    updated_at: isoTime(friendship.updatedAt),
  };
}
