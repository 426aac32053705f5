import { describe, expect, it } from 'vitest';
import {
  huntCreateSchema,
  huntGeojsonQuerySchema,
  huntListQuerySchema,
  huntUpdateSchema,
} from './hunts.js';
import {
  DEFAULT_HUNT_ORDERING,
  HUNT_MESSAGES,
  seasonLabel,
  seasonStartYear,
} from './hunt-constants.js';

const hunt = { date_of_hunt: '2024-11-16', latitude: 39.3173, longitude: -121.7955 };

describe('hunt create schema', () => {
  it('fills the defaults: private, no notes, no weather, no place, no birds, no shells', () => {
    expect(huntCreateSchema.parse(hunt)).toEqual({
      ...hunt,
      privacy_level: 'private',
      notes: '',
      weather_conditions: null,
      temperature: null,
      wind_speed: null,
      wind_direction: null,
      weather: null,
      location: null,
      birds: [],
      shells_fired: null,
      birds_lost: null,
    });
  });

  it('takes birds with the create form, each entry with its own quantity', () => {
    const parsed = huntCreateSchema.parse({
      ...hunt,
      birds: [{ species: 'mallard', quantity: 3 }, { species: 'brant' }],
    });
    expect(parsed.birds.map((bird) => bird.quantity)).toEqual([3, 1]);
  });

  it.each([
    [{ date_of_hunt: undefined }, HUNT_MESSAGES.dateRequired],
    [{ date_of_hunt: '2023-02-29' }, HUNT_MESSAGES.dateInvalid],
    [{ date_of_hunt: '11/16/2024' }, HUNT_MESSAGES.dateInvalid],
    [{ privacy_level: 'secret' }, HUNT_MESSAGES.privacyInvalid],
    [{ temperature: 151 }, HUNT_MESSAGES.temperatureRange],
    [{ wind_speed: 301 }, HUNT_MESSAGES.windSpeedRange],
    [{ wind_direction: 'north-northwest' }, HUNT_MESSAGES.windDirectionTooLong],
    [{ weather_conditions: 'x'.repeat(101) }, HUNT_MESSAGES.weatherConditionsTooLong],
    [{ notes: 'x'.repeat(1001) }, 'Notes must be less than 1000 characters'],
    [
      { birds: Array.from({ length: 51 }, () => ({ species: 'mallard' })) },
      HUNT_MESSAGES.tooManyBirdEntries,
    ],
    [{ birds: [{ species: 'mallard', quantity: 25 }] }, 'Quantity must be between 1 and 20'],
  ])('refuses %o', (overrides, message) => {
    expect(huntCreateSchema.safeParse({ ...hunt, ...overrides }).error?.issues[0]?.message).toBe(
      message,
    );
  });

  it('accepts a leap day', () => {
    expect(huntCreateSchema.safeParse({ ...hunt, date_of_hunt: '2024-02-29' }).success).toBe(true);
  });
});

describe('hunt update schema', () => {
  it('keeps only what is sent, adding no defaults', () => {
    expect(huntUpdateSchema.parse({ notes: 'changed' })).toEqual({ notes: 'changed' });
    expect(huntUpdateSchema.parse({})).toEqual({});
  });

  it('applies the same rules to what is sent', () => {
    expect(huntUpdateSchema.safeParse({ latitude: 120 }).success).toBe(false);
    expect(huntUpdateSchema.safeParse({ privacy_level: 'public' }).success).toBe(true);
  });
});

describe('hunt list query', () => {
  it('defaults to page 1 of 20, newest hunt first', () => {
    expect(huntListQuerySchema.parse({})).toEqual({
      ordering: DEFAULT_HUNT_ORDERING,
      page: 1,
      page_size: 20,
    });
    expect(DEFAULT_HUNT_ORDERING).toBe('-date_of_hunt');
  });

  it('takes one species or a comma list of them', () => {
    expect(huntListQuerySchema.parse({ species: 'mallard' }).species).toEqual(['mallard']);
    expect(huntListQuerySchema.parse({ species: 'mallard, canada_goose' }).species).toEqual([
      'mallard',
      'canada_goose',
    ]);
    expect(
      huntListQuerySchema.safeParse({ species: 'mallard,dodo' }).error?.issues[0]?.message,
    ).toBe('Unknown species: dodo');
  });

  it('orders by the allow-list only, with - for descending', () => {
    for (const ordering of [
      'date_of_hunt',
      '-date_of_hunt',
      'created_at',
      '-created_at',
      'total_birds',
      '-total_birds',
    ]) {
      expect(huntListQuerySchema.safeParse({ ordering }).success).toBe(true);
    }
    expect(huntListQuerySchema.safeParse({ ordering: 'notes' }).success).toBe(false);
  });

  it('caps page_size at 100', () => {
    expect(huntListQuerySchema.parse({ page_size: '100' }).page_size).toBe(100);
    expect(huntListQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
  });

  it('needs the start date on or before the end date', () => {
    expect(
      huntGeojsonQuerySchema.safeParse({ start_date: '2024-09-01', end_date: '2024-09-01' })
        .success,
    ).toBe(true);
    const reversed = huntGeojsonQuerySchema.safeParse({
      start_date: '2024-09-02',
      end_date: '2024-09-01',
    });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['end_date'],
      message: HUNT_MESSAGES.dateRangeOrder,
    });
  });
});

describe('hunt place and seasons', () => {
  it('takes a saved location id or null, and refuses anything else with a plain message', () => {
    expect(huntCreateSchema.parse(hunt).location).toBeNull();
    expect(huntCreateSchema.parse({ ...hunt, location: 7 }).location).toBe(7);
    expect(huntUpdateSchema.parse({ location: null }).location).toBeNull();
    const bad = huntCreateSchema.safeParse({ ...hunt, location: 'marsh' });
    expect(bad.error?.issues[0]?.message).toBe(HUNT_MESSAGES.locationInvalid);
    expect(huntCreateSchema.safeParse({ ...hunt, location: 0 }).success).toBe(false);
  });

  it('puts a hunt in the season that opened on the September 1 before it', () => {
    expect(seasonStartYear('2024-09-01')).toBe(2024);
    expect(seasonStartYear('2024-11-16')).toBe(2024);
    expect(seasonStartYear('2025-01-20')).toBe(2024);
    expect(seasonStartYear('2025-08-31')).toBe(2024);
    expect(seasonLabel(2024)).toBe('2024-25');
    expect(seasonLabel(1999)).toBe('1999-00');
  });
});
