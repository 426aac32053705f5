/** Limits, names, messages and rules of the species catalogue; no zod here, so a screen can use them without it. */

/** The three groups of the bird-entry form (seed 001 section 3). Ducks are dabblers and divers. */
export const SPECIES_CATEGORIES = ['dabblers', 'divers', 'geese'] as const;
export type SpeciesCategory = (typeof SPECIES_CATEGORIES)[number];

export const SPECIES_CATEGORY_LABELS: Record<SpeciesCategory, string> = {
  dabblers: 'Dabblers',
  divers: 'Divers',
  geese: 'Geese',
};

/**
 * The species catalogue exactly as seed 001 lists it. The value is stored with each bird and
 * never changes; the label is what the hunter reads.
 */
export const SPECIES_CATALOGUE = [
  { value: 'american_black_duck', label: 'American Black Duck', category: 'dabblers' },
  { value: 'american_wigeon', label: 'American Wigeon', category: 'dabblers' },
  { value: 'blue_winged_teal', label: 'Blue-winged Teal', category: 'dabblers' },
  { value: 'cinnamon_teal', label: 'Cinnamon Teal', category: 'dabblers' },
  { value: 'eurasian_wigeon', label: 'Eurasian Wigeon', category: 'dabblers' },
  { value: 'gadwall', label: 'Gadwall', category: 'dabblers' },
  { value: 'green_winged_teal', label: 'Green-winged Teal', category: 'dabblers' },
  { value: 'mallard', label: 'Mallard', category: 'dabblers' },
  { value: 'mottled_duck', label: 'Mottled Duck', category: 'dabblers' },
  { value: 'northern_pintail', label: 'Northern Pintail', category: 'dabblers' },
  { value: 'northern_shoveler', label: 'Northern Shoveler', category: 'dabblers' },
  { value: 'wood_duck', label: 'Wood Duck', category: 'dabblers' },
  { value: 'barrows_goldeneye', label: 'Barrows Goldeneye', category: 'divers' },
  { value: 'black_scoter', label: 'Black Scoter', category: 'divers' },
  { value: 'bufflehead', label: 'Bufflehead', category: 'divers' },
  { value: 'canvasback', label: 'Canvasback', category: 'divers' },
  { value: 'common_eider', label: 'Common Eider', category: 'divers' },
  { value: 'common_goldeneye', label: 'Common Goldeneye', category: 'divers' },
  { value: 'common_merganser', label: 'Common Merganser', category: 'divers' },
  { value: 'greater_scaup', label: 'Greater Scaup', category: 'divers' },
  { value: 'harlequin_duck', label: 'Harlequin Duck', category: 'divers' },
  { value: 'hooded_merganser', label: 'Hooded Merganser', category: 'divers' },
  { value: 'king_eider', label: 'King Eider', category: 'divers' },
  { value: 'lesser_scaup', label: 'Lesser Scaup', category: 'divers' },
  { value: 'long_tailed_duck', label: 'Long-Tailed Duck', category: 'divers' },
  { value: 'red_breasted_merganser', label: 'Red-breasted Merganser', category: 'divers' },
  { value: 'redhead', label: 'Redhead', category: 'divers' },
  { value: 'ring_necked_duck', label: 'Ring-necked Duck', category: 'divers' },
  { value: 'spectacled_eider', label: 'Spectacled Eider', category: 'divers' },
  { value: 'stellers_eider', label: 'Stellers Eider', category: 'divers' },
  { value: 'surf_scoter', label: 'Surf Scoter', category: 'divers' },
  { value: 'barnacle_goose', label: 'Barnacle Goose', category: 'geese' },
  { value: 'brant', label: 'Brant', category: 'geese' },
  { value: 'cackling_goose', label: 'Cackling Goose', category: 'geese' },
  { value: 'canada_goose', label: 'Canada Goose', category: 'geese' },
  { value: 'emperor_goose', label: 'Emperor Goose', category: 'geese' },
  { value: 'hawaiian_nene_goose', label: 'Hawaiian Nene Goose', category: 'geese' },
  { value: 'ross_goose', label: 'Ross Goose', category: 'geese' },
  { value: 'snow_goose', label: 'Snow Goose', category: 'geese' },
  { value: 'white_fronted_goose', label: 'White-fronted Goose', category: 'geese' },
] as const satisfies readonly { value: string; label: string; category: SpeciesCategory }[];

export type Species = (typeof SPECIES_CATALOGUE)[number]['value'];
export type SpeciesEntry = (typeof SPECIES_CATALOGUE)[number];

export const SPECIES_VALUES = SPECIES_CATALOGUE.map((entry) => entry.value) as [
  Species,
  ...Species[],
];

const byValue = new Map<string, SpeciesEntry>(
  SPECIES_CATALOGUE.map((entry) => [entry.value, entry]),
);

export function isSpecies(value: string): value is Species {
  return byValue.has(value);
}

/** The catalogue entry of a stored species value, or undefined for an unknown one. */
export function speciesEntry(value: string): SpeciesEntry | undefined {
  return byValue.get(value);
}

/** The label a hunter reads; an unknown stored value is shown as it is. */
export function speciesLabel(value: string): string {
  return byValue.get(value)?.label ?? value;
}

export function speciesInCategory(category: SpeciesCategory): SpeciesEntry[] {
  return SPECIES_CATALOGUE.filter((entry) => entry.category === category);
}
