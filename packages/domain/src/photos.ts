import { z } from 'zod';
import { calendarDateSchema } from './input.js';
import { photoContentTypeSchema } from './photo-answers.js';
import { pageQueryFields, recordIdSchema } from './pagination.js';
import {
  ALLOWED_PHOTO_TYPES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_CAPTION_LENGTH,
  PHOTO_GALLERY_PAGE_SIZE,
  PHOTO_MESSAGES,
  PHOTO_ORDERINGS,
  photoTooLargeMessage,
  photoTypeNotSupportedMessage,
} from './photo-constants.js';

const photoTypeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(ALLOWED_PHOTO_TYPES, {
      error: (issue) => photoTypeNotSupportedMessage(String(issue.input)),
    }),
  );

const captionSchema = z
  .string()
  .trim()
  .max(MAX_PHOTO_CAPTION_LENGTH, PHOTO_MESSAGES.captionTooLong);

export const generateUploadUrlSchema = z.object({
  content_type: photoContentTypeSchema,
  object_id: recordIdSchema,
  filename: z.string().trim().min(1).max(255),
  content_type_mime: photoTypeSchema,
  /** Optional: lets an oversize file be refused before it is sent. */
  file_size: z
    .number()
    .int()
    .min(1)
    .refine((size) => size <= MAX_PHOTO_BYTES, {
      error: (issue) => photoTooLargeMessage(Number(issue.input)),
    })
    .optional(),
});
export type GenerateUploadUrl = z.infer<typeof generateUploadUrlSchema>;

export const confirmUploadSchema = z.object({
  s3_key: z.string().min(1).max(500),
  filename: z.string().trim().min(1).max(255),
  file_size: z.number().int().min(0).optional(),
  content_type_mime: z.string().max(100).optional(),
  caption: captionSchema.default(''),
  is_primary: z.boolean().default(false),
  content_type: photoContentTypeSchema.optional(),
  object_id: recordIdSchema.optional(),
});
export type ConfirmUpload = z.infer<typeof confirmUploadSchema>;

export const updatePhotoSchema = z.object({
  caption: captionSchema.optional(),
  is_primary: z.boolean().optional(),
});
export type UpdatePhoto = z.infer<typeof updatePhotoSchema>;

/** POST /photos/bulk_update/: each photo with its own changes, applied all or nothing. */
export const bulkUpdatePhotosSchema = z.object({
  photos: z
    .array(updatePhotoSchema.extend({ id: recordIdSchema }))
    .min(1)
    .max(100)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: 'Each photo may appear only once.',
    }),
});
export type BulkUpdatePhotos = z.infer<typeof bulkUpdatePhotosSchema>;

/** DELETE /photos/bulk_delete/: every listed photo is deleted, or none is. */
export const bulkDeletePhotosSchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(100),
});
export type BulkDeletePhotos = z.infer<typeof bulkDeletePhotosSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const dateQuery = calendarDateSchema('Use a date as YYYY-MM-DD');

/** GET /photos/: photos of the items the viewer may see; primary first unless ordered. */
export const photoListQuerySchema = z.object({
  content_type: photoContentTypeSchema.optional(),
  object_id: recordIdSchema.optional(),
  is_primary: booleanQuery.optional(),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(PHOTO_ORDERINGS).optional(),
  ...pageQueryFields(PHOTO_GALLERY_PAGE_SIZE),
});
export type PhotoListQuery = z.infer<typeof photoListQuerySchema>;

/** GET /photos/user_gallery/: the viewer's own uploads (seed 001 section 7). */
export const photoGalleryQuerySchema = photoListQuerySchema
  .omit({ object_id: true, ordering: true })
  .extend({
    date_after: dateQuery.optional(),
    date_before: dateQuery.optional(),
    ordering: z.enum(PHOTO_ORDERINGS).default('-uploaded_at'),
  });
export type PhotoGalleryQuery = z.infer<typeof photoGalleryQuerySchema>;
