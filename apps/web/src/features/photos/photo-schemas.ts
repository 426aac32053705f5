/** The schemas of photo answers, and zod with them; loaded lazily, through schemas.ts. */
import { z } from 'zod';
import { paginatedSchema, photoSchema, uploadUrlSchema } from '@marshlog/domain';

export { photoSchema, uploadUrlSchema };
export const photoPageSchema = paginatedSchema(photoSchema);
/** GET /photos/ "reads results or a plain list" (seed 001 section 7). */
export const photoListSchema = z.union([photoPageSchema, z.array(photoSchema)]);
export const bulkDeleteAnswerSchema = z.object({ deleted: z.number().int() });
