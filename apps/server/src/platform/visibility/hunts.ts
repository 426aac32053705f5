import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hunts } from '../../db/schema.js';
import { permissionsFor, type ItemAccess, type ItemPermissions } from './permissions.js';
import {
  ownerRelation,
  ownerTiesSelection,
  privacyLevelAllows,
  privacyLevelVisibleTo,
  type OwnerRelation,
  type ViewerRef,
} from './relations.js';

/**
 * Who sees a hunt, written twice on purpose (Mastodon's policy and scope): `canSeeHunt` for one
 * hunt already loaded, `huntsVisibleTo` as the SQL condition every hunt query filters by.
 * The authorization matrix tests both with one case table.
 */
export function canSeeHunt(viewer: OwnerRelation, hunt: { privacyLevel: string }): boolean {
  return privacyLevelAllows(hunt.privacyLevel, viewer);
}

/** SQL: the hunts a viewer (null when signed out) may see. */
export function huntsVisibleTo(viewerId: ViewerRef | null): SQL {
  return privacyLevelVisibleTo(viewerId, { owner: hunts.userId, privacyLevel: hunts.privacyLevel });
}

/** Only the owner changes a hunt, its birds and its photos. */
export function huntPermissions(
  viewerId: number | null,
  hunt: { userId: number },
): ItemPermissions {
  const isOwner = viewerId !== null && viewerId === hunt.userId;
  return permissionsFor({ isOwner, canEdit: isOwner, signedIn: viewerId !== null });
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
