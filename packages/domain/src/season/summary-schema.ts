import { z } from 'zod';
import type { BirdGender } from '../bird-constants.js';
import { speciesCategorySchema } from '../species.js';
import { SEASON_MESSAGES, type SurveyGroup } from './constants.js';
import { seasonWindow } from './window.js';

/** GET /api/season/summary/ (and its .csv and .pdf): a season and, optionally, a state. */
export const seasonSummaryQuerySchema = z.object({
  season: z
    .string({ error: SEASON_MESSAGES.seasonInvalid })
    .refine((value) => seasonWindow(value) !== null, SEASON_MESSAGES.seasonInvalid),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, SEASON_MESSAGES.stateInvalid)
    .optional(),
});
export type SeasonSummaryQuery = z.infer<typeof seasonSummaryQuerySchema>;

const count = z.number().int().nonnegative();

export const speciesHarvestSchema = z.object({
  species: z.string(),
  species_display: z.string(),
  category: speciesCategorySchema.nullable(),
  drakes: count,
  hens: count,
  total: count,
});
export type SpeciesHarvest = z.infer<typeof speciesHarvestSchema>;

export const placeHarvestSchema = z.object({
  /** The saved location's name, null for hunts at no saved place. */
  place: z.string().nullable(),
  days: count,
  hunts: count,
  ducks: count,
  geese: count,
  birds: count,
});
export type PlaceHarvest = z.infer<typeof placeHarvestSchema>;

/** One hunting day as the harvest survey's diary asks for it. */
export const huntingDaySchema = z.object({
  date: z.string(),
  places: z.array(z.string()),
  hunts: count,
  ducks: count,
  sea_ducks: count,
  geese: count,
  brant: count,
  birds: count,
  birds_lost: count.nullable(),
  shells_fired: count.nullable(),
  /** The limits the day's birds went over, as "Hen mallards: 3 of 2"; empty without limits. */
  over_limits: z.array(z.string()),
});
export type HuntingDay = z.infer<typeof huntingDaySchema>;

/** The season's birds in the groups the HIP certification and harvest survey ask about. */
export const surveyTotalsSchema = z.object({
  ducks: count,
  sea_ducks: count,
  geese: count,
  brant: count,
} satisfies Record<SurveyGroup, typeof count>);
export type SurveyTotals = z.infer<typeof surveyTotalsSchema>;

export const summaryLimitsSchema = z.object({
  /** Which limits the days were compared with: the state's own, the federal framework, or none. */
  status: z.enum(['state', 'federal', 'unknown_state', 'flyway_needed']),
  state: z.string().nullable(),
  /** The numbers' source in one line, null when no limits apply. */
  source: z.string().nullable(),
  notice: z.string(),
  days_over: count.nullable(),
});
export type SummaryLimits = z.infer<typeof summaryLimitsSchema>;

export const seasonSummarySchema = z.object({
  season: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  days_hunted: count,
  hunts: count,
  birds: count,
  survey: surveyTotalsSchema,
  birds_lost: count,
  /** Hunts with lost birds recorded; the rest did not say. */
  hunts_with_lost: count,
  shells_fired: count,
  /** Hunts with shells recorded: shells per bird counts only their birds. */
  hunts_with_shells: count,
  shells_per_bird: z.number().nonnegative().nullable(),
  by_species: z.array(speciesHarvestSchema),
  by_sex: z.object({ drake: count, hen: count } satisfies Record<BirdGender, typeof count>),
  by_place: z.array(placeHarvestSchema),
  days: z.array(huntingDaySchema),
  limits: summaryLimitsSchema,
  notice: z.string(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;
