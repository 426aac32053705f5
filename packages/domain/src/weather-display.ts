/** How a provider's day of weather reads on screen (seed 000 section 3); no zod here. */
import {
  COMPASS_POINTS,
  DEFAULT_PRESSURE_INHG,
  DEFAULT_VISIBILITY_MILES,
  WEATHER_ERROR_CONDITIONS,
  type CompassPoint,
  type WeatherProviderName,
} from './weather-constants.js';

/**
 * One day of weather as the API answers it, in °F, mph, % and inHg; `winddir` in degrees
 * clockwise from north; `sunrise`/`sunset` as the place's clock reads them ("06:52").
 * Null where the provider gave nothing (and everywhere but `conditions` in the error object).
 */
export interface ProviderWeather {
  temp: number | null;
  tempmax: number | null;
  tempmin: number | null;
  humidity: number | null;
  windspeed: number | null;
  winddir: number | null;
  conditions: string;
  sunrise: string | null;
  sunset: string | null;
  /** Miles; null where the provider gives none. */
  visibility: number | null;
  /** Inches of mercury; null where the provider gives none. */
  pressure: number | null;
  /** The place's offset from UTC on that day, in seconds, when the provider says it. */
  utc_offset_seconds: number | null;
  provider: WeatherProviderName | null;
}

/** The empty weather object of every error: conditions "Error", nothing else (seed 000 section 8). */
export function errorWeather(): ProviderWeather {
  return {
    temp: null,
    tempmax: null,
    tempmin: null,
    humidity: null,
    windspeed: null,
    winddir: null,
    conditions: WEATHER_ERROR_CONDITIONS,
    sunrise: null,
    sunset: null,
    visibility: null,
    pressure: null,
    utc_offset_seconds: null,
    provider: null,
  };
}

/** Degrees clockwise from north to the nearest of the 16 compass points (348.75-11.25 is N). */
export function compassPoint(degrees: number): CompassPoint {
  const normalized = ((degrees % 360) + 360) % 360;
  const index = Math.round(normalized / 22.5) % COMPASS_POINTS.length;
  return COMPASS_POINTS[index] ?? 'N';
}

/** The display mapping of seed 000 section 3. */
export interface WeatherDisplay {
  temperature: number | null;
  high: number | null;
  low: number | null;
  humidity: number | null;
  wind_speed: number | null;
  wind_direction: CompassPoint | null;
  weather_conditions: string;
  /** Miles: the provider's, or 10 where it gives none. */
  visibility: number;
  /** Inches of mercury: the provider's, or 30 where it gives none. */
  pressure: number;
}

const rounded = (value: number | null, decimals = 0) =>
  value === null ? null : Number(value.toFixed(decimals));

export function displayWeather(weather: ProviderWeather): WeatherDisplay {
  return {
    temperature: rounded(weather.temp),
    high: rounded(weather.tempmax),
    low: rounded(weather.tempmin),
    humidity: rounded(weather.humidity),
    wind_speed: rounded(weather.windspeed),
    wind_direction: weather.winddir === null ? null : compassPoint(weather.winddir),
    weather_conditions: weather.conditions,
    visibility: rounded(weather.visibility, 1) ?? DEFAULT_VISIBILITY_MILES,
    pressure: rounded(weather.pressure, 2) ?? DEFAULT_PRESSURE_INHG,
  };
}
