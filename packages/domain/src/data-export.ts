import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_KINDS } from './data-export-constants.js';
import { privacyLevelSchema } from './privacy.js';

/** `GET /api/export/{kind}/`: the hunter's own items, streamed as a file. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  /** The season that opened in this year (September 1 to August 31). */
  season: z.coerce.number().int().min(1900).max(2200).optional(),
  privacy_level: privacyLevelSchema.optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
export const exportParamsSchema = z.object({ kind: z.enum(EXPORT_KINDS) });
