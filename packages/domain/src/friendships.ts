import { z } from 'zod';
import { INPUT_MESSAGES, MAX_RECORD_ID } from './input-constants.js';
import { pageQueryFields } from './pagination.js';
import { userSchema } from './user-answers.js';

/**
 * A request is pending until the addressee accepts or declines it; either side may block
 * (DESIGN.md section 5). One row per pair of hunters, whoever asked first.
 */
export const FRIENDSHIP_STATUSES = ['pending', 'accepted', 'declined', 'blocked'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];
export const friendshipStatusSchema = z.enum(FRIENDSHIP_STATUSES);

export const FRIENDSHIP_STATUS_LABELS: Record<FriendshipStatus, string> = {
  pending: 'Pending',
  accepted: 'Friends',
  declined: 'Declined',
  blocked: 'Blocked',
};

/** incoming: requests sent to the viewer; outgoing: requests the viewer sent. */
export const FRIENDSHIP_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type FriendshipDirection = (typeof FRIENDSHIP_DIRECTIONS)[number];

export const FRIENDSHIPS_PAGE_SIZE = 20;

export const FRIENDSHIP_MESSAGES = {
  toUserRequired: 'Choose a hunter to send the request to',
  notYourself: 'You cannot send a friend request to yourself',
  alreadyExists: 'A friend request already exists between you and this hunter',
  alreadyFriends: 'You are already friends',
  youBlocked: 'You have blocked this hunter; unblock them first',
  onlyAddressee: 'Only the hunter who received this request can answer it',
  notPending: 'This friend request is no longer pending',
  alreadyBlocked: 'You have already blocked this hunter',
  declinedStays: 'This request was declined; only the hunter who declined it can remove it',
  nothingToUpdate: 'Nothing to update: send status accepted, declined or blocked',
  blockedInteraction:
    'You cannot comment on or message a hunter you have blocked or who has blocked you',
} as const;

/** POST /api/friendships/: a request to `to_user`, or with status 'blocked' a block without asking. */
export const friendshipCreateSchema = z.object({
  to_user: z
    .number({ error: FRIENDSHIP_MESSAGES.toUserRequired })
    .int()
    .positive(FRIENDSHIP_MESSAGES.toUserRequired)
    .max(MAX_RECORD_ID, INPUT_MESSAGES.idOutOfRange),
  status: z.enum(['pending', 'blocked']).default('pending'),
});
export type FriendshipCreateInput = z.input<typeof friendshipCreateSchema>;

/** PATCH /api/friendships/{id}/: the same transitions as accept, decline and block. */
export const friendshipUpdateSchema = z.object({
  status: z.enum(['accepted', 'declined', 'blocked'], {
    error: FRIENDSHIP_MESSAGES.nothingToUpdate,
  }),
});
export type FriendshipUpdate = z.infer<typeof friendshipUpdateSchema>;

export const friendshipListQuerySchema = z.object({
  status: friendshipStatusSchema.optional(),
  direction: z.enum(FRIENDSHIP_DIRECTIONS).optional(),
  ...pageQueryFields(FRIENDSHIPS_PAGE_SIZE),
});
export type FriendshipListQuery = z.infer<typeof friendshipListQuerySchema>;

export const friendshipSchema = z.object({
  id: z.number().int().positive(),
  from_user: userSchema,
  to_user: userSchema,
  status: friendshipStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Friendship = z.infer<typeof friendshipSchema>;

export type FriendshipAction = 'accept' | 'decline' | 'block';

/** Where one friendship action leads from a status, for the viewer's side of the row. */
export interface FriendshipRowView {
  status: FriendshipStatus;
  viewerIsAddressee: boolean;
  blockedByViewer: boolean;
}

export type FriendshipTransition =
  | { ok: true; status: FriendshipStatus }
  | { ok: false; reason: 'forbidden' | 'conflict'; message: string };

/**
 * The friendship state machine. accept: pending or declined -> accepted, addressee only.
 * decline: pending -> declined, addressee only. block: anything -> blocked, either side.
 */
export function friendshipTransition(
  row: FriendshipRowView,
  action: FriendshipAction,
): FriendshipTransition {
  if (row.status === 'blocked') {
    return {
      ok: false,
      reason: 'conflict',
      message: row.blockedByViewer
        ? FRIENDSHIP_MESSAGES.alreadyBlocked
        : FRIENDSHIP_MESSAGES.notPending,
    };
  }
  if (action === 'block') return { ok: true, status: 'blocked' };
  if (!row.viewerIsAddressee)
    return { ok: false, reason: 'forbidden', message: FRIENDSHIP_MESSAGES.onlyAddressee };
  if (action === 'accept') {
    if (row.status === 'accepted')
      return { ok: false, reason: 'conflict', message: FRIENDSHIP_MESSAGES.alreadyFriends };
    return { ok: true, status: 'accepted' };
  }
  if (row.status !== 'pending')
    return { ok: false, reason: 'conflict', message: FRIENDSHIP_MESSAGES.notPending };
  return { ok: true, status: 'declined' };
}
