import { z } from 'zod';
import {
  EARLIEST_DATE_YEAR,
  INPUT_MESSAGES,
  LATEST_DATE_YEAR,
  latestLoggableDate,
} from './input-constants.js';

/** The message of a malformed date: text, or z.iso.date's own parameters. */
type DateFormatError = string | Exclude<Parameters<typeof z.iso.date>[0], string | undefined>;

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * A YYYY-MM-DD date from 1900 to 2100, with the caller's message for a malformed one: filters,
 * gallery ranges, any date a client sends.
 */
export function calendarDateSchema(invalid: DateFormatError) {
  return z.iso
    .date(typeof invalid === 'string' ? { error: invalid } : invalid)
    .refine((date) => yearOf(date) >= EARLIEST_DATE_YEAR, INPUT_MESSAGES.dateTooEarly)
    .refine((date) => yearOf(date) <= LATEST_DATE_YEAR, INPUT_MESSAGES.dateTooLate);
}

/** A date of something that has happened (a hunt, a report): from 1900 up to tomorrow in UTC. */
export function loggedDateSchema(invalid: DateFormatError, futureMessage: string) {
  return calendarDateSchema(invalid).refine((date) => date <= latestLoggableDate(), futureMessage);
}
