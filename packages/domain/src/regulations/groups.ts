import { speciesEntry } from '../species-constants.js';
import type { BagGroup } from './constants.js';

/** The bag a species counts in: geese, or ducks (dabblers and divers); null for an unknown one. */
export function speciesGroup(species: string): BagGroup | null {
  const category = speciesEntry(species)?.category;
  if (category === undefined) return null;
  return category === 'geese' ? 'geese' : 'ducks';
}
