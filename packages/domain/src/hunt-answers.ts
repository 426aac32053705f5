import { z } from 'zod';
import { BIRD_GENDERS } from './bird-constants.js';
import { photoSchema } from './photo-answers.js';
import { privacyLevelSchema } from './privacy.js';
import { speciesCategorySchema } from './species.js';
import { userSchema } from './user-answers.js';

/*
 * A hunt as the API answers with it, apart from what a hunter sends (hunts.ts): a screen that only
 * reads hunts (the hunt list on a phone's first load) builds these schemas and none of the forms'
 * or queries'.
 */

/** A harvested bird as a hunt's JSON carries it. */
export const birdSchema = z.object({
  id: z.number().int().positive(),
  species: z.string(),
  species_display: z.string(),
  category: speciesCategorySchema.nullable(),
  gender: z.enum(BIRD_GENDERS),
  gender_display: z.string(),
  harvested_at: z.string().nullable(),
  notes: z.string(),
  /** The party member credited with the bird; null is the hunt's owner. */
  shooter: z.number().int().positive().nullable(),
});
export type Bird = z.infer<typeof birdSchema>;

/** Weather details kept with a hunt (seed 001 section 3). */
export const huntWeatherSchema = z.object({
  humidity: z.number().min(0).max(100).nullable().optional(),
  barometric_pressure: z.number().min(0).max(100).nullable().optional(),
  moon_phase: z.string().max(50).nullable().optional(),
  sunrise: z.string().max(20).nullable().optional(),
  sunset: z.string().max(20).nullable().optional(),
});
export type HuntWeather = z.infer<typeof huntWeatherSchema>;

/** What a hunt answers with in the list, the detail and on the map alike. */
export const huntSummaryFields = {
  id: z.number().int().positive(),
  date_of_hunt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  privacy_level: privacyLevelSchema,
  notes: z.string(),
  total_birds: z.number().int(),
  total_ducks: z.number().int(),
  total_geese: z.number().int(),
};

/**
 * The saved location a hunt was at, as the viewer may see it: null when there is none, it was
 * deleted, or the viewer may not see it (a private spot's name never leaks through a hunt).
 */
export const huntPlaceSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type HuntPlace = z.infer<typeof huntPlaceSchema>;

/** The hunt JSON of seed 001 section 3, with the permission flags. */
export const huntSchema = z.object({
  ...huntSummaryFields,
  location: huntPlaceSchema.nullable(),
  birds: z.array(birdSchema),
  weather_conditions: z.string().nullable(),
  temperature: z.number().nullable(),
  wind_speed: z.number().nullable(),
  wind_direction: z.string().nullable(),
  weather: huntWeatherSchema.nullable(),
  weather_id: z.number().int().nullable(),
  shells_fired: z.number().int().nullable(),
  birds_lost: z.number().int().nullable(),
  /** Filled by the photos module. */
  photos: z.array(photoSchema),
  created_at: z.string(),
  updated_at: z.string(),
  user: userSchema,
  is_owner: z.boolean(),
  can_edit: z.boolean(),
  can_view_details: z.boolean(),
  can_comment: z.boolean(),
  can_upload_photos: z.boolean(),
});
export type Hunt = z.infer<typeof huntSchema>;
