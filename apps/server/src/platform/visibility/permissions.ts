import { sql, type SQL } from 'drizzle-orm';
import type { PrivacyLevel } from '@marshlog/domain';

/** The computed abilities sent with every item, so the UI offers exactly what the API allows. */
export interface ItemPermissions {
  is_owner: boolean;
  can_edit: boolean;
  can_view_details: boolean;
  can_comment: boolean;
  can_upload_photos: boolean;
}

export type ItemKind = 'hunt' | 'location' | 'report';

/**
 * Abilities of a viewer who may see the item. Owners and editors may change it and attach photos;
 * anyone who sees it may view its details; commenting needs a signed-in viewer.
 */
export function permissionsFor(input: {
  isOwner: boolean;
  canEdit: boolean;
  signedIn: boolean;
  canComment?: boolean;
}): ItemPermissions {
  const canEdit = input.isOwner || input.canEdit;
  return {
    is_owner: input.isOwner,
    can_edit: canEdit,
    can_view_details: true,
    can_comment: input.signedIn && (input.canComment ?? true),
    can_upload_photos: canEdit,
  };
}

/** The abilities as SQL booleans of a statement's current row. */
export type ItemPermissionsSql = Record<keyof ItemPermissions, SQL<boolean>>;

/**
 * `permissionsFor` as SQL booleans of a statement's current row, for answers the database builds
 * whole (map GeoJSON): the same composition, held to the policy by the authorization matrix
 * (test/authorization-matrix/geojson-properties.test.ts).
 */
export function permissionsSql(input: {
  isOwner: SQL<boolean>;
  canEdit: SQL<boolean>;
  signedIn: boolean;
  canComment?: SQL<boolean>;
}): ItemPermissionsSql {
  const canEdit = sql<boolean>`(${input.isOwner} or ${input.canEdit})`;
  return {
    is_owner: input.isOwner,
    can_edit: canEdit,
    can_view_details: sql<boolean>`true`,
    can_comment: input.signedIn ? (input.canComment ?? sql<boolean>`true`) : sql<boolean>`false`,
    can_upload_photos: canEdit,
  };
}

/** What the visibility module tells other modules about one item a viewer may see. */
export interface ItemAccess {
  ownerId: number;
  privacyLevel: PrivacyLevel;
  permissions: ItemPermissions;
}
