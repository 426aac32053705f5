import { describe, expect, it } from 'vitest';
import { formatHuntDate, huntDayName } from './hunt-day.js';

describe('hunt day', () => {
  it('reads as the app writes dates, whatever the time zone', () => {
    expect(formatHuntDate('2026-11-25')).toBe('Wed, Nov 25, 2026');
    expect(huntDayName('2026-11-25')).toBe('Hunt on Wed, Nov 25, 2026');
  });

  it('shows text that is no date as it is', () => {
    expect(formatHuntDate('someday')).toBe('someday');
  });
});
