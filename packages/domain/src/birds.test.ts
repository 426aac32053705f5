import { describe, expect, it } from 'vitest';
import { birdEntrySchema } from './birds.js';
import {
  birdGenderLabel,
  BIRD_MESSAGES,
  clampBirdQuantity,
  expandBirdEntry,
  harvestTotals,
} from './bird-constants.js';

const firstMessage = (input: unknown) => birdEntrySchema.safeParse(input).error?.issues[0]?.message;

describe('bird entry (seed 001 sections 3, 5 and 9)', () => {
  it('defaults to one drake with no time and no notes, shot by the hunter', () => {
    expect(birdEntrySchema.parse({ species: 'mallard' })).toEqual({
      species: 'mallard',
      gender: 'drake',
      harvested_at: null,
      notes: '',
      quantity: 1,
    });
  });

  it('credits a bird to a party member by their member id', () => {
    expect(birdEntrySchema.parse({ species: 'mallard', shooter: 61 }).shooter).toBe(61);
    expect(birdEntrySchema.parse({ species: 'mallard', shooter: null }).shooter).toBeNull();
    expect(birdEntrySchema.safeParse({ species: 'mallard', shooter: 0 }).success).toBe(false);
    expect(birdEntrySchema.safeParse({ species: 'mallard', shooter: '61' }).success).toBe(false);
  });

  it('needs a species from the catalogue: "Please select a species"', () => {
    expect(firstMessage({})).toBe('Please select a species');
    expect(firstMessage({ species: '' })).toBe('Please select a species');
    expect(firstMessage({ species: 'dodo' })).toBe(BIRD_MESSAGES.speciesRequired);
  });

  it.each([1, 20])('accepts quantity %i', (quantity) => {
    expect(birdEntrySchema.parse({ species: 'gadwall', quantity }).quantity).toBe(quantity);
  });

  it.each([0, 21, -1, 2.5, '3'])(
    'refuses quantity %s: "Quantity must be between 1 and 20"',
    (quantity) => {
      expect(firstMessage({ species: 'gadwall', quantity })).toBe(
        'Quantity must be between 1 and 20',
      );
    },
  );

  it('clamps typed quantities into 1-20', () => {
    expect(clampBirdQuantity(0)).toBe(1);
    expect(clampBirdQuantity(-5)).toBe(1);
    expect(clampBirdQuantity(7)).toBe(7);
    expect(clampBirdQuantity(20)).toBe(20);
    expect(clampBirdQuantity(35)).toBe(20);
    expect(clampBirdQuantity(Number.NaN)).toBe(1);
  });

  it('takes drake or hen only', () => {
    expect(birdEntrySchema.parse({ species: 'wood_duck', gender: 'hen' }).gender).toBe('hen');
    expect(firstMessage({ species: 'wood_duck', gender: 'rooster' })).toBe(
      BIRD_MESSAGES.genderInvalid,
    );
  });

  it('takes an optional time of day as HH:MM', () => {
    const at = (harvested_at: unknown) =>
      birdEntrySchema.safeParse({ species: 'brant', harvested_at });
    expect(at('06:45').data?.harvested_at).toBe('06:45');
    expect(at('23:59:30').data?.harvested_at).toBe('23:59');
    expect(at('').data?.harvested_at).toBeNull();
    expect(at(null).data?.harvested_at).toBeNull();
    for (const bad of ['24:00', '6:45', '06:60', 'dawn']) {
      expect(at(bad).error?.issues[0]?.message).toBe(BIRD_MESSAGES.harvestedAtInvalid);
    }
  });

  it('takes notes up to 1000 characters', () => {
    expect(birdEntrySchema.safeParse({ species: 'brant', notes: 'x'.repeat(1000) }).success).toBe(
      true,
    );
    expect(firstMessage({ species: 'brant', notes: 'x'.repeat(1001) })).toBe(
      'Notes must be less than 1000 characters',
    );
  });

  it('expands an entry into quantity copies of the bird', () => {
    const birds = expandBirdEntry(
      birdEntrySchema.parse({ species: 'snow_goose', gender: 'hen', quantity: 3 }),
    );
    expect(birds).toHaveLength(3);
    expect(birds[2]).toEqual({
      species: 'snow_goose',
      gender: 'hen',
      harvested_at: null,
      notes: '',
    });
  });
});

describe('harvest totals', () => {
  it('counts dabblers and divers as ducks, geese as geese', () => {
    expect(harvestTotals(['mallard', 'mallard', 'canvasback', 'canada_goose', 'brant'])).toEqual({
      total_birds: 5,
      total_ducks: 3,
      total_geese: 2,
    });
    expect(harvestTotals([])).toEqual({ total_birds: 0, total_ducks: 0, total_geese: 0 });
  });
});

describe('the word for a bird’s sex', () => {
  it('calls ducks drakes and hens, and geese ganders and geese', () => {
    expect(birdGenderLabel('mallard', 'drake')).toBe('Drake');
    expect(birdGenderLabel('bufflehead', 'hen')).toBe('Hen');
    expect(birdGenderLabel('canada_goose', 'drake')).toBe('Gander');
    expect(birdGenderLabel('snow_goose', 'hen')).toBe('Goose');
    expect(birdGenderLabel('brant', 'drake')).toBe('Gander');
  });
});
