import { z } from 'zod';
import { privacyLevelSchema } from './privacy.js';

/** What a hunter exports, and in which format (issue 28). */
export const EXPORT_KINDS = ['hunts', 'locations', 'reports'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'gpx', 'kml', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (spreadsheet)',
  gpx: 'GPX (GPS units, onX, Garmin)',
  kml: 'KML (Google Earth)',
  geojson: 'GeoJSON',
};

export const EXPORT_TEXT = {
  title: 'Export your data',
  intro:
    'Download your hunts, locations and reports in the formats other maps and spreadsheets read. Only what you own is exported.',
  kind: 'What',
  format: 'Format',
  season: 'Season',
  allSeasons: 'All seasons',
  privacy: 'Privacy',
  allPrivacy: 'Any privacy',
  download: 'Download',
} as const;

/** `GET /api/export/{kind}/`: the hunter's own items, streamed as a file. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  /** The season that opened in this year (September 1 to August 31). */
  season: z.coerce.number().int().min(1900).max(2200).optional(),
  privacy_level: privacyLevelSchema.optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
export const exportParamsSchema = z.object({ kind: z.enum(EXPORT_KINDS) });
