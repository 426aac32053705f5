import { describe, expect, it } from 'vitest';
import { SPECIES_CATALOGUE } from '@marshlog/domain';
import { WEIGHTED_SPECIES } from './catalogue.js';
import {
  friendOffsets,
  meanOf,
  pickSql,
  seededRandom,
  uniformSql,
  weightedSlots,
} from './random.js';
import {
  BAG_SIZES,
  FRIENDSHIP_STATUSES,
  HUNT_PRIVACY,
  LOCATION_PRIVACY,
  ringKeepProbability,
} from './shape.js';

const numeric = (outcomes: { value: string; probability: number }[]) =>
  outcomes.map((outcome) => ({ value: Number(outcome.value), probability: outcome.probability }));
const total = (outcomes: { probability: number }[]) =>
  outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);

describe('the generated shape', () => {
  it('bags about 2.5 birds a hunt', () => {
    expect(meanOf(numeric(BAG_SIZES))).toBeCloseTo(2.5, 0);
  });

  it('gives every distribution probabilities that add up to 1', () => {
    for (const outcomes of [BAG_SIZES, HUNT_PRIVACY, LOCATION_PRIVACY, FRIENDSHIP_STATUSES]) {
      expect(total(outcomes)).toBeCloseTo(1, 9);
    }
  });

  it('keeps enough ring links for about 30 accepted friends each', () => {
    const keep = ringKeepProbability(30, 18);
    const accepted = FRIENDSHIP_STATUSES[0]?.probability ?? 0;
    expect(2 * 18 * keep * accepted).toBeCloseTo(30, 6);
    expect(ringKeepProbability(1000, 18)).toBe(1);
  });
});

describe('friendOffsets', () => {
  it('draws distinct offsets below half the ring, the same ones for the same seed', () => {
    const offsets = friendOffsets(10_000, 18, 14);
    expect(new Set(offsets).size).toBe(18);
    expect(offsets.every((offset) => offset >= 1 && offset < 5000)).toBe(true);
    expect(friendOffsets(10_000, 18, 14)).toEqual(offsets);
    expect(friendOffsets(10_000, 18, 15)).not.toEqual(offsets);
  });

  it('refuses more offsets than the ring has distinct pairs for', () => {
    expect(() => friendOffsets(10, 5, 1)).toThrow();
  });
});

describe('weightedSlots', () => {
  it('fills exactly the slots, keeps every species, and follows the weights', () => {
    const slots = weightedSlots(WEIGHTED_SPECIES, 400);
    expect(slots).toHaveLength(400);
    expect(new Set(slots).size).toBe(SPECIES_CATALOGUE.length);
    const count = (species: string) => slots.filter((value) => value === species).length;
    expect(count('mallard')).toBeGreaterThan(count('gadwall'));
    expect(count('spectacled_eider')).toBe(1);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1) with a mean near 0.5', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = Array.from({ length: 10_000 }, () => a());
    expect(draws.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(draws.reduce((sum, x) => sum + x, 0) / draws.length).toBeCloseTo(0.5, 1);
  });
});

describe('SQL draws', () => {
  it('hash the seed, the tag and the row, never call random()', () => {
    const sql = uniformSql(14, 'hunt.day', 'n');
    expect(sql).toContain("hashtext('14:hunt.day:' || (n)::text)");
    expect(sql).not.toMatch(/random\(/);
  });

  it('refuse tags that could break out of the literal', () => {
    expect(() => uniformSql(1, "x'; drop table users; --", 'n')).toThrow();
  });

  it('pick outcomes by cumulative slices of [0, 1)', () => {
    expect(pickSql('u', HUNT_PRIVACY)).toBe(
      "(case when u < 0.333333 then 'private' when u < 0.666667 then 'friends' else 'public' end)",
    );
    expect(() => pickSql('u', [{ value: '1', probability: 0.5 }])).toThrow();
  });
});
