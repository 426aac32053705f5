/** Limits, names, messages and rules of hunts; no zod here, so a screen can use them without it. */

export const HUNT_PAGE_SIZE = 20;
/** Bird entries a hunt may be created with at once (each entry adds 1-20 birds). */
export const HUNT_BIRD_ENTRIES_MAX = 50;
/**
 * Birds one hunt may hold in all (created with it or added later). Far above any legal daily bag,
 * with room for a party's shared log; it keeps one hunt's JSON, and every list holding it, small.
 */
export const HUNT_BIRDS_MAX = 100;
export const HUNT_LIMITS = {
  weatherConditions: 100,
  windDirection: 10,
  temperatureMin: -100,
  temperatureMax: 150,
  windSpeedMin: 0,
  windSpeedMax: 300,
  searchMax: 100,
  /** Shells fired and birds downed but lost on one hunt, both optional (migration 0019). */
  shellsFiredMax: 1000,
  birdsLostMax: 100,
} as const;

export const HUNT_MESSAGES = {
  dateRequired: 'Date of hunt is required',
  dateInvalid: 'Date must be a valid date as YYYY-MM-DD',
  dateInFuture: 'Date of hunt cannot be in the future',
  privacyInvalid: 'Privacy level must be private, friends or public',
  weatherConditionsTooLong: `Weather conditions must be at most ${HUNT_LIMITS.weatherConditions} characters`,
  temperatureRange: `Temperature must be between ${HUNT_LIMITS.temperatureMin} and ${HUNT_LIMITS.temperatureMax} °F`,
  windSpeedRange: `Wind speed must be between ${HUNT_LIMITS.windSpeedMin} and ${HUNT_LIMITS.windSpeedMax} mph`,
  shellsFiredRange: `Shells fired must be a whole number from 0 to ${HUNT_LIMITS.shellsFiredMax}`,
  birdsLostRange: `Birds downed but lost must be a whole number from 0 to ${HUNT_LIMITS.birdsLostMax}`,
  windDirectionTooLong: `Wind direction must be at most ${HUNT_LIMITS.windDirection} characters`,
  tooManyBirdEntries: `A hunt can be created with at most ${HUNT_BIRD_ENTRIES_MAX} bird entries`,
  tooManyBirds: `A hunt can hold at most ${HUNT_BIRDS_MAX} birds`,
  dateRangeOrder: 'Start date must be on or before end date',
  unknownSpecies: 'Unknown species',
  birdIdRequired: 'bird_id is required',
  birdNotFound: 'That bird is not part of this hunt',
  scopeInvalid: 'Scope must be all, mine or friends',
  locationInvalid: 'Location must be the id of a saved location',
  locationNotFound: 'Location not found',
} as const;

/** Waterfowl seasons open on September 1 (seed 001, time range "This Season"). */
export const SEASON_START_MONTH = 9;

/** The year the season of a YYYY-MM-DD date opened: 2024 for 2024-11-16 and for 2025-01-20. */
export function seasonStartYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= SEASON_START_MONTH ? year : year - 1;
}

/** A season's name, "2024-25" for the season opened in 2024. */
export function seasonLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export const HUNT_ORDERING_FIELDS = ['date_of_hunt', 'created_at', 'total_birds'] as const;
export const HUNT_ORDERINGS = HUNT_ORDERING_FIELDS.flatMap(
  (field) => [field, `-${field}`] as const,
);
export type HuntOrdering = (typeof HUNT_ORDERINGS)[number];
export const DEFAULT_HUNT_ORDERING: HuntOrdering = '-date_of_hunt';

/**
 * Whose hunts a list or map shows, always inside what the viewer may see: every visible hunt,
 * the viewer's own, or those of the viewer's accepted friends (empty when signed out).
 */
export const HUNT_SCOPES = ['all', 'mine', 'friends'] as const;
export type HuntScope = (typeof HUNT_SCOPES)[number];
