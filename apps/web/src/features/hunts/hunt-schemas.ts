/**
 * The schemas of hunt answers, and zod with them; loaded lazily, through schemas.ts, beside the
 * first answer to check. The forms' schemas are in hunt-form-schemas.ts.
 */
import { frequentSpeciesSchema, huntSchema, paginatedSchema } from '@marshlog/domain';

export { frequentSpeciesSchema, huntSchema };
export const huntPageSchema = paginatedSchema(huntSchema);
