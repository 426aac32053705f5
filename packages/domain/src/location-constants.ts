/** Limits, names, messages and rules of locations; no zod here, so a screen can use them without it. */

export const LOCATION_NAME_MAX_LENGTH = 255;
export const LOCATION_NOTES_MAX_LENGTH = 1000;
export const LOCATION_MAX_PHOTOS = 10;
export const LOCATION_SHARE_MAX_USERS = 50;
export const LOCATIONS_PAGE_SIZE = 20;

/** Seed 001 sections 5 and 8, word for word; the share messages are ours (DESIGN.md section 6). */
export const LOCATION_MESSAGES = {
  nameRequired: 'Location name is required',
  nameEmpty: 'Name cannot be empty',
  nameTooLong: 'Name must be less than 255 characters',
  notesTooLong: 'Notes must be less than 1000 characters',
  accessNotesTooLong: 'Access notes must be less than 1000 characters',
  tooManyPhotos: 'Maximum 10 photos reached',
  unnamed: 'Unnamed Location',
  shareUsersRequired: 'Choose at least one hunter to share with',
  shareTooManyUsers: `A location can be shared with at most ${LOCATION_SHARE_MAX_USERS} hunters at once`,
  shareFriendsOnly: 'You can only share locations with friends',
  shareWithSelf: 'You cannot share a location with yourself',
  shareUnknownUser: 'No hunter with that id exists',
  privacyOwnerOnly: 'Only the owner can change who sees this location',
  scopeInvalid: 'Scope must be all, mine, friends or shared',
} as const;

/** Kinds of hunting places a location can be. */
export const LOCATION_TYPES = [
  'marsh',
  'field',
  'pond',
  'lake',
  'river',
  'refuge',
  'blind',
  'other',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const DEFAULT_LOCATION_TYPE: LocationType = 'other';

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  marsh: 'Marsh',
  field: 'Field',
  pond: 'Pond',
  lake: 'Lake',
  river: 'River',
  refuge: 'Refuge',
  blind: 'Blind',
  other: 'Other',
};

/** What a user a location is shared with may do: read it, or read and edit it. */
export const SHARE_PERMISSION_LEVELS = ['view', 'edit'] as const;
export type SharePermissionLevel = (typeof SHARE_PERMISSION_LEVELS)[number];

/** Shown as 'X access' (seed 001 section 6). */
export const SHARE_PERMISSION_LABELS: Record<SharePermissionLevel, string> = {
  view: 'View access',
  edit: 'Edit access',
};

export const LOCATION_ORDERINGS = [
  'name',
  '-name',
  'date_added',
  '-date_added',
  'updated_at',
  '-updated_at',
] as const;
export type LocationOrdering = (typeof LOCATION_ORDERINGS)[number];

/**
 * Whose locations a list or map shows, always inside what the viewer may see: every visible one,
 * the viewer's own, their accepted friends', or those shared with the viewer (empty when signed out).
 */
export const LOCATION_SCOPES = ['all', 'mine', 'friends', 'shared'] as const;
export type LocationScope = (typeof LOCATION_SCOPES)[number];

/** A location's name as the map popup shows it. */
export function locationDisplayName(name: string | null | undefined): string {
  return name?.trim() ? name : LOCATION_MESSAGES.unnamed;
}
