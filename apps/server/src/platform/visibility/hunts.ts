import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hunts } from '../../db/schema.js';
import { inAcceptedPartyOf, partyStatusAllowsReading, viewerPartyStatus } from './party.js';
import {
  permissionsFor,
  permissionsSql,
  type ItemAccess,
  type ItemPermissions,
  type ItemPermissionsSql,
} from './permissions.js';
import {
  ownerRelation,
  ownerTiesSelection,
  privacyLevelAllows,
  privacyLevelVisibleTo,
  type OwnerRelation,
  type ViewerRef,
} from './relations.js';
import { ownerScopeCondition, type OwnerScope } from './scope.js';

/**
 * Who sees a hunt, written twice on purpose (Mastodon's policy and scope): `canSeeHunt` for one
 * hunt already loaded, `huntsVisibleTo` as the SQL condition every hunt query filters by.
 * The authorization matrix tests both with one case table. A friend named in the hunt's party
 * reads it while invited or accepted (`partyStatus`, read with the hunt); lists hold it for them
 * once they accept (party.ts).
 */
export function canSeeHunt(
  viewer: OwnerRelation,
  hunt: { privacyLevel: string; partyStatus?: string | null },
): boolean {
  if (privacyLevelAllows(hunt.privacyLevel, viewer)) return true;
  return viewer !== 'blocked' && partyStatusAllowsReading(hunt.partyStatus);
}

/**
 * The policy twin of `huntsVisibleTo` for one hunt: its level's readers and its accepted party.
 * An invited member reads the hunt itself to answer (canSeeHunt), but it is not in their lists
 * or feed until they accept.
 */
export function huntListedFor(
  viewer: OwnerRelation,
  hunt: { privacyLevel: string; partyStatus?: string | null },
): boolean {
  return privacyLevelAllows(hunt.privacyLevel, viewer) || hunt.partyStatus === 'accepted';
}

/** SQL: the hunts a viewer (null when signed out) may see in lists, maps and counts. */
export function huntsVisibleTo(viewerId: ViewerRef | null): SQL {
  const byLevel = privacyLevelVisibleTo(viewerId, {
    owner: hunts.userId,
    privacyLevel: hunts.privacyLevel,
  });
  if (viewerId === null) return byLevel;
  return sql`(${byLevel} or ${inAcceptedPartyOf(viewerId, hunts.id)})`;
}

/**
 * SQL narrowing a hunt list to whose hunts it asks for: 'mine' is the viewer's log, their own
 * hunts and the parties they accepted; the other scopes are every item's (scope.ts).
 */
export function huntScopeCondition(
  viewerId: ViewerRef | null,
  scope: OwnerScope | undefined,
): SQL | undefined {
  if (scope !== 'mine' || viewerId === null) {
    return ownerScopeCondition(viewerId, scope, hunts.userId);
  }
  return sql`(${eq(hunts.userId, viewerId)} or ${inAcceptedPartyOf(viewerId, hunts.id)})`;
}

/** Only the owner changes a hunt, its birds and its photos. */
export function huntPermissions(
  viewerId: number | null,
  hunt: { userId: number },
): ItemPermissions {
  const isOwner = viewerId !== null && viewerId === hunt.userId;
  return permissionsFor({ isOwner, canEdit: isOwner, signedIn: viewerId !== null });
}

/** `huntPermissions` as SQL of the current `hunts` row, for maps the database builds whole. */
export function huntPermissionsSql(viewerId: ViewerRef | null): ItemPermissionsSql {
  const isOwner =
    viewerId === null ? sql<boolean>`false` : sql<boolean>`(${hunts.userId} = ${viewerId})`;
  return permissionsSql({ isOwner, canEdit: isOwner, signedIn: viewerId !== null });
}

/** One hunt's owner, level and the viewer's abilities; null when it is missing or not visible. */
export async function huntAccess(
  db: Database,
  viewerId: number | null,
  huntId: number,
): Promise<ItemAccess | null> {
  const [row] = await db
    .select({
      ownerId: hunts.userId,
      privacyLevel: hunts.privacyLevel,
      partyStatus: viewerPartyStatus(viewerId),
      ...ownerTiesSelection(viewerId, hunts.userId),
    })
    .from(hunts)
    .where(eq(hunts.id, huntId))
    .limit(1);
  if (!row) return null;
  const relation = ownerRelation(viewerId, row.ownerId, row);
  if (!canSeeHunt(relation, row)) return null;
  return {
    ownerId: row.ownerId,
    privacyLevel: row.privacyLevel,
    permissions: huntPermissions(viewerId, { userId: row.ownerId }),
  };
}
