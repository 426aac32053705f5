import { asc, eq, sql } from 'drizzle-orm';
import type { Party, PartyMember, PartyMemberStatus } from '@marshlog/domain';
import { PARTY_MEMBER_STATUSES } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { huntPartyMembers, users } from '../../db/schema.js';
import { emailShownTo, isFriendOf, type ItemAccess } from '../../platform/visibility/index.js';
import { ownerColumns, presentUser } from '../users/index.js';

/** A hunt's members with their users (friends) and whether each is the viewer's friend. */
export function partyRows(db: Database, huntId: number, viewerId: number | null) {
  return db
    .select({
      id: huntPartyMembers.id,
      status: huntPartyMembers.status,
      guestName: huntPartyMembers.guestName,
      userId: huntPartyMembers.userId,
      user: ownerColumns,
      viewerIsFriend: (viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`${isFriendOf(viewerId, huntPartyMembers.userId)}`
      ).mapWith(Boolean),
    })
    .from(huntPartyMembers)
    .leftJoin(users, eq(users.id, huntPartyMembers.userId))
    .where(eq(huntPartyMembers.huntId, huntId))
    .orderBy(asc(huntPartyMembers.id));
}

type PartyRow = Awaited<ReturnType<typeof partyRows>>[number];

function toStatus(value: string): PartyMemberStatus {
  return PARTY_MEMBER_STATUSES.find((status) => status === value) ?? 'invited';
}

/**
 * A member as this viewer may see them: a guest's name as plain text; a friend's user with the
 * email only for themselves and their friends; a declined member only for the owner and themselves.
 */
function presentMember(row: PartyRow, viewerId: number | null, isOwner: boolean) {
  const status = toStatus(row.status);
  const isSelf = viewerId !== null && row.userId === viewerId;
  if (status === 'declined' && !isOwner && !isSelf) return null;
  const member: PartyMember = row.user
    ? {
        id: row.id,
        status,
        name: row.user.name,
        user: presentUser(row.user, {
          showEmail: emailShownTo(viewerId, row.user.id, { isFriend: row.viewerIsFriend }),
        }),
      }
    : { id: row.id, status, name: row.guestName ?? '', user: null };
  return member;
}

/** GET /api/hunts/{id}/party/ for a viewer who may see the hunt (`access`). */
export async function readParty(
  db: Database,
  viewerId: number | null,
  huntId: number,
  access: ItemAccess,
): Promise<Party> {
  const [owner] = await db
    .select({
      ...ownerColumns,
      viewerIsFriend: (viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`${isFriendOf(viewerId, users.id)}`
      ).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, access.ownerId));
  if (!owner) throw new Error(`hunt ${huntId} has no owner`);
  const isOwner = access.permissions.is_owner;
  const rows = await partyRows(db, huntId, viewerId);
  const own = rows.find((row) => viewerId !== null && row.userId === viewerId);
  const ownStatus = own ? toStatus(own.status) : null;
  return {
    hunt: huntId,
    owner: presentUser(owner, {
      showEmail: emailShownTo(viewerId, owner.id, { isFriend: owner.viewerIsFriend }),
    }),
    members: rows.flatMap((row) => presentMember(row, viewerId, isOwner) ?? []),
    viewer_status: isOwner ? 'owner' : ownStatus === 'guest' ? null : ownStatus,
    viewer_member: own && ownStatus !== 'declined' ? own.id : null,
  };
}
