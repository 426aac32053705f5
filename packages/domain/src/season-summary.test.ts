import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_2026_27,
  REGULATION_MESSAGES,
  SEASON_MESSAGES,
  seasonOf,
  seasonSummaryCsv,
  seasonSummaryQuerySchema,
  seasonWindow,
  summarizeSeason,
  surveyGroup,
  type SeasonHunt,
  type SeasonWindow,
  type SummaryRegulations,
  type TalliedBird,
} from './index.js';

const season = seasonWindow('2025-26') as SeasonWindow;
const hen = (species: string): TalliedBird => ({ species, gender: 'hen' });
const drake = (species: string): TalliedBird => ({ species, gender: 'drake' });
const hunt = (date: string, birds: TalliedBird[], extra: Partial<SeasonHunt> = {}): SeasonHunt => ({
  date_of_hunt: date,
  place: 'Bayou Meto',
  shells_fired: null,
  birds_lost: null,
  birds,
  ...extra,
});
const mississippi: SummaryRegulations = {
  status: 'federal',
  state: 'AR',
  regulations: FRAMEWORK_2026_27.mississippi,
  notice: REGULATION_MESSAGES.statesMayBeStricter,
};
const noState: SummaryRegulations = {
  status: 'unknown_state',
  state: null,
  regulations: null,
  notice: REGULATION_MESSAGES.unknownStateNotice,
};

describe('a season', () => {
  it('runs from September 1 to August 31, the season the regulations count possession in', () => {
    expect(season).toEqual({
      season: '2025-26',
      start_year: 2025,
      starts_on: '2025-09-01',
      ends_on: '2026-08-31',
    });
    expect(seasonOf('2026-01-20')).toBe('2025-26');
    expect(seasonOf('2025-09-01')).toBe('2025-26');
    expect(seasonOf('2025-08-31')).toBe('2024-25');
  });

  it('is named YYYY-YY with consecutive years, else refused with a clear message', () => {
    expect(seasonWindow('2025-27')).toBeNull();
    expect(seasonWindow('2025')).toBeNull();
    expect(seasonWindow('1999-00')?.ends_on).toBe('2000-08-31');
    const refused = seasonSummaryQuerySchema.safeParse({ season: '2025-2026' });
    expect(refused.error?.issues[0]?.message).toBe(SEASON_MESSAGES.seasonInvalid);
    expect(seasonSummaryQuerySchema.parse({ season: '2025-26', state: 'ar' }).state).toBe('AR');
  });
});

describe('the season summary', () => {
  const hunts = [
    hunt('2025-11-22', [hen('mallard'), hen('mallard'), drake('mallard')], {
      shells_fired: 12,
      birds_lost: 1,
    }),
    // A second hunt the same day: its hen mallard is the third of the day, over the limit of 2.
    hunt('2025-11-22', [hen('mallard')], { place: 'Cache River', shells_fired: 4 }),
    hunt('2025-12-06', [drake('canada_goose'), drake('brant'), hen('surf_scoter')], {
      place: null,
    }),
    hunt('2025-08-30', [drake('mallard')]),
    hunt('2026-09-01', [drake('mallard')]),
  ];

  it('counts days hunted and birds of the season only, in the survey groups', () => {
    const summary = summarizeSeason(season, hunts, mississippi);
    expect(summary.days_hunted).toBe(2);
    expect(summary.hunts).toBe(3);
    expect(summary.birds).toBe(7);
    expect(summary.survey).toEqual({ ducks: 4, sea_ducks: 1, geese: 1, brant: 1 });
    expect(summary.by_sex).toEqual({ drake: 3, hen: 4 });
    expect(summary.by_species[0]).toMatchObject({
      species: 'mallard',
      drakes: 1,
      hens: 3,
      total: 4,
    });
  });

  it('counts a day over its daily limit on all of that day’s hunts, with the framework numbers', () => {
    const summary = summarizeSeason(season, hunts, mississippi);
    expect(summary.days[0]).toMatchObject({
      date: '2025-11-22',
      places: ['Bayou Meto', 'Cache River'],
      ducks: 4,
      over_limits: ['Hen mallards: 3 of 2'],
    });
    expect(summary.days[1]?.over_limits).toEqual([]);
    expect(summary.limits.days_over).toBe(1);
    expect(summary.limits.source).toContain('84 FR 42996');
  });

  it('does not count days over a limit without a state, and says why', () => {
    const summary = summarizeSeason(season, hunts, noState);
    expect(summary.limits.days_over).toBeNull();
    expect(summary.limits.notice).toBe(SEASON_MESSAGES.noState);
    expect(summary.days.every((day) => day.over_limits.length === 0)).toBe(true);
  });

  it('gives shells per bird over the hunts that recorded shells only', () => {
    const summary = summarizeSeason(season, hunts, mississippi);
    // 16 shells over the 4 birds of the two hunts that recorded shells; the geese hunt did not.
    expect(summary.shells_fired).toBe(16);
    expect(summary.hunts_with_shells).toBe(2);
    expect(summary.shells_per_bird).toBe(4);
    expect(summary.birds_lost).toBe(1);
    expect(summary.hunts_with_lost).toBe(1);
    expect(summary.days[0]?.birds_lost).toBe(1);
    expect(summary.days[1]?.shells_fired).toBeNull();
    expect(summarizeSeason(season, [hunt('2025-10-01', [])], noState).shells_per_bird).toBeNull();
  });

  it('lists birds per place, hunts at no saved place last', () => {
    const summary = summarizeSeason(season, hunts, mississippi);
    expect(summary.by_place.map((line) => [line.place, line.birds, line.days])).toEqual([
      ['Bayou Meto', 3, 1],
      ['Cache River', 1, 1],
      [null, 3, 1],
    ]);
  });

  it('sorts sea ducks and brant apart, as the HIP questions ask', () => {
    expect(surveyGroup('surf_scoter')).toBe('sea_ducks');
    expect(surveyGroup('long_tailed_duck')).toBe('sea_ducks');
    expect(surveyGroup('brant')).toBe('brant');
    expect(surveyGroup('snow_goose')).toBe('geese');
    expect(surveyGroup('gadwall')).toBe('ducks');
    expect(surveyGroup('coot')).toBeNull();
  });
});

describe('the season summary as CSV', () => {
  it('writes each table under its title, quoting commas and defusing formulas', () => {
    const csv = seasonSummaryCsv(
      summarizeSeason(
        season,
        [hunt('2025-11-22', [hen('mallard')], { place: '=Slough, north end' })],
        mississippi,
      ),
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Marshlog season summary,Season 2025-26 (2025-09-01 to 2026-08-31)');
    expect(lines).toContain('Days hunted,1');
    expect(lines).toContain('Date,Places,Ducks,Sea ducks,Geese,Brant,Lost,Shells,Over limit');
    expect(lines).toContain(`2025-11-22,"'=Slough, north end",1,0,0,0,,,`);
    expect(lines).toContain('Mallard,0,1,1');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
