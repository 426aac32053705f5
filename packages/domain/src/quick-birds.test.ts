import { describe, expect, it } from 'vitest';
import {
  COMMON_SPECIES,
  QUICK_SPECIES_COUNT,
  quickBirdEntry,
  quickSpecies,
  sameBird,
  tallyBirdEntry,
} from './quick-birds.js';

describe('quickSpecies', () => {
  it('offers the common species to a hunter with no birds logged', () => {
    expect(quickSpecies([])).toEqual([...COMMON_SPECIES]);
    expect(quickSpecies([])).toHaveLength(QUICK_SPECIES_COUNT);
  });

  it('puts the hunter’s most logged species first, ties by name, then tops up with common ones', () => {
    expect(
      quickSpecies([
        { species: 'wood_duck', birds: 2 },
        { species: 'canvasback', birds: 9 },
        { species: 'brant', birds: 2 },
      ]),
    ).toEqual(['canvasback', 'brant', 'wood_duck', 'mallard', 'green_winged_teal', 'gadwall']);
  });

  it('keeps only the top ones when the hunter has logged many species', () => {
    const logged = [
      'redhead',
      'bufflehead',
      'brant',
      'gadwall',
      'surf_scoter',
      'king_eider',
      'snow_goose',
    ].map((species, index) => ({ species, birds: 10 - index }));
    expect(quickSpecies(logged, 3)).toEqual(['redhead', 'bufflehead', 'brant']);
  });

  it('skips values outside the catalogue and species with no birds', () => {
    expect(
      quickSpecies(
        [
          { species: 'dodo', birds: 50 },
          { species: 'mallard', birds: 0 },
          { species: 'brant', birds: 1 },
        ],
        2,
      ),
    ).toEqual(['brant', 'mallard']);
  });
});

describe('tallyBirdEntry', () => {
  const start = (entry: ReturnType<typeof quickBirdEntry>) => ({ key: entry.species, entry });

  it('joins a tap to the entry of the same bird, so three taps read Mallard × 3', () => {
    let list: { key: string; entry: ReturnType<typeof quickBirdEntry> }[] = [];
    for (let tap = 0; tap < 3; tap += 1) {
      list = tallyBirdEntry(list, quickBirdEntry('mallard', 'drake'), start).entries;
    }
    expect(list).toHaveLength(1);
    expect(list[0]?.entry).toMatchObject({ species: 'mallard', gender: 'drake', quantity: 3 });
  });

  it('starts a new entry for the other sex, and says which entry took the bird', () => {
    const drakes = tallyBirdEntry([], quickBirdEntry('mallard', 'drake'), start).entries;
    const { entries, index } = tallyBirdEntry(drakes, quickBirdEntry('mallard', 'hen'), start);
    expect(index).toBe(1);
    expect(entries.map(({ entry }) => [entry.gender, entry.quantity])).toEqual([
      ['drake', 1],
      ['hen', 1],
    ]);
  });

  it('never grows an entry past 20 birds, and never joins a bird with a time or notes', () => {
    const full = [start({ ...quickBirdEntry('mallard', 'drake'), quantity: 20 })];
    expect(tallyBirdEntry(full, quickBirdEntry('mallard', 'drake'), start).index).toBe(1);
    const noted = { ...quickBirdEntry('mallard', 'drake'), notes: 'banded' };
    expect(sameBird(noted, quickBirdEntry('mallard', 'drake'))).toBe(false);
    expect(tallyBirdEntry([start(noted)], quickBirdEntry('mallard', 'drake'), start).index).toBe(1);
  });
});
