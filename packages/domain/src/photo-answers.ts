import { z } from 'zod';
import { PHOTO_CONTENT_TYPES } from './photo-constants.js';

/*
 * Photos as the API answers with them, apart from what a hunter sends (photos.ts): a screen that
 * only reads hunts or reports builds these schemas and none of the upload or gallery requests'.
 */

export const photoContentTypeSchema = z.enum(PHOTO_CONTENT_TYPES);

/** Where to send the file: a multipart POST of `fields` then `file` to `upload_url` answers 204. */
export const uploadUrlSchema = z.object({
  upload_url: z.string(),
  fields: z.record(z.string(), z.string()),
  s3_key: z.string(),
});
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** The uploader; id and username are null where a report hides its hunter (name 'Anonymous hunter'). */
export const photoUserSchema = z.object({
  id: z.number().int().nullable(),
  username: z.string().nullable(),
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

/** A gallery photo also names the hunt, spot or report it belongs to ('Hunt on Wed, Nov 25, 2026'). */
export const galleryPhotoSchema = photoSchema.extend({ subject: z.string() });
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
