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

export const ARCHIVE_STATUSES = ['preparing', 'ready', 'failed'] as const;

/** `POST /api/export/archive/` and `GET /api/export/archive/{id}/`: a full archive being prepared. */
export const archiveJobSchema = z.object({
  id: z.string(),
  status: z.enum(ARCHIVE_STATUSES),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Where the ZIP downloads once ready (with the bearer token), else null. */
  download_path: z.string().nullable(),
  created_at: z.string(),
});
export type ArchiveJob = z.infer<typeof archiveJobSchema>;
export const archiveParamsSchema = z.object({ id: z.uuid() });
