import { z } from 'zod';
import { birdEntrySchema, harvestNotesSchema } from './birds.js';
import { huntSummaryFields, huntWeatherSchema } from './hunt-answers.js';
import {
  boundingBoxSchema,
  latitudeSchema,
  longitudeSchema,
  pointFeatureCollectionSchema,
} from './coordinates.js';
import { calendarDateSchema, loggedDateSchema } from './input.js';
import { pageQueryFields, recordIdSchema } from './pagination.js';
import { privacyLevelSchema } from './privacy.js';
import { featureOwnerSchema } from './user-answers.js';
import { INPUT_MESSAGES, MAX_RECORD_ID } from './input-constants.js';
import { DEFAULT_PRIVACY_LEVEL, PRIVACY_LEVELS } from './privacy-constants.js';
import { isSpecies, type Species } from './species-constants.js';
import {
  DEFAULT_HUNT_ORDERING,
  HUNT_BIRD_ENTRIES_MAX,
  HUNT_BIRDS_MAX,
  HUNT_LIMITS,
  HUNT_MESSAGES,
  HUNT_ORDERINGS,
  HUNT_PAGE_SIZE,
  HUNT_SCOPES,
} from './hunt-constants.js';

/** A calendar date, YYYY-MM-DD (DESIGN.md section 4). */
const huntDateFormat = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? HUNT_MESSAGES.dateRequired : HUNT_MESSAGES.dateInvalid,
};

/** The date of a hunt: logged after it happened, so from 1900 up to tomorrow (UTC). */
export const huntDateSchema = loggedDateSchema(huntDateFormat, HUNT_MESSAGES.dateInFuture);
/** A date in a hunt filter: any plausible calendar date. */
const huntFilterDateSchema = calendarDateSchema(huntDateFormat);

/** An optional count of a hunt (shells fired, birds lost): a whole number, or null when not recorded. */
const huntCount = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message).nullable();

const measurement = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).nullable();

/** Fields a hunter writes, without defaults, so a partial update touches only what it names. */
const huntFields = {
  date_of_hunt: huntDateSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  privacy_level: z.enum(PRIVACY_LEVELS, { error: HUNT_MESSAGES.privacyInvalid }),
  notes: harvestNotesSchema,
  weather_conditions: z
    .string()
    .trim()
    .max(HUNT_LIMITS.weatherConditions, HUNT_MESSAGES.weatherConditionsTooLong)
    .nullable(),
  temperature: measurement(
    HUNT_LIMITS.temperatureMin,
    HUNT_LIMITS.temperatureMax,
    HUNT_MESSAGES.temperatureRange,
  ),
  wind_speed: measurement(
    HUNT_LIMITS.windSpeedMin,
    HUNT_LIMITS.windSpeedMax,
    HUNT_MESSAGES.windSpeedRange,
  ),
  wind_direction: z
    .string()
    .trim()
    .max(HUNT_LIMITS.windDirection, HUNT_MESSAGES.windDirectionTooLong)
    .nullable(),
  weather: huntWeatherSchema.nullable(),
  shells_fired: huntCount(HUNT_LIMITS.shellsFiredMax, HUNT_MESSAGES.shellsFiredRange),
  birds_lost: huntCount(HUNT_LIMITS.birdsLostMax, HUNT_MESSAGES.birdsLostRange),
  /** The saved location it was hunted at (one the hunter may see), or null for none. */
  location: z
    .number({ error: HUNT_MESSAGES.locationInvalid })
    .int(HUNT_MESSAGES.locationInvalid)
    .positive(HUNT_MESSAGES.locationInvalid)
    .max(2 ** 31 - 1, HUNT_MESSAGES.locationInvalid)
    .nullable(),
};

/** POST /api/hunts/: the hunt, and optionally its birds so the create form submits them at once. */
export const huntCreateSchema = z.object({
  ...huntFields,
  privacy_level: huntFields.privacy_level.default(DEFAULT_PRIVACY_LEVEL),
  notes: harvestNotesSchema.default(''),
  weather_conditions: huntFields.weather_conditions.default(null),
  temperature: huntFields.temperature.default(null),
  wind_speed: huntFields.wind_speed.default(null),
  wind_direction: huntFields.wind_direction.default(null),
  weather: huntFields.weather.default(null),
  shells_fired: huntFields.shells_fired.default(null),
  birds_lost: huntFields.birds_lost.default(null),
  location: huntFields.location.default(null),
  birds: z
    .array(birdEntrySchema)
    .max(HUNT_BIRD_ENTRIES_MAX, HUNT_MESSAGES.tooManyBirdEntries)
    .refine(
      (entries) => entries.reduce((sum, entry) => sum + entry.quantity, 0) <= HUNT_BIRDS_MAX,
      HUNT_MESSAGES.tooManyBirds,
    )
    .default([]),
});
export type HuntCreateInput = z.input<typeof huntCreateSchema>;
export type HuntCreate = z.output<typeof huntCreateSchema>;

