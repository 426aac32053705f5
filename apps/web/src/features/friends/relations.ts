import type { Friendship, User } from '@marshlog/domain';

/** The hunter on the other side of a friendship row. */
export function otherHunter(friendship: Friendship, myId: number): User {
  return friendship.from_user.id === myId ? friendship.to_user : friendship.from_user;
}

/**
 * Where the viewer stands with one hunter, for the button beside a search result:
 * none (Add friend), requested (sent, or declined by them), incoming (theirs to answer), friends.
 */
export type HunterRelation =
  | { kind: 'none' }
  | { kind: 'requested'; friendship: Friendship }
  | { kind: 'incoming'; friendship: Friendship }
  | { kind: 'friends'; friendship: Friendship }
  | { kind: 'blocked'; friendship: Friendship };

export function relationTo(
  hunterId: number,
  friendships: readonly Friendship[],
  myId: number,
): HunterRelation {
  const friendship = friendships.find((row) => otherHunter(row, myId).id === hunterId);
  if (!friendship) return { kind: 'none' };
  switch (friendship.status) {
    case 'accepted':
      return { kind: 'friends', friendship };
    case 'blocked':
      return { kind: 'blocked', friendship };
    case 'pending':
    case 'declined':
      return friendship.to_user.id === myId
        ? { kind: 'incoming', friendship }
        : { kind: 'requested', friendship };
  }
}
