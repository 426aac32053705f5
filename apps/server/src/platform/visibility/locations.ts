import { eq, sql, type SQL } from 'drizzle-orm';
import { sharePermissionLevelSchema, type SharePermissionLevel } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { locationShares, locations } from '../../db/schema.js';
import {
  permissionsFor,
  permissionsSql,
  type ItemAccess,
  type ItemPermissions,
} from './permissions.js';
import { holdsFixed } from './literals.js';
import {
  isBlockedWith,
  isFriendOf,
  ownerRelation,
  ownerTiesSelection,
  privacyLevelAllows,
  privacyLevelVisibleTo,
  type OwnerRelation,
  type OwnerTies,
  type ViewerRef,
} from './relations.js';

/**
 * Who sees a location: its privacy level decides as for every item (private = owner, friends =
 * owner and accepted friends, public = everyone), and a share widens that to the user it names:
 * 'view' reads it, 'edit' also edits it and attaches photos. Shares count for nothing across a
 * block: blocked pairs see nothing of each other beyond public items. Written twice on purpose,
 * as the SQL scope lists and maps filter by and as the single-record policy, both held to one
 * case table (test/authorization-matrix/locations.test.ts).
 */

/** A location's relation columns plus the viewer's share of it (null across a block). */
export interface LocationTies extends OwnerTies {
  shareLevel: SharePermissionLevel | null;
}

/** The item flags plus what only locations have: deleting and sharing are the owner's alone. */
export interface LocationPermissions extends ItemPermissions {
  can_delete: boolean;
  can_share: boolean;
}

export interface LocationAccess extends ItemAccess {
  permissions: LocationPermissions;
  /** The viewer's share of it; null when none or across a block. */
  shareLevel: SharePermissionLevel | null;
  /** The viewer is the owner's accepted friend, so may see the owner's email. */
  isFriend: boolean;
}

/**
 * `"locations"."id"` and `"locations"."user_id"` spelled out: in a select list drizzle renders a
 * lone table's columns unqualified, and a bare "id" inside the share subquery would mean the
 * share's own id.
 */
const outerLocationId = sql`${locations}.${sql.identifier(locations.id.name)}`;
const outerOwnerId = sql`${locations}.${sql.identifier(locations.userId.name)}`;

/** SQL: the viewer's share level of the current `locations` row, ignoring shares across a block. */
function viewerShareLevel(viewerId: ViewerRef): SQL<SharePermissionLevel | null> {
  return sql<SharePermissionLevel | null>`(select s.permission_level from ${locationShares} s
    where s.location_id = ${outerLocationId} and s.shared_with_id = ${viewerId}
      and not ${isBlockedWith(viewerId, outerOwnerId)})`;
}

/** SQL: the ids of the locations shared with the viewer, as an array resolved once per query. */
export function locationIdsSharedWith(viewerId: ViewerRef): SQL {
  return sql`array(select s.location_id from ${locationShares} s
      where s.shared_with_id = ${viewerId})`;
}

/**
 * SQL: the `locations` rows shared with the viewer by a share in force: the viewer's shared
 * location ids and blocked users are each resolved once per query, not probed per row.
 */
export function locationsSharedWith(viewerId: ViewerRef): SQL {
  return sql`(${locations.id} = any(${locationIdsSharedWith(viewerId)})
    and not ${isBlockedWith(viewerId, locations.userId)})`;
}

/** SQL condition: the `locations` rows the viewer (null when signed out) may see. */
export function locationsVisibleTo(viewerId: ViewerRef | null): SQL {
  const byPrivacy = privacyLevelVisibleTo(viewerId, {
    owner: locations.userId,
    privacyLevel: locations.privacyLevel,
  });
  if (viewerId === null) return byPrivacy;
  return sql`(${byPrivacy} or ${locationsSharedWith(viewerId)})`;
}

/**
 * SQL: how many locations the viewer (null when signed out) may see, the rule of
 * `locationsVisibleTo` counted as two disjoint parts: everyone's public locations, an index-only
 * count on locations_privacy_idx, and the others the viewer may see (their own, their friends'
 * friends-level ones, those shared with them in force), found by the scope's small index probes
 * instead of visiting every public row. Uncorrelated, so PostgreSQL counts once per statement.
 * The location list's tests hold it equal to a count of the visible locations themselves.
 */
