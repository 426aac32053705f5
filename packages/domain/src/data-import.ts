import { z } from 'zod';
import {
  IMPORT_FORMATS,
  IMPORT_JOB_STATUSES,
  IMPORT_MAX_LOCATIONS,
  IMPORT_MESSAGES,
  IMPORT_SKIP_REASONS,
} from './data-import-constants.js';
import { latitudeSchema, longitudeSchema } from './coordinates.js';
import { locationNameSchema, locationNotesSchema, locationTypeSchema } from './locations.js';
import { privacyLevelSchema } from './privacy.js';
import { DEFAULT_PRIVACY_LEVEL } from './privacy-constants.js';
import { DEFAULT_LOCATION_TYPE } from './location-constants.js';

/** A waypoint of the file that can become a location. */
export const importCandidateSchema = z.object({
  /** The waypoint's place among the file's features, for the skipped list and the table. */
  index: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  notes: z.string(),
  location_type: locationTypeSchema,
  /** The hunter's saved location with the same name within 25 m, or null. */
  duplicate_of: z.number().int().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

/** A feature of the file that is not imported, and why. */
export const importSkippedSchema = z.object({
  index: z.number().int(),
  name: z.string().nullable(),
  reason: z.enum(IMPORT_SKIP_REASONS),
});
export type ImportSkipped = z.infer<typeof importSkippedSchema>;

/** `POST /api/import/locations/preview/`: what the file holds; nothing is saved. */
export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  candidates: z.array(importCandidateSchema),
  skipped: z.array(importSkippedSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One chosen waypoint, as the preview gave it. */
export const importLocationSchema = z.object({
  name: locationNameSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  notes: locationNotesSchema.default(''),
  location_type: locationTypeSchema.default(DEFAULT_LOCATION_TYPE),
});

/** `POST /api/import/locations/`: the chosen waypoints, saved together at one privacy level. */
export const importCommitSchema = z.object({
  privacy_level: privacyLevelSchema.default(DEFAULT_PRIVACY_LEVEL),
  locations: z
    .array(importLocationSchema)
    .min(1, IMPORT_MESSAGES.nothingChosen)
    .max(IMPORT_MAX_LOCATIONS),
});
export type ImportCommitInput = z.input<typeof importCommitSchema>;
export type ImportCommit = z.output<typeof importCommitSchema>;

/** What the commit saved, and what it left out (already saved, or repeated in the request). */
export const importResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.array(importSkippedSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * `POST /api/import/locations/jobs/` and `GET /api/import/locations/jobs/{id}/`: a file being read
 * in the background; where its preview is once ready, or why it was refused.
 */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** Percent of the file read, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Features found so far (GPX and KML; GeoJSON counts once read). */
  features_read: z.number().int(),
  /** Where the preview (as the preview route answers it) is read once ready, else null. */
  preview_path: z.string().nullable(),
  /** Why the file was refused, when failed. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importJobParamsSchema = z.object({ id: z.uuid() });

/** A hunt of a Marshlog archive that can be imported, as the preview lists it. */
export const archiveHuntCandidateSchema = z.object({
  /** The hunt's place in the archive's `hunts`. */
  index: z.number().int(),
  date_of_hunt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  birds: z.number().int(),
  /** The archive's location it was hunted at, by its `index` in the locations preview, or null. */
  location_index: z.number().int().nullable(),
});

/** `POST /api/import/archive/preview/`: what a Marshlog archive would import; nothing is saved. */
export const archiveImportPreviewSchema = z.object({
  locations: importPreviewSchema,
  hunts: z.object({
    candidates: z.array(archiveHuntCandidateSchema),
    /** A hunt's `name` here is its date. */
    skipped: z.array(importSkippedSchema),
  }),
});
export type ArchiveImportPreview = z.infer<typeof archiveImportPreviewSchema>;

/** `POST /api/import/archive/?privacy_level=`: everything the archive holds, at one level. */
export const archiveImportQuerySchema = z.object({
  privacy_level: privacyLevelSchema.default(DEFAULT_PRIVACY_LEVEL),
});

export const archiveImportResultSchema = z.object({
  locations: importResultSchema,
  hunts: importResultSchema,
});
export type ArchiveImportResult = z.infer<typeof archiveImportResultSchema>;
