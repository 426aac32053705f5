/** Limits, names, messages and rules of birds; no zod here, so a screen can use them without it. */

import { speciesEntry } from './species-constants.js';

export const BIRD_GENDERS = ['drake', 'hen'] as const;
export type BirdGender = (typeof BIRD_GENDERS)[number];
export const DEFAULT_BIRD_GENDER: BirdGender = 'drake';
export const BIRD_GENDER_LABELS: Record<BirdGender, string> = { drake: 'Drake', hen: 'Hen' };
/** Geese are ganders and geese, not drakes and hens; the stored value stays drake or hen. */
export const GOOSE_GENDER_LABELS: Record<BirdGender, string> = { drake: 'Gander', hen: 'Goose' };

/** The word for a bird's sex that fits its species: Gander or Goose for geese, Drake or Hen for ducks. */
export function birdGenderLabels(category: string | null | undefined): Record<BirdGender, string> {
  return category === 'geese' ? GOOSE_GENDER_LABELS : BIRD_GENDER_LABELS;
}

/** One bird's sex in words, by its species (see birdGenderLabels). */
export function birdGenderLabel(species: string, gender: BirdGender): string {
  return birdGenderLabels(speciesEntry(species)?.category)[gender];
}

/** Birds added at once by one bird entry (seed 001 sections 5 and 9). */
export const BIRD_QUANTITY_MIN = 1;
export const BIRD_QUANTITY_MAX = 20;
export const NOTES_MAX_LENGTH = 1000;

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

/** The birds one entry (a `BirdEntry` from birds.ts) stands for: `quantity` copies. */
export function expandBirdEntry<Entry extends { quantity: number }>(
  entry: Entry,
): Omit<Entry, 'quantity'>[] {
  const { quantity, ...bird } = entry;
  return Array.from({ length: quantity }, () => ({ ...bird }));
}