export function visibleLocationTotal(viewerId: ViewerRef | null): SQL<number> {
  const isPublic = holdsFixed(locations.privacyLevel, 'public');
  const publicTotal = sql`(select count(*) from ${locations} where ${isPublic})`;
  if (viewerId === null) return sql<number>`${publicTotal}::int`;
  const beyondPublic = sql`(${eq(locations.userId, viewerId)}
    or (${holdsFixed(locations.privacyLevel, 'friends')} and ${isFriendOf(viewerId, locations.userId)})
    or ${locationsSharedWith(viewerId)})`;
  return sql<number>`(${publicTotal} + (select count(*) from ${locations}
    where not ${isPublic} and ${beyondPublic}))::int`;
}

/**
 * `locationPermissions` as SQL of the current `locations` row, for maps the database builds
 * whole: the owner, or a viewer it is shared with for editing by a share in force (the viewer's
 * edit-shared location ids resolved once per statement, not probed per row).
 */
export function locationPermissionsSql(
  viewerId: ViewerRef | null,
): Record<keyof LocationPermissions, SQL<boolean>> {
  if (viewerId === null) {
    const no = sql<boolean>`false`;
    return {
      ...permissionsSql({ isOwner: no, canEdit: no, signedIn: false }),
      can_delete: no,
      can_share: no,
    };
  }
  const isOwner = sql<boolean>`(${locations.userId} = ${viewerId})`;
  const sharedForEdit = sql<boolean>`(${locations.id} = any(array(
      select s.location_id from ${locationShares} s
      where s.shared_with_id = ${viewerId} and s.permission_level = 'edit'))
    and not ${isBlockedWith(viewerId, locations.userId)})`;
  return {
    ...permissionsSql({ isOwner, canEdit: sharedForEdit, signedIn: true }),
    can_delete: isOwner,
    can_share: isOwner,
  };
}

/** Select columns giving the viewer's ties to each `locations` row, so lists load them at once. */
export function locationTiesSelection(viewerId: ViewerRef | null) {
  return {
    ...ownerTiesSelection(viewerId, locations.userId),
    shareLevel: (viewerId === null
      ? sql<SharePermissionLevel | null>`null::varchar`
      : viewerShareLevel(viewerId)
    ).mapWith((value: string | null) =>
      value === null ? null : sharePermissionLevelSchema.parse(value),
    ),
  };
}

/** The single-record policy matching `locationsVisibleTo`. */
export function canSeeLocation(
  location: { privacyLevel: string },
  relation: OwnerRelation,
  shareLevel: SharePermissionLevel | null,
): boolean {
  if (privacyLevelAllows(location.privacyLevel, relation)) return true;
  return (relation === 'friend' || relation === 'other') && shareLevel !== null;
}

/** What a viewer who sees the location may do with it. */
export function locationPermissions(
  relation: OwnerRelation,
  shareLevel: SharePermissionLevel | null,
): LocationPermissions {
  const isOwner = relation === 'owner';
  const sharedForEdit = (relation === 'friend' || relation === 'other') && shareLevel === 'edit';
  return {
    ...permissionsFor({ isOwner, canEdit: sharedForEdit, signedIn: relation !== 'signed-out' }),
    can_delete: isOwner,
    can_share: isOwner,
  };
}

/** The viewer's access to one location, or null when it does not exist or they may not see it. */
export async function locationAccess(
  db: Database,
  viewerId: number | null,
  locationId: number,
): Promise<LocationAccess | null> {
  const [row] = await db
    .select({
      ownerId: locations.userId,
      privacyLevel: locations.privacyLevel,
      ...locationTiesSelection(viewerId),
    })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) return null;
  const relation = ownerRelation(viewerId, row.ownerId, row);
  if (!canSeeLocation(row, relation, row.shareLevel)) return null;
  return {
    ownerId: row.ownerId,
    privacyLevel: row.privacyLevel,
    shareLevel: row.shareLevel,
    isFriend: row.isFriend,
    permissions: locationPermissions(relation, row.shareLevel),
  };
}
