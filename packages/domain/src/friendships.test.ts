import { describe, expect, it } from 'vitest';
import {
  FRIENDSHIP_MESSAGES,
  friendshipCreateSchema,
  friendshipListQuerySchema,
  friendshipTransition,
  friendshipUpdateSchema,
  type FriendshipAction,
  type FriendshipStatus,
} from './friendships.js';

const asAddressee = (status: FriendshipStatus) => ({
  status,
  viewerIsAddressee: true,
  blockedByViewer: false,
});
const asRequester = (status: FriendshipStatus) => ({
  status,
  viewerIsAddressee: false,
  blockedByViewer: false,
});

describe('friendship transitions (DESIGN.md sections 5 and 6)', () => {
  it.each<[FriendshipStatus, FriendshipAction, FriendshipStatus]>([
    ['pending', 'accept', 'accepted'],
    ['declined', 'accept', 'accepted'],
    ['pending', 'decline', 'declined'],
    ['pending', 'block', 'blocked'],
    ['accepted', 'block', 'blocked'],
    ['declined', 'block', 'blocked'],
  ])('addressee: %s + %s -> %s', (status, action, next) => {
    expect(friendshipTransition(asAddressee(status), action)).toEqual({ ok: true, status: next });
  });

  it('lets only the addressee accept or decline', () => {
    expect(friendshipTransition(asRequester('pending'), 'accept')).toEqual({
      ok: false,
      reason: 'forbidden',
      message: FRIENDSHIP_MESSAGES.onlyAddressee,
    });
    expect(friendshipTransition(asRequester('pending'), 'decline')).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
  });

  it('lets either side block', () => {
    expect(friendshipTransition(asRequester('pending'), 'block')).toEqual({
      ok: true,
      status: 'blocked',
    });
    expect(friendshipTransition(asRequester('accepted'), 'block')).toEqual({
      ok: true,
      status: 'blocked',
    });
  });

  it('refuses what makes no sense as a conflict', () => {
    expect(friendshipTransition(asAddressee('accepted'), 'accept')).toMatchObject({
      reason: 'conflict',
      message: FRIENDSHIP_MESSAGES.alreadyFriends,
    });
    expect(friendshipTransition(asAddressee('accepted'), 'decline')).toMatchObject({
      reason: 'conflict',
    });
    expect(friendshipTransition(asAddressee('declined'), 'decline')).toMatchObject({
      reason: 'conflict',
    });
    const blocker = { status: 'blocked' as const, viewerIsAddressee: false, blockedByViewer: true };
    for (const action of ['accept', 'decline', 'block'] as const) {
      expect(friendshipTransition(blocker, action)).toMatchObject({
        ok: false,
        reason: 'conflict',
      });
    }
  });
});

describe('friendship schemas', () => {
  it('needs a positive to_user and defaults to a request', () => {
    expect(friendshipCreateSchema.parse({ to_user: 7 })).toEqual({ to_user: 7, status: 'pending' });
    expect(friendshipCreateSchema.parse({ to_user: 7, status: 'blocked' }).status).toBe('blocked');
    expect(friendshipCreateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      FRIENDSHIP_MESSAGES.toUserRequired,
    );
    expect(friendshipCreateSchema.safeParse({ to_user: 0 }).success).toBe(false);
    expect(friendshipCreateSchema.safeParse({ to_user: 7, status: 'accepted' }).success).toBe(
      false,
    );
  });

  it('updates only through a status that names a transition', () => {
    expect(friendshipUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      FRIENDSHIP_MESSAGES.nothingToUpdate,
    );
    expect(friendshipUpdateSchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(friendshipUpdateSchema.parse({ status: 'blocked' })).toEqual({ status: 'blocked' });
  });

  it('filters lists by status and direction, 20 to a page', () => {
    expect(friendshipListQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(
      friendshipListQuerySchema.parse({ status: 'pending', direction: 'incoming' }),
    ).toMatchObject({
      status: 'pending',
      direction: 'incoming',
    });
    expect(friendshipListQuerySchema.safeParse({ direction: 'sideways' }).success).toBe(false);
  });
});
