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

/** What the visibility module tells other modules about one item a viewer may see. */
export interface ItemAccess {
  ownerId: number;
  privacyLevel: PrivacyLevel;
  permissions: ItemPermissions;
}
