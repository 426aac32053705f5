import { z } from 'zod';
import { BIRD_GENDERS } from '../bird-constants.js';
import { loggedDateSchema } from '../input.js';
import { pageQueryFields, paginatedSchema } from '../pagination.js';
import { BAND_LIMITS, BAND_MESSAGES, BAND_PAGE_SIZE, BAND_TYPES } from './constants.js';

const reportedOnSchema = loggedDateSchema(
  BAND_MESSAGES.reportedOnInvalid,
  BAND_MESSAGES.reportedOnFuture,
).nullable();

/** PUT /api/bands/{bird_id}/: the band a bird carries (a new band replaces the old). */
export const bandInputSchema = z.object({
  band_number: z
    .string({ error: BAND_MESSAGES.numberRequired })
    .trim()
    .min(1, BAND_MESSAGES.numberRequired)
    .max(BAND_LIMITS.numberMax, BAND_MESSAGES.numberInvalid)
    .regex(/^([A-Za-z0-9][A-Za-z0-9 -]*)?$/, BAND_MESSAGES.numberInvalid),
  band_type: z.enum(BAND_TYPES, { error: BAND_MESSAGES.typeInvalid }),
  notes: z.string().max(BAND_LIMITS.notesMax, BAND_MESSAGES.notesTooLong).default(''),
  reported_on: reportedOnSchema.default(null),
});
export type BandInput = z.input<typeof bandInputSchema>;
export type BandValues = z.output<typeof bandInputSchema>;

/** PATCH /api/bands/{bird_id}/: the day the hunter reported the band, or null for not yet. */
export const bandReportSchema = z.object({ reported_on: reportedOnSchema });
export type BandReport = z.infer<typeof bandReportSchema>;

export const bandBirdParamsSchema = z.object({
  bird_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** One line of the band log: the band and the bird, day and place it was taken. */
export const bandLogEntrySchema = z.object({
  bird_id: z.number().int().positive(),
  hunt_id: z.number().int().positive(),
  date_of_hunt: z.string(),
  /** The saved location's name, null when the hunt has none the hunter may see. */
  place: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  species: z.string(),
  species_display: z.string(),
  gender: z.enum(BIRD_GENDERS),
  band_number: z.string(),
  band_type: z.enum(BAND_TYPES),
  band_type_display: z.string(),
  notes: z.string(),
  reported_on: z.string().nullable(),
  report_url: z.string(),
});
export type BandLogEntry = z.infer<typeof bandLogEntrySchema>;

/** GET /api/bands/: the hunter's own banded birds, newest hunt first, a page at a time. */
export const bandLogSchema = paginatedSchema(bandLogEntrySchema);

/** GET /api/bands/ query: `page` and `page_size` (BAND_PAGE_SIZE by default). */
export const bandLogQuerySchema = z.object(pageQueryFields(BAND_PAGE_SIZE));
export type BandLog = z.infer<typeof bandLogSchema>;
