import { describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES,
  hasForbiddenCharacters,
  latestLoggableDate,
  MAX_RECORD_ID,
} from './input-constants.js';
import { calendarDateSchema, loggedDateSchema } from './input.js';
import { jsonRecordIdSchema, recordIdSchema } from './pagination.js';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and unpaired surrogates, keeps pairs (emoji) and plain text', () => {
    expect(hasForbiddenCharacters('teal\u0000')).toBe(true);
    expect(hasForbiddenCharacters('\ud800')).toBe(true);
    expect(hasForbiddenCharacters('x\udfffy')).toBe(true);
    expect(hasForbiddenCharacters('\udc00\ud800')).toBe(true);
    expect(hasForbiddenCharacters('Limit by 7 🦆')).toBe(false);
    expect(hasForbiddenCharacters('Canvasback, café')).toBe(false);
  });
});

describe('dates', () => {
  const filterDate = calendarDateSchema('Use a date as YYYY-MM-DD');
  const huntDate = loggedDateSchema('Use a date as YYYY-MM-DD', 'Not in the future');

  it('takes 1900 to 2100 in filters, with a message for each side', () => {
    expect(filterDate.safeParse('1900-01-01').success).toBe(true);
    expect(filterDate.safeParse('2100-12-31').success).toBe(true);
    expect(filterDate.safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      INPUT_MESSAGES.dateTooEarly,
    );
    expect(filterDate.safeParse('2101-01-01').error?.issues[0]?.message).toBe(
      INPUT_MESSAGES.dateTooLate,
    );
  });

  it('takes a logged date up to tomorrow in UTC', () => {
    expect(latestLoggableDate(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(huntDate.safeParse(latestLoggableDate()).success).toBe(true);
    expect(huntDate.safeParse('2099-01-01').error?.issues[0]?.message).toBe('Not in the future');
  });
});

describe('ids', () => {
  it('are 1..2^31-1 in paths, queries and bodies', () => {
    expect(recordIdSchema.safeParse(String(MAX_RECORD_ID)).success).toBe(true);
    expect(recordIdSchema.safeParse('2147483648').error?.issues[0]?.message).toBe(
      INPUT_MESSAGES.idOutOfRange,
    );
    expect(jsonRecordIdSchema.safeParse(2147483648).success).toBe(false);
    expect(jsonRecordIdSchema.safeParse('5').success).toBe(false);
    expect(jsonRecordIdSchema.safeParse(5).success).toBe(true);
  });
});
