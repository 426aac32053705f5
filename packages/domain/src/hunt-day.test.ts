import { describe, expect, it } from 'vitest';
import { formatHuntDate, huntDayName } from './hunt-day.js';

describe('hunt day', () => {
  it('reads as the app writes dates, whatever the time zone', () => {
    expect(formatHuntDate('2026-11-25')).toBe('Wed, Nov 25, 2026');
    expect(huntDayName('2026-11-25')).toBe('Hunt on Wed, Nov 25, 2026');
  });

  it('writes every day of a year as en-US does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let offset = 0; offset < 366; offset += 1) {
      const day = new Date(Date.UTC(2024, 0, 1 + offset));
      const isoDate = day.toISOString().slice(0, 10);
      expect(formatHuntDate(isoDate)).toBe(intl.format(day));
    }
  });

  it('shows text that is no date as it is', () => {
    expect(formatHuntDate('someday')).toBe('someday');
  });
});
