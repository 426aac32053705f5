import { z } from 'zod';
import { SPECIES_VALUES } from './species-constants.js';
import { jsonRecordIdSchema } from './pagination.js';
import {
  BIRD_GENDERS,
  BIRD_MESSAGES,
  BIRD_QUANTITY_MAX,
  BIRD_QUANTITY_MIN,
  DEFAULT_BIRD_GENDER,
  NOTES_MAX_LENGTH,
} from './bird-constants.js';

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** Notes shared by hunts and birds: optional, at most 1000 characters. */
export const harvestNotesSchema = z.string().max(NOTES_MAX_LENGTH, BIRD_MESSAGES.notesTooLong);

/** An optional time of day; blank means none. HH:MM:SS is accepted and kept to the minute. */
export const harvestedAtSchema = z.union([z.string(), z.null()]).transform((value, context) => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const match = TIME_PATTERN.exec(trimmed);
  if (!match) {
    context.addIssue({ code: 'custom', message: BIRD_MESSAGES.harvestedAtInvalid });
    return z.NEVER;
  }
  return `${match[1]}:${match[2]}`;
});

const speciesField = z.enum(SPECIES_VALUES, { error: BIRD_MESSAGES.speciesRequired });

/** One bird entry of the add-bird form: `quantity` copies of the same bird. */
export const birdEntrySchema = z.object({
  species: speciesField,
  gender: z.enum(BIRD_GENDERS, { error: BIRD_MESSAGES.genderInvalid }).default(DEFAULT_BIRD_GENDER),
  harvested_at: harvestedAtSchema.optional().transform((value) => value ?? null),
  notes: harvestNotesSchema.default(''),
  quantity: z
    .number({ error: BIRD_MESSAGES.quantityRange })
    .int(BIRD_MESSAGES.quantityRange)
    .min(BIRD_QUANTITY_MIN, BIRD_MESSAGES.quantityRange)
    .max(BIRD_QUANTITY_MAX, BIRD_MESSAGES.quantityRange)
    .default(BIRD_QUANTITY_MIN),
  /** The party member who shot it (GET /api/hunts/{id}/party/); null or absent is the owner. */
  shooter: jsonRecordIdSchema.nullable().optional(),
});
export type BirdEntryInput = z.input<typeof birdEntrySchema>;
export type BirdEntry = z.output<typeof birdEntrySchema>;

/** GET /api/hunts/frequent_species/: the species of the hunter's own birds, most logged first. */
export const frequentSpeciesSchema = z.object({
  results: z.array(
    z.object({
      species: z.string(),
      species_display: z.string(),
      birds: z.number().int().nonnegative(),
    }),
  ),
});
export type FrequentSpecies = z.infer<typeof frequentSpeciesSchema>;
