import { z } from 'zod';
import {
  boundingBoxSchema,
  latitudeSchema,
  longitudeSchema,
  pointFeatureCollectionSchema,
} from './coordinates.js';
import { jsonRecordIdSchema, pageQueryFields } from './pagination.js';
import { privacyLevelSchema } from './privacy.js';
import { featureOwnerSchema, userSchema } from './user-answers.js';
import { isAllowedPhotoType, photoTypeNotSupportedMessage } from './photo-constants.js';
import { DEFAULT_PRIVACY_LEVEL } from './privacy-constants.js';
import {
  DEFAULT_LOCATION_TYPE,
  LOCATION_MAX_PHOTOS,
  LOCATION_MESSAGES,
  LOCATION_NAME_MAX_LENGTH,
  LOCATION_NOTES_MAX_LENGTH,
  LOCATION_ORDERINGS,
  LOCATION_SCOPES,
  LOCATION_SHARE_MAX_USERS,
  LOCATION_TYPES,
  LOCATIONS_PAGE_SIZE,
  SHARE_PERMISSION_LEVELS,
} from './location-constants.js';

export const locationTypeSchema = z.enum(LOCATION_TYPES);

export const sharePermissionLevelSchema = z.enum(SHARE_PERMISSION_LEVELS);

export const locationNameSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? LOCATION_MESSAGES.nameRequired
        : undefined,
  })
  .trim()
  .min(1, LOCATION_MESSAGES.nameEmpty)
  .max(LOCATION_NAME_MAX_LENGTH, LOCATION_MESSAGES.nameTooLong);

export const locationNotesSchema = z
  .string()
  .max(LOCATION_NOTES_MAX_LENGTH, LOCATION_MESSAGES.notesTooLong);

export const locationAccessNotesSchema = z
  .string()
  .max(LOCATION_NOTES_MAX_LENGTH, LOCATION_MESSAGES.accessNotesTooLong);

/** A photo chosen in the create modal; the files are uploaded afterwards through /photos/. */
export const locationPhotoUploadSchema = z.object({
  filename: z.string().min(1).max(255),
  content_type: z.string().refine(isAllowedPhotoType, {
    error: (issue) => photoTypeNotSupportedMessage(String(issue.input)),
  }),
  file_size: z.number().int().nonnegative(),
});

export const locationCreateSchema = z.object({
  name: locationNameSchema,
  description: locationNotesSchema.default(''),
  access_notes: locationAccessNotesSchema.default(''),
  location_type: locationTypeSchema.default(DEFAULT_LOCATION_TYPE),
  privacy_level: privacyLevelSchema.default(DEFAULT_PRIVACY_LEVEL),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  photo_upload_data: z
    .array(locationPhotoUploadSchema)
    .max(LOCATION_MAX_PHOTOS, LOCATION_MESSAGES.tooManyPhotos)
    .optional(),
});
export type LocationCreateInput = z.input<typeof locationCreateSchema>;
export type LocationCreate = z.output<typeof locationCreateSchema>;

export const locationUpdateSchema = z
  .object({
    name: locationNameSchema,
    description: locationNotesSchema,
    access_notes: locationAccessNotesSchema,
    location_type: locationTypeSchema,
    privacy_level: privacyLevelSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
  })
  .partial();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

export const locationShareRequestSchema = z.object({
  user_ids: z
    .array(jsonRecordIdSchema)
    .min(1, LOCATION_MESSAGES.shareUsersRequired)
    .max(LOCATION_SHARE_MAX_USERS, LOCATION_MESSAGES.shareTooManyUsers),
  permission_level: sharePermissionLevelSchema,
});
export type LocationShareRequest = z.infer<typeof locationShareRequestSchema>;

/** Without user_ids (or without a body at all) every share of the location ends. */
export const locationUnshareRequestSchema = z
  .object({
    user_ids: z
      .array(jsonRecordIdSchema)
      .max(LOCATION_SHARE_MAX_USERS, LOCATION_MESSAGES.shareTooManyUsers)
      .optional(),
  })
  .nullish();
export type LocationUnshareRequest = z.infer<typeof locationUnshareRequestSchema>;

export const locationShareSchema = z.object({
  id: z.number().int(),
  shared_with: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  permission_level: sharePermissionLevelSchema,
  shared_at: z.iso.datetime(),
});
export type LocationShare = z.infer<typeof locationShareSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_type: locationTypeSchema,
  location_type_display: z.string(),
  description: z.string(),
  access_notes: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  privacy_level: privacyLevelSchema,
  photo_count: z.number().int(),
  date_added: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  user: userSchema,
  /** Listed for the owner only; others get an empty list so who else has access does not leak. */
  shares: z.array(locationShareSchema),
  /** The viewer's own share of this location ('view' or 'edit'), or null when not shared with them. */
  shared_with_me: sharePermissionLevelSchema.nullable(),
  is_owner: z.boolean(),
  can_edit: z.boolean(),
  can_view_details: z.boolean(),
  can_comment: z.boolean(),
  can_upload_photos: z.boolean(),
  can_delete: z.boolean(),
  can_share: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationScopeSchema = z.enum(LOCATION_SCOPES, {
  error: LOCATION_MESSAGES.scopeInvalid,
});

export const locationListQuerySchema = z.object({
  privacy_level: privacyLevelSchema.optional(),
  scope: locationScopeSchema.optional(),
  location_type: locationTypeSchema.optional(),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(LOCATION_ORDERINGS).default('-date_added'),
  ...pageQueryFields(LOCATIONS_PAGE_SIZE),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

export const locationGeojsonQuerySchema = z.object({
  privacy_level: privacyLevelSchema.optional(),
  scope: locationScopeSchema.optional(),
  bbox: boundingBoxSchema.optional(),
});
export type LocationGeojsonQuery = z.infer<typeof locationGeojsonQuerySchema>;

export const locationFeaturePropertiesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  location_type: locationTypeSchema,
  location_type_display: z.string(),
  privacy_level: privacyLevelSchema,
  latitude: z.number(),
  longitude: z.number(),
  photo_count: z.number().int(),
  date_added: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  user: featureOwnerSchema,
  is_owner: z.boolean(),
  can_edit: z.boolean(),
});

export const locationFeatureCollectionSchema = pointFeatureCollectionSchema(
  locationFeaturePropertiesSchema,
);
export type LocationFeatureCollection = z.infer<typeof locationFeatureCollectionSchema>;
