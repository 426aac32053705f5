/** The abilities the server sends with each item (DESIGN.md section 5), in the order they are shown. */
export const ITEM_PERMISSION_FLAGS = [
  'is_owner',
  'can_edit',
  'can_view_details',
  'can_comment',
  'can_upload_photos',
] as const;
export type ItemPermissionFlag = (typeof ITEM_PERMISSION_FLAGS)[number];

/** The badges of the detail views (seed 001 section 2, detail modals). */
export const PERMISSION_BADGE_LABELS: Record<ItemPermissionFlag, string> = {
  is_owner: 'Owner',
  can_edit: 'Can Edit',
  can_view_details: 'Can View Details',
  can_comment: 'Can Comment',
  can_upload_photos: 'Can Upload Photos',
};
