/** What a hunter exports, and in which format (issue 28); no zod here, so the web entry can use them. */

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

export const ARCHIVE_TEXT = {
  title: 'Full archive',
  intro:
    'One ZIP with everything you own: hunts with their birds, locations, reports, your photos (without GPS data) and a README of the format.',
  prepare: 'Prepare archive',
  preparing: (percent: number) => `Preparing... ${percent}%`,
  download: 'Download archive',
  failed: 'The archive could not be prepared. Please try again.',
} as const;
