import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_2026_27,
  formatCountdown,
  formatPlaceTime,
  harvestOutsideLegalHours,
  legalClock,
  legalClockText,
  legalWindow,
  placeDate,
} from './index.js';

// A Sacramento Valley blind on 2024-11-16: sunrise 6:52 AM, sunset 4:51 PM Pacific (NOAA).
const SACRAMENTO = { latitude: 39.31, longitude: -121.79, zone: 'America/Los_Angeles' };
const MINUTE = 60_000;

describe('the legal clock', () => {
  const window = legalWindow(
    '2024-11-16',
    SACRAMENTO.latitude,
    SACRAMENTO.longitude,
    FRAMEWORK_2026_27.pacific.shooting_hours,
  );
  if (!window) throw new Error('no window');

  it('opens half an hour before sunrise and closes at sunset, on the place clock', () => {
    expect(formatPlaceTime(window.opens, SACRAMENTO.zone)).toBe('6:22 AM');
    expect(formatPlaceTime(window.closes, SACRAMENTO.zone)).toBe('4:51 PM');
  });

  it('carries an exception that extends shooting past sunset', () => {
    const late = legalWindow('2024-11-16', SACRAMENTO.latitude, SACRAMENTO.longitude, {
      before_sunrise_minutes: 30,
      after_sunset_minutes: 30,
    });
    expect(late && formatPlaceTime(late.closes, SACRAMENTO.zone)).toBe('5:21 PM');
  });

  it('counts down to the opening, then shows until when it is legal', () => {
    const before = legalClock(new Date(window.opens.getTime() - 12 * MINUTE), window);
    expect(legalClockText(before, SACRAMENTO.zone)).toBe('Shooting opens in 12 min');
    const early = legalClock(new Date(window.opens.getTime() - 65 * MINUTE - 30_000), window);
    expect(legalClockText(early, SACRAMENTO.zone)).toBe('Shooting opens in 1 h 6 min');
    const open = legalClock(new Date(window.opens.getTime() + MINUTE), window);
    expect(legalClockText(open, SACRAMENTO.zone)).toBe('Legal until 4:51 PM');
    const after = legalClock(new Date(window.closes.getTime() + MINUTE), window);
    expect(legalClockText(after, SACRAMENTO.zone)).toBe('Shooting closed at 4:51 PM');
    expect(formatCountdown(120)).toBe('2 h');
  });

  it('flags a harvest time outside legal hours', () => {
    expect(harvestOutsideLegalHours('06:10', window, SACRAMENTO.zone)).toBe(true);
    expect(harvestOutsideLegalHours('06:30', window, SACRAMENTO.zone)).toBe(false);
    expect(harvestOutsideLegalHours('16:51', window, SACRAMENTO.zone)).toBe(false);
    expect(harvestOutsideLegalHours('17:05', window, SACRAMENTO.zone)).toBe(true);
    expect(harvestOutsideLegalHours(null, window, SACRAMENTO.zone)).toBe(false);
  });

  it("takes the place's own calendar day", () => {
    expect(placeDate(new Date('2024-11-17T05:00:00Z'), SACRAMENTO.zone)).toBe('2024-11-16');
    expect(placeDate(new Date('2024-11-17T09:00:00Z'), SACRAMENTO.zone)).toBe('2024-11-17');
  });
});
