import { describe, expect, it } from 'vitest';
import { isoTime } from '../src/platform/iso-time.js';

describe('isoTime', () => {
  it('writes what toISOString writes, across the four-digit years', () => {
    // Date.UTC reads years 0-99 as 1900-1999: the first instant of year 0 from its text.
    const first = Date.parse('0000-01-01T00:00:00.000Z');
    const last = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    let seed = 26;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const dates = [
      new Date(first),
      new Date(last),
      new Date(0),
      new Date(Date.UTC(999, 0, 1, 0, 0, 0, 5)),
      new Date(Date.UTC(2026, 10, 29, 9, 5, 3, 40)),
      new Date('2021-09-27 15:21:06.744044+00'),
      new Date('2026-10-03 17:45:00+02'),
    ];
    for (let index = 0; index < 20_000; index += 1) {
      dates.push(new Date(Math.floor(first + random() * (last - first))));
    }
    for (const date of dates) expect(isoTime(date)).toBe(date.toISOString());
  });

  it('leaves signed years and invalid dates to toISOString', () => {
    const beforeYearZero = new Date(Date.UTC(-1, 5, 1));
    const pastYear9999 = new Date(Date.UTC(10000, 0, 1));
    expect(isoTime(beforeYearZero)).toBe('-000001-06-01T00:00:00.000Z');
    expect(isoTime(pastYear9999)).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
