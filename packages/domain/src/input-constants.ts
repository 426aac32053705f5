/**
 * Bounds every input shares, whatever its domain; no zod here, so a screen can use them without it.
 * The server refuses anything outside them with 400 before it reaches the database.
 */

/**
 * Features one GeoJSON answer carries at most (the newest first); a map asks for its bounding box
 * (`bbox`), so only a continent-wide view of a huge data set reaches it.
 */
export const MAP_FEATURES_MAX = 50_000;

/** Database ids are 32-bit integers: 1..2^31-1. */
export const MAX_RECORD_ID = 2 ** 31 - 1;
/** The earliest year a date may name; PostgreSQL has no year 0 and no hunt is that old. */
export const EARLIEST_DATE_YEAR = 1900;
/** The latest year a date in a filter may name. */
export const LATEST_DATE_YEAR = 2100;
/** Days after today (UTC) a logged date may be, so a hunter east of UTC can log today's hunt. */
export const LOGGED_DATE_DAYS_AHEAD = 1;

export const INPUT_MESSAGES = {
  invalidText: 'Text must not contain NUL characters or broken Unicode',
  idOutOfRange: `Ids are whole numbers from 1 to ${MAX_RECORD_ID}`,
  dateTooEarly: `Dates must be in ${EARLIEST_DATE_YEAR} or later`,
  dateTooLate: `Dates must be in ${LATEST_DATE_YEAR} or earlier`,
  dateInFuture: 'The date cannot be in the future',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL character, or a UTF-16 surrogate without its pair. */
export function hasForbiddenCharacters(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/** The latest YYYY-MM-DD a hunter may log (tomorrow in UTC), for an event that already happened. */
export function latestLoggableDate(now: Date = new Date()): string {
  const latest = new Date(now.getTime() + LOGGED_DATE_DAYS_AHEAD * 24 * 60 * 60 * 1000);
  return latest.toISOString().slice(0, 10);
}

/** A query parameter the route does not declare: refused, so a typo never passes unnoticed. */
export const unknownQueryParameterMessage = (name: string) => `Unknown query parameter: ${name}.`;
