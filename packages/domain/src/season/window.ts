import { SEASON_START_MONTH, seasonLabel, seasonStartYear } from '../hunt-constants.js';

/**
 * A waterfowl season as the rest of Marshlog reads it (the regulations' possession count, a
 * place's seasons, the "This Season" filter): from September 1 up to the next September 1.
 * Federal frameworks open no duck or goose season outside these dates, so every legal hunt of a
 * season falls inside it; spring conservation-order hunts count in the season they close.
 */
export interface SeasonWindow {
  /** "2025-26". */
  season: string;
  start_year: number;
  /** First day, inclusive: "2025-09-01". */
  starts_on: string;
  /** Last day, inclusive: "2026-08-31". */
  ends_on: string;
}

const SEASON_PATTERN = /^(\d{4})-(\d{2})$/;

/** The window of a season named "YYYY-YY", or null when the name is not one season. */
export function seasonWindow(season: string): SeasonWindow | null {
  const match = SEASON_PATTERN.exec(season);
  if (!match) return null;
  const startYear = Number(match[1]);
  if (seasonLabel(startYear) !== season) return null;
  const month = String(SEASON_START_MONTH).padStart(2, '0');
  const lastDay = new Date(Date.UTC(startYear + 1, SEASON_START_MONTH - 1, 0));
  return {
    season,
    start_year: startYear,
    starts_on: `${startYear}-${month}-01`,
    ends_on: lastDay.toISOString().slice(0, 10),
  };
}

/** The season a YYYY-MM-DD day falls in: "2025-26" for 2026-01-20. */
export function seasonOf(isoDate: string): string {
  return seasonLabel(seasonStartYear(isoDate));
}
