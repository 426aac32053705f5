import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone.js';

describe('timeZoneAt', () => {
  it.each([
    [38.1, -121.8, 'America/Los_Angeles'], // Suisun Marsh, California
    [34.6, -91.2, 'America/Chicago'], // Stuttgart, Arkansas
    [39.4, -76.1, 'America/New_York'], // Susquehanna Flats, Maryland
    [46.9, -98.7, 'America/Chicago'], // central North Dakota
    [61.2, -149.9, 'America/Anchorage'],
  ])('finds the zone of %f, %f', (latitude, longitude, zone) => {
    expect(timeZoneAt(latitude, longitude)).toBe(zone);
  });

  it('answers null off the globe', () => {
    expect(timeZoneAt(91, 0)).toBeNull();
    expect(timeZoneAt(0, 181)).toBeNull();
    expect(timeZoneAt(Number.NaN, 0)).toBeNull();
  });
});
