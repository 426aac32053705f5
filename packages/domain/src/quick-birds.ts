/** The bird entry's one-tap species: the hunter's own most logged, topped up with common ones; no zod here. */

import { BIRD_QUANTITY_MAX, type BirdGender } from './bird-constants.js';
import type { BirdEntry } from './birds.js';
import { isSpecies, type Species } from './species-constants.js';

/** How many species the bird entry offers one tap away. */
export const QUICK_SPECIES_COUNT = 6;

/** What a hunter with no birds logged yet is offered: the ducks and goose most taken on US flyways. */
export const COMMON_SPECIES: readonly Species[] = [
  'mallard',
  'green_winged_teal',
  'wood_duck',
  'gadwall',
  'northern_pintail',
  'canada_goose',
];

/** One species the hunter has logged, with how many birds of it. */
export interface SpeciesTally {
  species: string;
  birds: number;
}

/**
 * The species offered one tap away: the hunter's most logged first (most birds, then by name for
 * a stable order), then common species they have not logged, up to `count`. Values outside the
 * catalogue are skipped.
 */
export function quickSpecies(
  logged: readonly SpeciesTally[],
  count: number = QUICK_SPECIES_COUNT,
): Species[] {
  const own = [...logged]
    .filter((tally) => tally.birds > 0)
    .sort((a, b) => b.birds - a.birds || a.species.localeCompare(b.species))
    .map((tally) => tally.species)
    .filter(isSpecies);
  return [...new Set([...own, ...COMMON_SPECIES])].slice(0, Math.max(0, count));
}

/**
 * A bird entry the quick row adds: one bird of a species and sex, credited to the hunter (null)
 * unless a party member is picked as its shooter, nothing else said about it.
 */
export function quickBirdEntry(
  species: Species,
  gender: BirdGender,
  shooter: number | null = null,
): BirdEntry {
  const entry: BirdEntry = { species, gender, harvested_at: null, notes: '', quantity: 1 };
  return shooter === null ? entry : { ...entry, shooter };
}

/** Two entries stand for the same bird when only their quantity differs. */
export function sameBird(a: BirdEntry, b: BirdEntry): boolean {
  return (
    a.species === b.species &&
    a.gender === b.gender &&
    a.harvested_at === b.harvested_at &&
    a.notes === b.notes &&
    (a.shooter ?? null) === (b.shooter ?? null)
  );
}

/**
 * Adds an entry to a list of entries still to be saved: it joins an entry of the same bird while
 * that one stays within the 20 a single entry may hold, else it starts a new entry at the end.
 * Returns a new list; the index says which entry took it.
 */
export function tallyBirdEntry<T extends { entry: BirdEntry }>(
  entries: readonly T[],
  entry: BirdEntry,
  start: (entry: BirdEntry) => T,
): { entries: T[]; index: number } {
  const index = entries.findIndex(
    (item) =>
      sameBird(item.entry, entry) && item.entry.quantity + entry.quantity <= BIRD_QUANTITY_MAX,
  );
  if (index === -1) return { entries: [...entries, start(entry)], index: entries.length };
  const next = [...entries];
  const joined = next[index];
  if (joined) {
    next[index] = {
      ...joined,
      entry: { ...joined.entry, quantity: joined.entry.quantity + entry.quantity },
    };
  }
  return { entries: next, index };
}

/** What the quick row and the removal's Undo say (issue 29 item 12 and 11). */
export const QUICK_BIRD_TEXT = {
  heading: 'Quick add',
  hint: 'Your most logged birds, one tap each.',
  firstHint: 'Common birds, one tap each. Yours come first once you log them.',
  sexLegend: 'Sex',
  loading: 'Loading your birds...',
  otherBirdHint: 'Any other species, or a bird with a time or notes.',
  addFailed: 'Could not add the bird',
} as const;

/** "Add Mallard (drake)": the quick button's name, read aloud and by tests. */
export function quickAddLabel(speciesName: string, sexName: string): string {
  return `Add ${speciesName} (${sexName.toLowerCase()})`;
}

/** "Added Mallard (drake)": announced after a quick add. */
export function quickAddedText(speciesName: string, sexName: string): string {
  return `Added ${speciesName} (${sexName.toLowerCase()})`;
}

/** How long the Undo of a removed bird stays on screen. */
export const BIRD_UNDO_WINDOW_MS = 8000;

/** The removal toast and its Undo (issue 29 item 11); `bird` reads "Mallard (drake)". */
export const BIRD_REMOVAL_TEXT = {
  removed: 'Bird removed',
  removedFrom: (bird: string, hunt: string) => `${bird} taken off ${hunt}.`,
  undo: 'Undo',
  restored: 'Bird restored',
  restoredTo: (bird: string, hunt: string) => `${bird} is back on ${hunt}.`,
  restoreFailed: 'Could not put the bird back',
  removeFailed: 'Could not remove the bird',
} as const;