/** PATCH /api/hunts/{id}/: any of the hunt's own fields; birds change through add_bird/remove_bird. */
export const huntUpdateSchema = z.object(huntFields).partial();
export type HuntUpdate = z.output<typeof huntUpdateSchema>;

/** DELETE /api/hunts/{id}/remove_bird/: the bird, in the JSON body or the query. */
export const removeBirdSchema = z.object({
  bird_id: z.coerce
    .number({ error: HUNT_MESSAGES.birdIdRequired })
    .int()
    .positive(HUNT_MESSAGES.birdIdRequired)
    .max(MAX_RECORD_ID, INPUT_MESSAGES.idOutOfRange),
});

/** `species=mallard` or `species=mallard,canada_goose`. */
const speciesListSchema = z.string().transform((value, context): Species[] => {
  const values = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = values.filter((part) => !isSpecies(part));
  if (unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `${HUNT_MESSAGES.unknownSpecies}: ${unknown.join(', ')}`,
    });
    return z.NEVER;
  }
  return values.filter(isSpecies);
});

export const huntScopeSchema = z.enum(HUNT_SCOPES, { error: HUNT_MESSAGES.scopeInvalid });

const dateRange = {
  start_date: huntFilterDateSchema.optional(),
  end_date: huntFilterDateSchema.optional(),
};

function startNotAfterEnd(range: { start_date?: string; end_date?: string }): boolean {
  return !range.start_date || !range.end_date || range.start_date <= range.end_date;
}
const rangeIssue = { message: HUNT_MESSAGES.dateRangeOrder, path: ['end_date'] };

export const huntListQuerySchema = z
  .object({
    ...dateRange,
    privacy_level: privacyLevelSchema.optional(),
    species: speciesListSchema.optional(),
    search: z.string().trim().max(HUNT_LIMITS.searchMax).optional(),
    /** One hunter's hunts (still only those the viewer may see). */
    user: recordIdSchema.optional(),
    scope: huntScopeSchema.optional(),
    /** The hunts at one saved location (404 when the viewer may not see that location). */
    location: recordIdSchema.optional(),
    ordering: z.enum(HUNT_ORDERINGS).default(DEFAULT_HUNT_ORDERING),
    ...pageQueryFields(HUNT_PAGE_SIZE),
  })
  .refine(startNotAfterEnd, rangeIssue);
export type HuntListQuery = z.output<typeof huntListQuerySchema>;

/** GET /api/hunts/geojson/ (seed 001 section 7). */
export const huntGeojsonQuerySchema = z
  .object({
    ...dateRange,
    privacy_level: privacyLevelSchema.optional(),
    scope: huntScopeSchema.optional(),
    bbox: boundingBoxSchema.optional(),
  })
  .refine(startNotAfterEnd, rangeIssue);
export type HuntGeojsonQuery = z.output<typeof huntGeojsonQuerySchema>;

/** One hunt on the map: a GeoJSON point with the hunt's fields as properties. */
export const huntFeaturePropertiesSchema = z.object({
  ...huntSummaryFields,
  /** The saved location's name, null unless the viewer may see that location. */
  location_name: z.string().nullable(),
  species: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  user: featureOwnerSchema,
  is_owner: z.boolean(),
  can_edit: z.boolean(),
});

export const huntFeatureCollectionSchema = pointFeatureCollectionSchema(
  huntFeaturePropertiesSchema,
);
export type HuntFeatureCollection = z.infer<typeof huntFeatureCollectionSchema>;

/** One waterfowl season's harvest at a location: hunts the viewer may see, and their birds. */
export const huntSeasonSchema = z.object({
  /** The year the season opened (seasons run from September 1). */
  start_year: z.number().int(),
  /** e.g. "2024-25". */
  season: z.string(),
  hunts: z.number().int(),
  total_birds: z.number().int(),
  total_ducks: z.number().int(),
  total_geese: z.number().int(),
});
export type HuntSeason = z.infer<typeof huntSeasonSchema>;
