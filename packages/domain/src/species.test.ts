import { describe, expect, it } from 'vitest';
import { speciesSchema } from './species.js';
import {
  isSpecies,
  SPECIES_CATALOGUE,
  SPECIES_CATEGORY_LABELS,
  speciesEntry,
  speciesInCategory,
  speciesLabel,
} from './species-constants.js';

describe('species catalogue (seed 001 section 3)', () => {
  it('has 12 dabblers, 19 divers and 9 geese, 40 in all', () => {
    expect(speciesInCategory('dabblers')).toHaveLength(12);
    expect(speciesInCategory('divers')).toHaveLength(19);
    expect(speciesInCategory('geese')).toHaveLength(9);
    expect(SPECIES_CATALOGUE).toHaveLength(40);
    expect(SPECIES_CATEGORY_LABELS).toEqual({
      dabblers: 'Dabblers',
      divers: 'Divers',
      geese: 'Geese',
    });
  });

  it('lists every species by the seed’s name, in the seed’s order', () => {
    expect(speciesInCategory('dabblers').map((entry) => entry.label)).toEqual([
      'American Black Duck',
      'American Wigeon',
      'Blue-winged Teal',
      'Cinnamon Teal',
      'Eurasian Wigeon',
      'Gadwall',
      'Green-winged Teal',
      'Mallard',
      'Mottled Duck',
      'Northern Pintail',
      'Northern Shoveler',
      'Wood Duck',
    ]);
    expect(speciesInCategory('divers').map((entry) => entry.label)).toEqual([
      'Barrows Goldeneye',
      'Black Scoter',
      'Bufflehead',
      'Canvasback',
      'Common Eider',
      'Common Goldeneye',
      'Common Merganser',
      'Greater Scaup',
      'Harlequin Duck',
      'Hooded Merganser',
      'King Eider',
      'Lesser Scaup',
      'Long-Tailed Duck',
      'Red-breasted Merganser',
      'Redhead',
      'Ring-necked Duck',
      'Spectacled Eider',
      'Stellers Eider',
      'Surf Scoter',
    ]);
    expect(speciesInCategory('geese').map((entry) => entry.label)).toEqual([
      'Barnacle Goose',
      'Brant',
      'Cackling Goose',
      'Canada Goose',
      'Emperor Goose',
      'Hawaiian Nene Goose',
      'Ross Goose',
      'Snow Goose',
      'White-fronted Goose',
    ]);
  });

  it('gives each species a unique stable value derived from its name', () => {
    const values = SPECIES_CATALOGUE.map((entry) => entry.value);
    expect(new Set(values).size).toBe(40);
    for (const entry of SPECIES_CATALOGUE) {
      expect(entry.value).toBe(entry.label.toLowerCase().replace(/[^a-z]+/g, '_'));
    }
    expect(speciesEntry('mallard')).toEqual({
      value: 'mallard',
      label: 'Mallard',
      category: 'dabblers',
    });
    expect(speciesEntry('long_tailed_duck')?.category).toBe('divers');
    expect(speciesEntry('white_fronted_goose')?.label).toBe('White-fronted Goose');
  });

  it('knows its own values and shows unknown stored values as they are', () => {
    expect(isSpecies('canada_goose')).toBe(true);
    expect(isSpecies('Canada Goose')).toBe(false);
    expect(speciesLabel('redhead')).toBe('Redhead');
    expect(speciesLabel('dodo')).toBe('dodo');
    expect(speciesSchema.safeParse('brant').success).toBe(true);
    expect(speciesSchema.safeParse('dodo').success).toBe(false);
  });
});
