import { describe, expect, it } from 'vitest';
import { shootingHours, sunTimes } from './sun.js';
import { moonPhase } from './moon.js';

/** A published clock time ("07:22" in a zone `offsetHours` from UTC) on a date, as a UTC instant. */
function published(date: string, clock: string, offsetHours: number): number {
  return Date.parse(`${date}T${clock}:00Z`) - offsetHours * 3_600_000;
}

const TWO_MINUTES = 2 * 60_000;

function expectWithinTwoMinutes(actual: Date | null | undefined, expected: number) {
  expect(actual).toBeInstanceOf(Date);
  expect(Math.abs((actual?.getTime() ?? 0) - expected)).toBeLessThanOrEqual(TWO_MINUTES);
}

describe('sunrise and sunset against published tables', () => {
  // U.S. Naval Observatory, Rise and Set for the Sun for 2008, W121°55' N37°24' (Cupertino, CA), zone 8h west.
  it.each([
    ['2008-01-01', '07:22', '17:00'],
    ['2008-06-01', '04:48', '19:23'],
    ['2008-11-01', '06:33', '17:09'],
    ['2008-12-01', '07:04', '16:50'],
  ])('Cupertino, California on %s: %s to %s PST', (date, sunrise, sunset) => {
    const sun = sunTimes(date, 37.4, -121.9167);
    expectWithinTwoMinutes(sun?.sunrise, published(date, sunrise, -8));
    expectWithinTwoMinutes(sun?.sunset, published(date, sunset, -8));
  });

  // Finnish Meteorological Institute's table of 22 December 2015 (Wikipedia, December solstice).
  it.each([
    ['London', 51.5074, -0.1278, 0, '08:04', '15:53'],
    ['Cairo', 30.0444, 31.2357, 2, '06:47', '16:59'],
  ])('%s on 2015-12-22', (_place, latitude, longitude, offset, sunrise, sunset) => {
    const sun = sunTimes('2015-12-22', latitude, longitude);
    expectWithinTwoMinutes(sun?.sunrise, published('2015-12-22', sunrise, offset));
    expectWithinTwoMinutes(sun?.sunset, published('2015-12-22', sunset, offset));
  });

  it('has no sunrise in the polar night and no sunset in the midnight sun', () => {
    const night = sunTimes('2024-12-21', 78.22, 15.65);
    expect(night?.sunrise).toBeNull();
    expect(night?.sunset).toBeNull();
    expect(shootingHours(night)).toBeNull();
  });

  it('refuses what is not a date or a place', () => {
    expect(sunTimes('2024-13-45', 40, -100)).toBeNull();
    expect(sunTimes('yesterday', 40, -100)).toBeNull();
    expect(sunTimes('2024-11-16', Number.NaN, -100)).toBeNull();
  });
});

describe('legal shooting hours', () => {
  it('run from one half hour before sunrise to sunset', () => {
    const sun = sunTimes('2008-11-01', 37.4, -121.9167);
    const hours = shootingHours(sun);
    expect(hours?.end).toEqual(sun?.sunset);
    expect((sun?.sunrise?.getTime() ?? 0) - (hours?.start.getTime() ?? 0)).toBe(30 * 60_000);
    expectWithinTwoMinutes(hours?.start, published('2008-11-01', '06:03', -8));
  });
});

describe('moon phase', () => {
  // Published lunar phases of November 2024 and January 2025 (UTC).
  it.each([
    ['2024-11-01', 'New Moon'],
    ['2024-11-05', 'Waxing Crescent'],
    ['2024-11-09', 'First Quarter'],
    ['2024-11-12', 'Waxing Gibbous'],
    ['2024-11-15', 'Full Moon'],
    ['2024-11-19', 'Waning Gibbous'],
    ['2024-11-23', 'Last Quarter'],
    ['2024-11-27', 'Waning Crescent'],
    ['2025-01-13', 'Full Moon'],
  ])('%s is %s', (date, name) => expect(moonPhase(date, -121.8)?.name).toBe(name));

  it('lights the disc from none at new moon to all at full moon', () => {
    expect(moonPhase('2024-11-01')?.illumination).toBeLessThan(0.02);
    expect(moonPhase('2024-11-15')?.illumination).toBeGreaterThan(0.98);
    expect(moonPhase('not a date')).toBeNull();
  });
});
