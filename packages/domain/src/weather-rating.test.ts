import { describe, expect, it } from 'vitest';
import {
  huntingRating,
  ratingLabel,
  temperaturePoints,
  visibilityPoints,
  weatherHints,
  windPoints,
} from './weather-rating.js';
import { WEATHER_HINTS } from './weather-constants.js';

describe('hunting rating points (seed 000 section 9)', () => {
  it.each([
    [0, 3],
    [5, 3],
    [5.1, 2],
    [10, 2],
    [10.1, 1],
    [15, 1],
    [15.1, 0],
    [40, 0],
  ])('wind %s mph scores %s', (mph, points) => expect(windPoints(mph)).toBe(points));

  it.each([
    [10, 3],
    [8, 3],
    [7.9, 2],
    [5, 2],
    [4.9, 1],
    [3, 1],
    [2.9, 0],
    [0, 0],
  ])('visibility %s mi scores %s', (miles, points) => expect(visibilityPoints(miles)).toBe(points));

  it.each([
    [14.9, 0],
    [15, 1],
    [19.9, 1],
    [20, 2],
    [24.9, 2],
    [25, 3],
    [35, 3],
    [45, 3],
    [45.1, 2],
    [55, 2],
    [55.1, 1],
    [65, 1],
    [65.1, 0],
    [-10, 0],
  ])('temperature %s °F scores %s', (fahrenheit, points) =>
    expect(temperaturePoints(fahrenheit)).toBe(points),
  );

  it.each([
    [9, 'Excellent'],
    [7, 'Excellent'],
    [6, 'Good'],
    [5, 'Good'],
    [4, 'Fair'],
    [3, 'Fair'],
    [2, 'Poor'],
    [0, 'Poor'],
  ])('a total of %s is %s', (points, label) => expect(ratingLabel(points)).toBe(label));

  it('adds the three factors', () => {
    expect(huntingRating({ windSpeed: 4, visibility: 10, temperature: 35 })).toEqual({
      points: 9,
      label: 'Excellent',
    });
    expect(huntingRating({ windSpeed: 12, visibility: 6, temperature: 50 })).toEqual({
      points: 5,
      label: 'Good',
    });
    expect(huntingRating({ windSpeed: 20, visibility: 4, temperature: 60 })).toEqual({
      points: 2,
      label: 'Poor',
    });
    expect(huntingRating({ windSpeed: 8, visibility: 2, temperature: 18 })).toEqual({
      points: 3,
      label: 'Fair',
    });
  });
});

describe('insight hints', () => {
  const hintKeys = (windSpeed: number, visibility: number, temperature: number) =>
    weatherHints({ windSpeed, visibility, temperature }).map((hint) => hint.key);

  it.each([
    [5, 5, 40, ['calmWind']],
    [5.1, 5, 40, []],
    [15, 5, 40, []],
    [15.1, 5, 40, ['strongWind']],
    [10, 2.9, 40, ['limitedVisibility']],
    [10, 3, 40, []],
    [10, 8, 40, ['excellentVisibility']],
    [10, 7.9, 40, []],
    [10, 5, 31.9, ['freezing']],
    [10, 5, 32, []],
    [10, 5, 60, []],
    [10, 5, 60.1, ['warm']],
    [3, 9, 20, ['calmWind', 'excellentVisibility', 'freezing']],
  ])('wind %s, visibility %s, temperature %s: %j', (wind, visibility, temperature, keys) =>
    expect(hintKeys(wind, visibility, temperature)).toEqual(keys),
  );

  it('words each hint as the card shows it', () => {
    expect(weatherHints({ windSpeed: 2, visibility: 1, temperature: 70 })).toEqual([
      { key: 'calmWind', text: WEATHER_HINTS.calmWind },
      { key: 'limitedVisibility', text: WEATHER_HINTS.limitedVisibility },
      { key: 'warm', text: WEATHER_HINTS.warm },
    ]);
    expect(WEATHER_HINTS.calmWind).toContain('good for calling');
  });
});
