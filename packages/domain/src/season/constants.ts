/** Names, limits and messages of bands and the season summary; no zod here, so a screen can use them. */

/** Where a hunter reports a band they recovered: the federal Bird Banding Laboratory's form. */
export const REPORT_BAND_URL = 'https://www.reportband.gov/';

export const BAND_TYPES = [
  'federal',
  'reward',
  'auxiliary',
  'collar',
  'nasal_saddle',
  'other',
] as const;
export type BandType = (typeof BAND_TYPES)[number];
export const BAND_TYPE_LABELS: Record<BandType, string> = {
  federal: 'Federal (aluminum leg band)',
  reward: 'Reward band',
  auxiliary: 'Auxiliary leg band',
  collar: 'Neck collar',
  nasal_saddle: 'Nasal saddle',
  other: 'Other marker',
};

/** The band log's page size (GET /api/bands/?page=&page_size=). */
export const BAND_PAGE_SIZE = 20;

export const BAND_LIMITS = { numberMax: 40, notesMax: 500 } as const;

export const BAND_MESSAGES = {
  numberRequired: 'Band number is required',
  numberInvalid: `A band number is 1-${BAND_LIMITS.numberMax} letters, digits, spaces or dashes`,
  typeInvalid: 'Pick the kind of band',
  notesTooLong: `Notes must be at most ${BAND_LIMITS.notesMax} characters`,
  reportedOnInvalid: 'Reported on must be a valid date as YYYY-MM-DD',
  reportedOnFuture: 'Reported on cannot be in the future',
  birdNotFound: 'That bird is not in your log',
  bandNotFound: 'That bird carries no band',
  emptyLog: 'Add a band to a bird you took and it shows here, with the link to report it.',
  reportHint: 'Report every band at reportband.gov: you get the bird’s banding details back.',
} as const;

export const SEASON_MESSAGES = {
  seasonInvalid: 'Season must be written as YYYY-YY, for example 2025-26',
  stateInvalid: 'State must be a two-letter postal code, for example AR',
  noHunts: 'No hunts logged in this season.',
  noState:
    'No state picked: the days over a daily limit cannot be counted. Pick a state to compare against its limits.',
  statesNotFiltered:
    'Hunts carry no state of their own: this summary counts every hunt of the season, listed per place, and compares them with the limits of the state shown.',
  shellsNotRecorded: 'No shells recorded',
} as const;

/** Sea ducks, counted apart on the HIP and harvest surveys. */
export const SEA_DUCK_SPECIES: readonly string[] = [
  'black_scoter',
  'surf_scoter',
  'common_eider',
  'king_eider',
  'spectacled_eider',
  'stellers_eider',
  'long_tailed_duck',
  'harlequin_duck',
];

/** The survey groups the HIP certification and the harvest survey ask about. */
export const SURVEY_GROUPS = ['ducks', 'sea_ducks', 'geese', 'brant'] as const;
export type SurveyGroup = (typeof SURVEY_GROUPS)[number];
export const SURVEY_GROUP_LABELS: Record<SurveyGroup, string> = {
  ducks: 'Ducks (not sea ducks)',
  sea_ducks: 'Sea ducks (scoters, eiders, long-tailed, harlequin)',
  geese: 'Geese (not brant)',
  brant: 'Brant',
};
