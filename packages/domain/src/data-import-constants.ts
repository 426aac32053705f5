/** What a hunter imports as locations, and why a waypoint is left out (issue 28); no zod here. */

/** 'marshlog': the ZIP archive Marshlog's own export writes (locations and hunts). */
export const IMPORT_FORMATS = ['gpx', 'kml', 'geojson', 'marshlog'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The Content-Type each format is uploaded with; the server also takes the generic XML and JSON types. */
export const IMPORT_CONTENT_TYPES: Record<ImportFormat, string> = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  geojson: 'application/geo+json',
  marshlog: 'application/zip',
};

/**
 * The largest file an import reads. The upload goes to a file and is parsed in a worker thread
 * (GPX and KML as a stream), so a large file does not hold up the server's other requests; a
 * large file is best sent as a background job (`POST /api/import/locations/jobs/`).
 */
export const IMPORT_MAX_MEGABYTES = 50;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;
/** At most this many locations in one import commit. */
export const IMPORT_MAX_LOCATIONS = 100_000;
/** A waypoint with the same name this close to a saved location is the same place. */
export const IMPORT_DUPLICATE_METRES = 25;

export const IMPORT_SKIP_REASONS = [
  'no_coordinates',
  'out_of_range',
  'not_a_point',
  'unnamed',
  'name_too_long',
  'notes_too_long',
  'repeated',
  'duplicate',
  'invalid_record',
  'duplicate_hunt',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const IMPORT_SKIP_LABELS: Record<ImportSkipReason, string> = {
  no_coordinates: 'No coordinates',
  out_of_range: 'Coordinates out of range',
  not_a_point: 'Not a point (a track, route or area)',
  unnamed: 'No name',
  name_too_long: 'Name longer than 255 characters',
  notes_too_long: 'Notes longer than 1000 characters',
  repeated: 'Repeated in the file (same name within 25 m)',
  duplicate: 'Already saved (same name within 25 m)',
  invalid_record: 'Not a valid Marshlog record',
  duplicate_hunt: 'Already logged (same day within 25 m)',
};

/**
 * What a Marshlog archive may hold before it is refused as a ZIP bomb: files, bytes once
 * unpacked (as the archive declares them, checked again while unpacking), and how far one file
 * may be compressed; marshlog.json is the only file unpacked.
 */
export const ARCHIVE_IMPORT_LIMITS = {
  entries: 20_000,
  unpackedMegabytes: 1024,
  documentMegabytes: 64,
  /** Above this many bytes unpacked, a file compressed more than `ratio` to 1 is refused. */
  ratioFloorBytes: 1024 * 1024,
  ratio: 100,
} as const;

export const ARCHIVE_IMPORT_MESSAGES = {
  unsupportedType: 'Upload a Marshlog archive: a ZIP file with Content-Type application/zip.',
  notZip: 'This file is not a ZIP archive.',
  tooManyEntries: `This archive holds more than ${ARCHIVE_IMPORT_LIMITS.entries} files; it is refused.`,
  tooLargeUnpacked: `This archive unpacks to more than ${ARCHIVE_IMPORT_LIMITS.unpackedMegabytes} MB; it is refused.`,
  documentTooLarge: `marshlog.json is larger than ${ARCHIVE_IMPORT_LIMITS.documentMegabytes} MB unpacked; it is refused.`,
  compressionRatio: (name: string) =>
    `${name} in this archive is compressed more than ${ARCHIVE_IMPORT_LIMITS.ratio} to 1, as in a ZIP bomb; it is refused.`,
  unsafePath: (name: string) =>
    `The file name "${name}" in this archive points outside it; the archive is refused.`,
  noDocument: 'This ZIP is not a Marshlog archive: it has no marshlog.json.',
  notMarshlog: 'marshlog.json is not a Marshlog archive (format "marshlog-archive", version 1).',
  malformedJson: (reason: string) => `marshlog.json is not valid JSON: ${reason}`,
} as const;

export const IMPORT_MESSAGES = {
  unsupportedType:
    'Unsupported file type. Upload a GPX, KML or GeoJSON file (Content-Type application/gpx+xml, application/vnd.google-earth.kml+xml or application/geo+json).',
  tooLarge: `The file is larger than ${IMPORT_MAX_MEGABYTES} MB.`,
  empty: 'The file is empty.',
  doctype:
    'XML with a DOCTYPE or entity declarations is refused: external entities are never loaded.',
  malformedXml: (format: string, reason: string) =>
    `This ${format.toUpperCase()} file is malformed XML: ${reason}`,
  wrongRoot: (format: string) =>
    `This is not a ${format.toUpperCase()} file: its root element is not <${format}>.`,
  notGpxOrKml: 'This XML file is neither GPX nor KML.',
  malformedJson: (reason: string) => `This GeoJSON file is not valid JSON: ${reason}`,
  notGeoJson: 'This is not GeoJSON: expected a FeatureCollection or a Feature.',
  nothingChosen: 'Choose at least one location to import.',
  unreadable: 'The file could not be read. Try again, or import it in smaller parts.',
} as const;

export const IMPORT_JOB_STATUSES = ['reading', 'ready', 'failed'] as const;

export const IMPORT_TEXT = {
  title: 'Import locations',
  intro:
    'Bring your spots from another map: GPX or KML waypoints, or GeoJSON points. You see what will be imported before anything is saved.',
  file: 'GPX, KML or GeoJSON file',
  fileHint: `Up to ${IMPORT_MAX_MEGABYTES} MB`,
  reading: 'Reading...',
  readingProgress: (percent: number, features: number) =>
    `Reading... ${percent}% (${features} ${features === 1 ? 'waypoint' : 'waypoints'} so far)`,
  privacy: 'Who sees the imported locations',
  importButton: 'Import',
  importing: 'Importing...',
  empty: 'No waypoints to import in this file.',
  candidates: 'Ready to import',
  skipped: 'Left out',
  duplicate: 'Already saved',
  startOver: 'Choose another file',
  imported: (count: number) => `Imported ${count} ${count === 1 ? 'location' : 'locations'}.`,
} as const;
