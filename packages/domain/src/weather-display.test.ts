import { describe, expect, it } from 'vitest';
import {
  compassPoint,
  displayWeather,
  errorWeather,
  type ProviderWeather,
} from './weather-display.js';
import { COMPASS_POINTS } from './weather-constants.js';
import { providerWeatherSchema, weatherRequestSchema } from './weather.js';

const day: ProviderWeather = {
  temp: 38.44,
  tempmax: 45.6,
  tempmin: 31.2,
  humidity: 81.4,
  windspeed: 11.6,
  winddir: 312,
  conditions: 'Overcast',
  sunrise: '06:52',
  sunset: '16:51',
  visibility: 6.25,
  pressure: 30.123,
  utc_offset_seconds: -28800,
  provider: 'open-meteo',
};

describe('16 compass points', () => {
  it('names each point at its own bearing', () => {
    COMPASS_POINTS.forEach((point, index) => expect(compassPoint(index * 22.5)).toBe(point));
  });

  it.each([
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNE'],
    [348.74, 'NNW'],
    [348.75, 'N'],
    [360, 'N'],
    [-45, 'NW'],
    [405, 'NE'],
    [312, 'NW'],
    [200, 'SSW'],
  ])('%s° is %s', (degrees, point) => expect(compassPoint(degrees)).toBe(point));
});

describe('display mapping (seed 000 section 3)', () => {
  it('maps the provider fields to the display fields, rounded for reading', () => {
    expect(displayWeather(day)).toEqual({
      temperature: 38,
      high: 46,
      low: 31,
      humidity: 81,
      wind_speed: 12,
      wind_direction: 'NW',
      weather_conditions: 'Overcast',
      visibility: 6.3,
      pressure: 30.12,
    });
  });

  it('shows visibility 10 and pressure 30 only where the provider gives none', () => {
    const display = displayWeather({ ...day, visibility: null, pressure: null });
    expect(display.visibility).toBe(10);
    expect(display.pressure).toBe(30);
    expect(displayWeather({ ...day, visibility: 0, pressure: 29 })).toMatchObject({
      visibility: 0,
      pressure: 29,
    });
  });

  it('the error object has conditions "Error" and nothing else', () => {
    const error = errorWeather();
    expect(error.conditions).toBe('Error');
    expect(
      Object.entries(error).filter(([key, value]) => key !== 'conditions' && value !== null),
    ).toEqual([]);
    expect(providerWeatherSchema.parse(error)).toEqual(error);
    expect(displayWeather(error).wind_direction).toBeNull();
  });
});

describe('weather request (seed 000 section 5)', () => {
  it('takes latitude, longitude and a YYYY-MM-DD date', () => {
    expect(
      weatherRequestSchema.parse({ latitude: 39.3, longitude: -121.8, date: '2024-11-16' }),
    ).toEqual({ latitude: 39.3, longitude: -121.8, date: '2024-11-16' });
  });

  it.each([
    [{ longitude: 0, date: '2024-11-16' }, 'latitude', 'Latitude is required'],
    [
      { latitude: 90.1, longitude: 0, date: '2024-11-16' },
      'latitude',
      'Latitude must be between -90 and 90',
    ],
    [{ latitude: 0, date: '2024-11-16' }, 'longitude', 'Longitude is required'],
    [
      { latitude: 0, longitude: -180.5, date: '2024-11-16' },
      'longitude',
      'Longitude must be between -180 and 180',
    ],
    [{ latitude: 0, longitude: 0 }, 'date', 'Date is required'],
    [
      { latitude: 0, longitude: 0, date: '11/16/2024' },
      'date',
      'Date must be a valid date as YYYY-MM-DD',
    ],
    [
      { latitude: 0, longitude: 0, date: '2024-02-30' },
      'date',
      'Date must be a valid date as YYYY-MM-DD',
    ],
  ])('%j is refused on %s', (input, field, message) => {
    const result = weatherRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
