/** The schemas of photo answers, and zod with them; loaded lazily, through schemas.ts. */
import { z } from 'zod';
import {
  galleryPhotoSchema,
  paginatedSchema,
  photoSchema,
  uploadUrlSchema,
} from '@marshlog/domain';

export { photoSchema, uploadUrlSchema };
/** GET /photos/user_gallery/: each photo names the item it belongs to. */
export const galleryPageSchema = paginatedSchema(galleryPhotoSchema);
/** GET /photos/ "reads results or a plain list" (seed 001 section 7). */
export const photoListSchema = z.union([paginatedSchema(photoSchema), z.array(photoSchema)]);
export const bulkDeleteAnswerSchema = z.object({ deleted: z.number().int() });
