import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PARTY_MESSAGES, type PartyUpdate } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { friendships, huntPartyMembers, hunts } from '../../db/schema.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { transactionWithEvents } from '../../platform/realtime/index.js';
import { huntAccess, type ItemAccess } from '../../platform/visibility/index.js';
import { announceMembersLeft, recordPartyJoined } from '../feed/index.js';
import { recordNotification } from '../notifications/index.js';

/** The hunt locked for this transaction, then checked: 404 unseen, 403 seen but not the owner's. */
async function lockOwnHunt(tx: Database, ownerId: number, huntId: number): Promise<ItemAccess> {
  await tx.select({ id: hunts.id }).from(hunts).where(eq(hunts.id, huntId)).for('update');
  const access = await huntAccess(tx, ownerId, huntId);
  if (!access) throw notFound();
  if (!access.permissions.is_owner) throw forbidden();
  return access;
}

/** Friends named in a party must be the owner's accepted friends (the rows locked meanwhile). */
async function requireFriends(tx: Database, ownerId: number, userIds: number[]): Promise<void> {
  if (userIds.includes(ownerId)) throw fieldError('friends', PARTY_MESSAGES.ownerInParty);
  if (userIds.length === 0) return;
  const rows = await tx
    .select({ from: friendships.fromUserId, to: friendships.toUserId })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'accepted'),
        sql`((${friendships.fromUserId} = ${ownerId} and ${inArray(friendships.toUserId, userIds)})
          or (${friendships.toUserId} = ${ownerId} and ${inArray(friendships.fromUserId, userIds)}))`,
      ),
    )
    .for('key share');
  const friends = new Set(rows.map((row) => (row.from === ownerId ? row.to : row.from)));
  if (userIds.some((id) => !friends.has(id))) {
    throw fieldError('friends', PARTY_MESSAGES.notAFriend);
  }
}

/**
 * PUT party: the whole party in one transaction. Friends already named keep their state; new
 * ones are invited and notified; guests are renamed, added or removed; a member left out leaves,
 * and the birds credited to them go back to the owner (the foreign key sets them null).
 */
export async function replaceParty(
  db: Database,
  ownerId: number,
  huntId: number,
  party: PartyUpdate,
): Promise<ItemAccess> {
  return transactionWithEvents(db, async (events) => {
    const tx = events.db;
    const access = await lockOwnHunt(tx, ownerId, huntId);
    await requireFriends(tx, ownerId, party.friends);
    const current = await tx
      .select()
      .from(huntPartyMembers)
      .where(eq(huntPartyMembers.huntId, huntId));
    const currentGuests = new Set(current.filter((row) => row.guestName !== null).map((r) => r.id));
    if (party.guests.some((guest) => guest.id !== undefined && !currentGuests.has(guest.id))) {
      throw fieldError('guests', PARTY_MESSAGES.guestNotInParty);
    }
    const namedFriends = new Set(current.flatMap((row) => row.userId ?? []));
    const keptGuests = party.guests.flatMap((guest) => guest.id ?? []);
    const leaving = current.filter((row) =>
      row.userId !== null ? !party.friends.includes(row.userId) : !keptGuests.includes(row.id),
    );
    if (leaving.length > 0) {
      await tx.delete(huntPartyMembers).where(
        inArray(
          huntPartyMembers.id,
          leaving.map((row) => row.id),
        ),
      );
      await announceMembersLeft(
        tx,
        huntId,
        leaving.flatMap((row) => row.userId ?? []),
      );
    }
    for (const guest of party.guests) {
      if (guest.id === undefined) continue;
      await tx
        .update(huntPartyMembers)
        .set({ guestName: guest.name, updatedAt: sql`now()` })
        .where(and(eq(huntPartyMembers.id, guest.id), isNotNull(huntPartyMembers.guestName)));
    }
    const invited = party.friends.filter((id) => !namedFriends.has(id));
    if (invited.length > 0) {
      await tx
        .insert(huntPartyMembers)
        .values(invited.map((userId) => ({ huntId, userId, status: 'invited' })));
    }
    const newGuests = party.guests.filter((guest) => guest.id === undefined);
    if (newGuests.length > 0) {
      await tx
        .insert(huntPartyMembers)
        .values(newGuests.map((guest) => ({ huntId, guestName: guest.name, status: 'guest' })));
    }
    for (const recipientId of invited) {
      await recordNotification(events, {
        recipientId,
        actorId: ownerId,
        kind: 'party_invite',
        target: { type: 'hunt', id: huntId },
      });
    }
    return access;
  });
}

/**
 * Accept or decline: the viewer's own answer to a party they were named in. Accepting needs an
 * invitation (accepting again changes nothing) and puts the hunt in the member's feed as their
 * own party_joined activity; declining works while invited or accepted, takes that activity from
 * every feed, and once declined the hunt is only what its privacy level lets them see.
 */
export async function answerParty(
  db: Database,
  memberId: number,
  huntId: number,
  answer: 'accepted' | 'declined',
): Promise<void> {
  await transactionWithEvents(db, async ({ db: tx }) => {
    await tx.select({ id: hunts.id }).from(hunts).where(eq(hunts.id, huntId)).for('share');
    if (!(await huntAccess(tx, memberId, huntId))) throw notFound();
    const [member] = await tx
      .select({ id: huntPartyMembers.id, status: huntPartyMembers.status })
      .from(huntPartyMembers)
      .where(and(eq(huntPartyMembers.huntId, huntId), eq(huntPartyMembers.userId, memberId)))
      .for('update');
    if (!member) throw forbidden(PARTY_MESSAGES.notInvited);
    if (member.status === answer) return;
    if (member.status === 'declined') throw conflict(PARTY_MESSAGES.alreadyDeclined);
    await tx
      .update(huntPartyMembers)
      .set({ status: answer, updatedAt: sql`now()` })
      .where(and(eq(huntPartyMembers.id, member.id), isNull(huntPartyMembers.guestName)));
    if (answer === 'accepted') await recordPartyJoined(tx, huntId, memberId);
    else await announceMembersLeft(tx, huntId, [memberId]);
  });
}
