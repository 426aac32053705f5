import { z } from 'zod';
import { SPECIES_VALUES, speciesCategorySchema, speciesEntry } from './species.js';

export const BIRD_GENDERS = ['drake', 'hen'] as const;
export type BirdGender = (typeof BIRD_GENDERS)[number];
export const DEFAULT_BIRD_GENDER: BirdGender = 'drake';
export const BIRD_GENDER_LABELS: Record<BirdGender, string> = { drake: 'Drake', hen: 'Hen' };

/** Birds added at once by one bird entry (seed 001 sections 5 and 9). */
export const BIRD_QUANTITY_MIN = 1;
export const BIRD_QUANTITY_MAX = 20;
export const NOTES_MAX_LENGTH = 1000;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

export const BIRD_MESSAGES = {
  speciesRequired: 'Please select a species',
  quantityRange: `Quantity must be between ${BIRD_QUANTITY_MIN} and ${BIRD_QUANTITY_MAX}`,
  genderInvalid: 'Gender must be drake or hen',
  harvestedAtInvalid: 'Harvest time must be a time of day as HH:MM',
  notesTooLong: `Notes must be less than ${NOTES_MAX_LENGTH} characters`,
} as const;

/** The quantity input is clamped to 1-20 as the hunter types (seed 001 section 5). */
export function clampBirdQuantity(value: number): number {
  if (!Number.isFinite(value)) return BIRD_QUANTITY_MIN;
  return Math.min(BIRD_QUANTITY_MAX, Math.max(BIRD_QUANTITY_MIN, Math.round(value)));
}

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
});
export type BirdEntryInput = z.input<typeof birdEntrySchema>;
export type BirdEntry = z.output<typeof birdEntrySchema>;

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
});
export type Bird = z.infer<typeof birdSchema>;

export interface HarvestTotals {
  total_birds: number;
  /** Dabblers and divers. */
  total_ducks: number;
  total_geese: number;
}

/** The totals a hunt keeps in step with its birds. */
export function harvestTotals(species: readonly string[]): HarvestTotals {
  let ducks = 0;
  let geese = 0;
  for (const value of species) {
    const category = speciesEntry(value)?.category;
    if (category === 'geese') geese += 1;
    else if (category === 'dabblers' || category === 'divers') ducks += 1;
  }
  return { total_birds: species.length, total_ducks: ducks, total_geese: geese };
}

/** The distinct species of a harvest, in a stable order: what a hunt keeps for its map feature. */
export function harvestSpecies(species: readonly string[]): string[] {
  return [...new Set(species)].sort();
}

/** The birds one entry stands for: `quantity` copies. */
export function expandBirdEntry(entry: BirdEntry): Omit<BirdEntry, 'quantity'>[] {
  const { quantity, ...bird } = entry;
  return Array.from({ length: quantity }, () => ({ ...bird }));
}
