/**
 * Limits, names, messages and rules of weather (seed 000: Weather entity, weather request,
 * weather errors, weather cache and timeout, hunting rating and insight hints); no zod here,
 * so a screen can use them without it.
 */

/** Results are cached for 30 s on the client; a provider call gives up after 10 s (seed 000 section 9). */
export const WEATHER_CACHE_MS = 30_000;
export const WEATHER_TIMEOUT_MS = 10_000;
/** The client's cache key: latitude and longitude to 4 decimals plus the date. */
export const WEATHER_KEY_DECIMALS = 4;

/** What the display shows where the provider gives no visibility or pressure (seed 000 section 3). */
export const DEFAULT_VISIBILITY_MILES = 10;
export const DEFAULT_PRESSURE_INHG = 30;

export const WEATHER_PROVIDERS = ['open-meteo', 'visual-crossing'] as const;
export type WeatherProviderName = (typeof WEATHER_PROVIDERS)[number];

/** Open-Meteo's licence asks for this credit wherever its data is shown. */
export const OPEN_METEO_CREDIT = 'Weather data by Open-Meteo.com';

/** The conditions of the empty weather object every error answers with. */
export const WEATHER_ERROR_CONDITIONS = 'Error';

/** The weather error table of seed 000 section 8, word for word. */
export const WEATHER_MESSAGES = {
  accessDenied: 'Weather service access denied - will fetch in background',
  authenticationRequired: 'Authentication required - will fetch in background',
  serviceError: (status: number) => `Weather service error (${status}) - will fetch in background`,
  timeout: 'Weather service timeout - will retry in background',
  network: 'Network error - weather data temporarily unavailable',
  unsuccessful: 'Weather data fetch was unsuccessful',
  empty: 'No weather data received from the API',
} as const;

/** The weather request's rules (seed 000 section 5). */
export const WEATHER_REQUEST_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a valid date as YYYY-MM-DD',
} as const;

/** Legal shooting hours run from one half hour before sunrise to sunset. */
export const SHOOTING_HOURS_BEFORE_SUNRISE_MINUTES = 30;
export const SHOOTING_HOURS_NOTE =
  "Shooting hours are one half hour before sunrise to sunset. Always check your state's regulations: seasons and local rules may differ.";

/** The 16 compass points, clockwise from north (seed 000 section 3). */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The rating's labels, best first (seed 000 section 9). */
export const HUNTING_RATINGS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type HuntingRatingLabel = (typeof HUNTING_RATINGS)[number];

/** The insight hints of seed 000 section 9, as the card words them. */
export const WEATHER_HINTS = {
  calmWind: 'Light wind: good for calling',
  strongWind: 'Strong wind',
  limitedVisibility: 'Visibility limited',
  excellentVisibility: 'Visibility excellent',
  freezing: 'Freezing temperatures',
  warm: 'Warm temperatures',
} as const;
export type WeatherHintKey = keyof typeof WEATHER_HINTS;

/** The eight phases of the moon, from new to waning crescent. */
export const MOON_PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];
