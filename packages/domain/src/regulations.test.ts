import { describe, expect, it } from 'vitest';
import {
  FLYWAYS,
  FRAMEWORK_2026_27,
  FRAMEWORK_RULE_SEASON,
  REGULATION_FORMAT,
  REGULATION_MESSAGES,
  dailyBagCounts,
  hunterRegulations,
  limitCountText,
  overLimits,
  possessionCounts,
  regulationSetSchema,
  stateFlyway,
  type RegulationSource,
  type TalliedBird,
} from './index.js';

const hen = (species: string): TalliedBird => ({ species, gender: 'hen' });
const drake = (species: string): TalliedBird => ({ species, gender: 'drake' });
const line = (counts: ReturnType<typeof dailyBagCounts>, id: string) =>
  counts.find((count) => count.id === id);

function expectCited(source: RegulationSource | undefined, where: string) {
  expect(source, where).toBeDefined();
  expect(source?.citation, where).toMatch(/\d+ FR \d+/);
  expect(source?.published, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(source?.document, where).toContain('Final Frameworks');
  expect(source?.section, where).toBeTruthy();
}

describe('the federal framework data', () => {
  it('carries a source of its own on every number of every flyway', () => {
    for (const flyway of FLYWAYS) {
      const set = FRAMEWORK_2026_27[flyway];
      expect(regulationSetSchema.parse(set)).toEqual(set);
      expectCited(set.duck_bag.source, `${flyway} duck bag`);
      if (set.goose_bag) expectCited(set.goose_bag.source, `${flyway} goose bag`);
      for (const limit of set.limits) expectCited(limit.source, `${flyway} ${limit.id}`);
      expectCited(set.possession.source, `${flyway} possession`);
      expectCited(set.shooting_hours.source, `${flyway} shooting hours`);
      for (const exception of set.shooting_hours.exceptions)
        expectCited(exception.source, `${flyway} ${exception.description}`);
    }
  });

  it('says plainly that the federal numbers are the 2019-20 frameworks, not 2026-27 ones', () => {
    for (const flyway of FLYWAYS) {
      const set = FRAMEWORK_2026_27[flyway];
      expect(set.source.citation).toBe('84 FR 42996');
      expect(set.source.published).toBe('2019-08-19');
      expect(set.source.document).toContain(`${FRAMEWORK_RULE_SEASON} seasons`);
    }
    expect(REGULATION_MESSAGES.statesMayBeStricter).toContain('2019-20 federal frameworks');
    expect(REGULATION_MESSAGES.statesMayBeStricter).toContain('Check your state');
    expect(REGULATION_MESSAGES.statesMayBeStricter).toContain('no sourced 2026-27 numbers');
  });

  it('holds the framework numbers: six ducks east of the Rockies, seven in the Pacific Flyway', () => {
    expect(FRAMEWORK_2026_27.atlantic.duck_bag.daily).toBe(6);
    expect(FRAMEWORK_2026_27.mississippi.duck_bag.daily).toBe(6);
    expect(FRAMEWORK_2026_27.central.duck_bag.daily).toBe(6);
    expect(FRAMEWORK_2026_27.pacific.duck_bag.daily).toBe(7);
    expect(
      FRAMEWORK_2026_27.atlantic.limits.find((limit) => limit.id === 'hen_mallard')?.daily,
    ).toBe(1);
    expect(
      FRAMEWORK_2026_27.mississippi.limits.find((limit) => limit.id === 'hen_mallard')?.daily,
    ).toBe(2);
    expect(FRAMEWORK_2026_27.mississippi.possession.multiple_of_daily).toBe(3);
    expect(FRAMEWORK_2026_27.pacific.shooting_hours.before_sunrise_minutes).toBe(30);
  });
});

describe('daily bag counts', () => {
  const mississippi = FRAMEWORK_2026_27.mississippi;

  it('counts a third hen mallard over the two-hen limit of the Mississippi Flyway', () => {
    const counts = dailyBagCounts(mississippi, [hen('mallard'), hen('mallard'), hen('mallard')]);
    expect(line(counts, 'hen_mallard')).toMatchObject({ count: 3, limit: 2, over: true });
    expect(line(counts, 'mallard')).toMatchObject({ count: 3, limit: 4, over: false });
    expect(line(counts, 'ducks_bag')).toMatchObject({ count: 3, limit: 6, over: false, bag: true });
    expect(overLimits(counts).map(limitCountText)).toEqual(['Hen mallards: 3 of 2']);
  });

  it('is full but not over at the limit, and counts drakes only against the species line', () => {
    const counts = dailyBagCounts(mississippi, [hen('mallard'), hen('mallard'), drake('mallard')]);
    expect(line(counts, 'hen_mallard')).toMatchObject({ count: 2, full: true, over: false });
    expect(line(counts, 'mallard')).toMatchObject({ count: 3, full: false });
  });

  it('counts both scaup against one scaup limit and the seventh duck over the bag', () => {
    const birds = [
      drake('greater_scaup'),
      drake('lesser_scaup'),
      drake('lesser_scaup'),
      drake('lesser_scaup'),
    ];
    const counts = dailyBagCounts(mississippi, [
      ...birds,
      drake('gadwall'),
      drake('gadwall'),
      drake('gadwall'),
    ]);
    expect(line(counts, 'scaup')).toMatchObject({ count: 4, limit: 3, over: true });
    expect(line(counts, 'ducks_bag')).toMatchObject({ count: 7, limit: 6, over: true });
  });

  it('leaves geese out of the duck bag', () => {
    const counts = dailyBagCounts(mississippi, [drake('canada_goose'), drake('mallard')]);
    expect(line(counts, 'ducks_bag')?.count).toBe(1);
    expect(line(counts, 'geese_bag')).toBeUndefined();
  });
});

describe('possession counts', () => {
  it('allows three times the daily limit', () => {
    const birds = Array.from({ length: 7 }, () => hen('mallard'));
    const counts = possessionCounts(FRAMEWORK_2026_27.mississippi, birds);
    expect(line(counts, 'hen_mallard')).toMatchObject({ count: 7, limit: 6, over: true });
    expect(line(counts, 'ducks_bag')).toMatchObject({ count: 7, limit: 18, over: false });
    expect(line(counts, 'pintail')?.limit).toBe(3);
  });
});

describe("the hunter's regulations", () => {
  it('says the state is unknown rather than defaulting', () => {
    expect(hunterRegulations(null, null)).toEqual({ status: 'unknown_state' });
    expect(hunterRegulations({ state: 'HI', zone: '', flyway: null }, null)).toEqual({
      status: 'unknown_state',
    });
  });

  it('takes the flyway of the state, and asks for it in a split state', () => {
    expect(hunterRegulations({ state: 'AR', zone: '', flyway: null }, null)).toEqual({
      status: 'federal',
      set: FRAMEWORK_2026_27.mississippi,
    });
    expect(hunterRegulations({ state: 'CO', zone: '', flyway: null }, null)).toEqual({
      status: 'flyway_needed',
      state: 'CO',
    });
    expect(stateFlyway('CO', 'pacific')).toBe('pacific');
    expect(stateFlyway('AR', 'pacific')).toBe('mississippi');
    expect(stateFlyway('WY', 'atlantic')).toBeNull();
  });

  it("prefers the hunter's own state numbers for their state", () => {
    const arkansas = regulationSetSchema.parse({
      ...FRAMEWORK_2026_27.mississippi,
      state: 'AR',
      limits: [],
    });
    expect(hunterRegulations({ state: 'AR', zone: '', flyway: null }, arkansas)).toEqual({
      status: 'state',
      set: arkansas,
    });
    expect(hunterRegulations({ state: 'MO', zone: '', flyway: null }, arkansas).status).toBe(
      'federal',
    );
  });
});

describe('the regulations file format', () => {
  const source = {
    document: 'Arkansas Waterfowl Hunting Guidebook',
    citation: 'AGFC Code 19.02',
    published: '2026-08-01',
  };
  const file = {
    format: REGULATION_FORMAT,
    season: '2026-27',
    flyway: 'mississippi',
    state: 'AR',
    zone: 'Statewide',
    source,
    duck_bag: { daily: 6 },
    limits: [
      {
        id: 'hen_mallard',
        label: 'Hen mallards',
        group: 'ducks',
        species: ['mallard'],
        sex: 'hen',
        daily: 1,
      },
    ],
    possession: { multiple_of_daily: 3 },
    shooting_hours: { before_sunrise_minutes: 30, after_sunset_minutes: 0 },
    seasons: [{ group: 'ducks', opens: '2026-11-21', closes: '2027-01-31' }],
  };

  it("takes a state's file whose numbers fall back to the file's source", () => {
    const set = regulationSetSchema.parse(file);
    expect(set.limits[0]?.daily).toBe(1);
    expect(set.goose_bag).toBeNull();
    expect(dailyBagCounts(set, [hen('mallard')])[1]?.source).toEqual(source);
  });

  it('names each mistake where it is', () => {
    const messages = (input: unknown) =>
      regulationSetSchema
        .safeParse(input)
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ ...file, format: 'x' })).toEqual([
      `format: ${REGULATION_MESSAGES.formatInvalid}`,
    ]);
    expect(messages({ ...file, source: undefined })).toEqual([
      `source: ${REGULATION_MESSAGES.sourceRequired}`,
    ]);
    expect(
      messages({
        ...file,
        seasons: [{ group: 'ducks', opens: '2027-01-31', closes: '2026-11-21' }],
      }),
    ).toEqual([`seasons.0.closes: ${REGULATION_MESSAGES.seasonDatesOrder}`]);
    expect(
      messages({
        ...file,
        limits: [
          { ...file.limits[0], daily: 9 },
          { ...file.limits[0], species: ['canada_goose'] },
        ],
      }),
    ).toEqual([
      `limits.0.daily: ${REGULATION_MESSAGES.limitOverBag}`,
      `limits.1.id: ${REGULATION_MESSAGES.limitIdsUnique}`,
      `limits.1.species: ${REGULATION_MESSAGES.limitSpeciesGroup}`,
    ]);
    expect(messages({ ...file, duck_bag: { daily: 2.5 } })).toEqual([
      `duck_bag.daily: ${REGULATION_MESSAGES.dailyRange}`,
    ]);
  });
});
