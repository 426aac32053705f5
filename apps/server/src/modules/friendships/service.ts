import { eq, sql } from 'drizzle-orm';
import {
  FRIENDSHIP_MESSAGES,
  friendshipTransition,
  type FriendshipAction,
  type FriendshipStatus,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { friendships } from '../../db/schema.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { announce, transactionWithEvents } from '../../platform/realtime/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { markTargetNotificationsRead, recordNotification } from '../notifications/index.js';
import { recordFriendAdded } from '../feed/index.js';
import {
  lockFriendshipBetween,
  lockFriendshipForViewer,
  userExists,
  type FriendshipRow,
} from './queries.js';

/** A hunter who does not exist and one who blocked the viewer look alike. */
const noSuchHunter = () => notFound('No hunter with that id exists.');

export interface FriendshipCreateResult {
  id: number;
  created: boolean;
}

/**
 * POST /api/friendships/. A request creates a pending row and the addressee's friend_request
 * notification in the same transaction; `status: 'blocked'` blocks the hunter whether or not a
 * row exists (an existing friendship or request becomes the block), and notifies nobody.
 */
export async function createFriendship(
  db: Database,
  viewerId: number,
  input: { to_user: number; status: 'pending' | 'blocked' },
): Promise<FriendshipCreateResult> {
  const toUser = input.to_user;
  if (toUser === viewerId) throw fieldError('to_user', FRIENDSHIP_MESSAGES.notYourself);
  try {
    return await transactionWithEvents(db, async (events) => {
      const tx = events.db;
      if (!(await userExists(tx, toUser))) throw noSuchHunter();
      if (input.status === 'blocked') announceTiesEnded(viewerId, toUser);
      const existing = await lockFriendshipBetween(tx, viewerId, toUser);
      if (existing)
        return { id: await reuseExisting(tx, viewerId, existing, input.status), created: false };
      const [row] = await tx
        .insert(friendships)
        .values({
          fromUserId: viewerId,
          toUserId: toUser,
          status: input.status,
          blockedById: input.status === 'blocked' ? viewerId : null,
        })
        .returning({ id: friendships.id });
      if (!row) throw new Error('friendship insert returned no row');
      if (input.status === 'pending') {
        await recordNotification(events, {
          recipientId: toUser,
          actorId: viewerId,
          kind: 'friend_request',
          target: { type: 'friendship', id: row.id },
        });
      }
      return { id: row.id, created: true };
    });
  } catch (error) {
    // Two hunters asking each other at the same instant: the pair index lets one row win.
    if (isUniqueViolation(error)) throw conflict(FRIENDSHIP_MESSAGES.alreadyExists);
    throw error;
  }
}

async function reuseExisting(
  db: Database,
  viewerId: number,
  existing: FriendshipRow,
  wanted: 'pending' | 'blocked',
): Promise<number> {
  if (existing.status === 'blocked') {
    if (existing.blockedById !== viewerId) throw noSuchHunter();
    throw conflict(
      wanted === 'blocked' ? FRIENDSHIP_MESSAGES.alreadyBlocked : FRIENDSHIP_MESSAGES.youBlocked,
    );
  }
  if (wanted === 'blocked') {
    await setStatus(db, existing.id, 'blocked', viewerId);
    return existing.id;
  }
  throw conflict(
    existing.status === 'accepted'
      ? FRIENDSHIP_MESSAGES.alreadyFriends
      : FRIENDSHIP_MESSAGES.alreadyExists,
  );
}

async function setStatus(
  db: Database,
  id: number,
  status: FriendshipStatus,
  blockedById: number | null,
) {
  await db
    .update(friendships)
    .set({ status, blockedById, updatedAt: sql`now()` })
    .where(eq(friendships.id, id));
}

/**
 * accept, decline or block one row the viewer is party to (404 otherwise). An accept tells the
 * requester (friend_accepted) in the same transaction; a block ends the two's live conversation.
 * An answered request's friend_request notification is read in the same transaction, so the
 * addressee's bell drops with it.
 */
export async function applyFriendshipAction(
  db: Database,
  viewerId: number,
  id: number,
  action: FriendshipAction,
): Promise<void> {
  await transactionWithEvents(db, async (events) => {
    const tx = events.db;
    const row = await lockFriendshipForViewer(tx, viewerId, id);
    if (!row) throw notFound();
    const transition = friendshipTransition(
      {
        status: parseStatus(row.status),
        viewerIsAddressee: row.toUserId === viewerId,
        blockedByViewer: row.blockedById === viewerId,
      },
      action,
    );
    if (!transition.ok) {
      throw transition.reason === 'forbidden'
        ? forbidden(transition.message)
        : conflict(transition.message);
    }
    await setStatus(
      tx,
      row.id,
      transition.status,
      transition.status === 'blocked' ? viewerId : null,
    );
    if (row.status === 'pending' && row.toUserId === viewerId) {
      await markTargetNotificationsRead(tx, viewerId, { type: 'friendship', id: row.id });
    }
    if (transition.status === 'blocked') announceTiesEnded(row.fromUserId, row.toUserId);
    if (transition.status === 'accepted') {
      await recordNotification(events, {
        recipientId: row.fromUserId,
        actorId: viewerId,
        kind: 'friend_accepted',
        target: { type: 'friendship', id: row.id },
      });
      await recordFriendAdded(tx, row.id);
    }
  });
}

/**
 * DELETE: cancels a request, ends a friendship (and the two's live conversation), or (by the
 * blocker) lifts a block. A declined
 * request stays until the hunter who declined it removes it, so it cannot be re-sent at will.
 */
export async function deleteFriendship(db: Database, viewerId: number, id: number): Promise<void> {
  await transactionWithEvents(db, async ({ db: tx }) => {
    const row = await lockFriendshipForViewer(tx, viewerId, id);
    if (!row) throw notFound();
    if (row.status === 'declined' && row.toUserId !== viewerId) {
      throw forbidden(FRIENDSHIP_MESSAGES.declinedStays);
    }
    await tx.delete(friendships).where(eq(friendships.id, row.id));
    if (row.status === 'accepted') announceTiesEnded(row.fromUserId, row.toUserId);
  });
}

/**
 * Once committed, the two hunters' live conversation ends on every instance (their chat sockets
 * close with `noLongerAllowed`); what their feeds hear next is decided per event anyway.
 */
function announceTiesEnded(a: number, b: number): void {
  announce({ kind: 'ties_ended', between: [a, b] });
}

function parseStatus(value: string): FriendshipStatus {
  switch (value) {
    case 'pending':
    case 'accepted':
    case 'declined':
    case 'blocked':
      return value;
    default:
      throw new Error(`friendship has an unknown status ${value}`);
  }
}
