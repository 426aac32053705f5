import { z } from 'zod';
import { pageQueryFields, recordIdSchema } from './pagination.js';

/** What a photo can be attached to (DESIGN.md section 6). */
export const PHOTO_CONTENT_TYPES = ['hunt', 'location', 'report'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const photoContentTypeSchema = z.enum(PHOTO_CONTENT_TYPES);

/** The image types the uploader accepts, in the seed's order (seed 001 section 5). */
export const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export type AllowedPhotoType = (typeof ALLOWED_PHOTO_TYPES)[number];

export const MAX_PHOTO_SIZE_MB = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_SIZE_MB * 1024 * 1024;
export const MAX_PHOTO_CAPTION_LENGTH = 200;
/** Photos one selection in the uploader may hold; the excess is refused (seed 001 section 9). */
export const MAX_PHOTOS_PER_SELECTION = 5;
export const PHOTO_GALLERY_PAGE_SIZE = 20;
/** The uploader's hint under its drop zone (seed 001 section 2). */
export const PHOTO_UPLOAD_HINT = 'JPEG, PNG, WebP up to 10MB each';

export const PHOTO_MESSAGES = {
  captionTooLong: `Caption cannot exceed ${MAX_PHOTO_CAPTION_LENGTH} characters`,
  notAnAllowedImage:
    'The uploaded file is not a JPEG, PNG or WebP image. Allowed types: ' +
    ALLOWED_PHOTO_TYPES.join(', '),
  unreadableImage: 'The uploaded image could not be read; it may be damaged.',
  uploadMissing: 'No uploaded file was found for this key. Upload the file before confirming.',
  uploadNotYours: 'This upload does not belong to you.',
  uploadForbidden: 'You may not add photos to this item.',
  changeForbidden: "Only the photo's uploader or an editor of its item may change or delete it.",
  uploadKeyInvalid: 'This is not a photo upload key issued by Marshlog.',
  uploadKeyMismatch: 'content_type and object_id do not match the upload key.',
  alreadyConfirmed: 'This upload has already been confirmed.',
  onePrimaryPerObject: 'Only one photo of an item can be primary.',
  uploadFailedStatus: (status: number) => `S3 upload failed with status ${status}`,
  uploadFailed: 'S3 upload failed',
  noUrl: 'No URL Generated',
  accessDeniedTitle: 'S3 Access Denied',
  accessDeniedHint: 'AWS permissions needed',
} as const;

/** 'File type {type} not supported. Allowed types: {list}' (seed 001 section 5). */
export function photoTypeNotSupportedMessage(type: string): string {
  return `File type ${type} not supported. Allowed types: ${ALLOWED_PHOTO_TYPES.join(', ')}`;
}

/** 'File size {x}MB exceeds maximum 10MB' (seed 001 section 5), x in MB with two decimals. */
export function photoTooLargeMessage(bytes: number): string {
  return `File size ${(bytes / (1024 * 1024)).toFixed(2)}MB exceeds maximum ${MAX_PHOTO_SIZE_MB}MB`;
}

export function isAllowedPhotoType(type: string): type is AllowedPhotoType {
  return (ALLOWED_PHOTO_TYPES as readonly string[]).includes(type);
}

/** The first problem with a file picked for upload, or null when it may be uploaded. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!isAllowedPhotoType(file.type)) return photoTypeNotSupportedMessage(file.type || 'unknown');
  if (file.size > MAX_PHOTO_BYTES) return photoTooLargeMessage(file.size);
  return null;
}

/** `image/jpg` is accepted as the uploader sends it, but stored under its registered name. */
export function canonicalPhotoType(type: AllowedPhotoType): Exclude<AllowedPhotoType, 'image/jpg'> {
  return type === 'image/jpg' ? 'image/jpeg' : type;
}

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

/** Where to send the file: a multipart POST of `fields` then `file` to `upload_url` answers 204. */
export const uploadUrlSchema = z.object({
  upload_url: z.string(),
  fields: z.record(z.string(), z.string()),
  s3_key: z.string(),
});
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

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

export const photoUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
});

/** A photo as every photo call answers it; the URLs are signed and expire. */
export const photoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  caption: z.string(),
  is_primary: z.boolean(),
  download_url: z.string(),
  display_url: z.string(),
  thumbnail_url: z.string(),
  uploaded_at: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  s3_key: z.string(),
  content_type: photoContentTypeSchema,
  object_id: z.number().int(),
  user: photoUserSchema,
});
export type Photo = z.infer<typeof photoSchema>;

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
const dateQuery = z.iso.date('Use a date as YYYY-MM-DD');

export const PHOTO_ORDERINGS = [
  'uploaded_at',
  '-uploaded_at',
  'filename',
  '-filename',
  'file_size',
  '-file_size',
  'caption',
  '-caption',
] as const;
export type PhotoOrdering = (typeof PHOTO_ORDERINGS)[number];

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
