import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorWeather, type ProviderWeather } from '@marshlog/domain';
import { ApiError } from '../../api';
import { WeatherTimeoutError, outcomeOfAnswer, outcomeOfError } from './weather-outcome';

const day: ProviderWeather = {
  ...errorWeather(),
  temp: 38,
  tempmax: 44,
  tempmin: 29,
  humidity: 80,
  windspeed: 9,
  winddir: 315,
  conditions: 'Overcast',
  provider: 'open-meteo',
};

describe('every message of the weather error table, with conditions "Error"', () => {
  it.each([
    [new ApiError(403, 'Forbidden'), 'Weather service access denied - will fetch in background'],
    [new ApiError(401, 'Not signed in'), 'Authentication required - will fetch in background'],
    [new ApiError(500, 'Oops'), 'Weather service error (500) - will fetch in background'],
    [new ApiError(429, 'Slow down'), 'Weather service error (429) - will fetch in background'],
    [new ApiError(0, 'offline'), 'Network error - weather data temporarily unavailable'],
    [new z.ZodError([]), 'Weather data fetch was unsuccessful'],
  ])('%s', (error, message) => {
    expect(outcomeOfError(error)).toEqual({
      weather: errorWeather(),
      error: message,
      timeout: false,
      credit: null,
    });
  });

  it('timeout, flagged as a timeout', () => {
    expect(outcomeOfError(new WeatherTimeoutError())).toMatchObject({
      error: 'Weather service timeout - will retry in background',
      timeout: true,
      weather: { conditions: 'Error' },
    });
  });

  it("unsuccessful: the server's message, or the table's when it gives none", () => {
    const failed = {
      success: false,
      error: 'Weather service timeout - will retry in background',
      timeout: true,
      weather: errorWeather(),
      credit: null,
    };
    expect(outcomeOfAnswer(failed)).toMatchObject({ error: failed.error, timeout: true });
    expect(outcomeOfAnswer({ ...failed, error: null, timeout: false })).toMatchObject({
      error: 'Weather data fetch was unsuccessful',
      weather: { conditions: 'Error' },
    });
  });

  it('empty: a success without any reading', () => {
    expect(
      outcomeOfAnswer({
        success: true,
        error: null,
        timeout: false,
        weather: { ...errorWeather(), conditions: 'Clear sky' },
        credit: null,
      }),
    ).toMatchObject({
      error: 'No weather data received from the API',
      weather: { conditions: 'Error' },
    });
  });

  it('a day with readings is the answer, with its credit', () => {
    expect(
      outcomeOfAnswer({ success: true, error: null, timeout: false, weather: day, credit: 'X' }),
    ).toEqual({ weather: day, error: null, timeout: false, credit: 'X' });
  });
});
