import {
  DEFAULT_PRESSURE_INHG,
  DEFAULT_VISIBILITY_MILES,
  displayWeather,
  formatClock,
  formatOffset,
  huntingRating,
  moonPhase,
  offsetFromClock,
  shootingHours,
  sunTimes,
  weatherHints,
  type HuntingRating,
  type ProviderWeather,
  type WeatherHint,
} from '@marshlog/domain';

/** One day's weather as the card shows it, from a provider answer or a hunt's saved fields. */
export interface CardWeather {
  conditions: string | null;
  temperature: number | null;
  high: number | null;
  low: number | null;
  humidity: number | null;
  windSpeed: number | null;
  windDirection: string | null;
  /** Miles; 10 where the source gave none. */
  visibility: number;
  /** Inches of mercury; 30 where the source gave none. */
  pressure: number;
}

export function cardWeatherOf(weather: ProviderWeather): CardWeather {
  const display = displayWeather(weather);
  return {
    conditions: display.weather_conditions,
    temperature: display.temperature,
    high: display.high,
    low: display.low,
    humidity: display.humidity,
    windSpeed: display.wind_speed,
    windDirection: display.wind_direction,
    visibility: display.visibility,
    pressure: display.pressure,
  };
}

/** The fields a hunt keeps (seed 001 section 3); null when none was recorded. */
export interface SavedHuntWeather {
  weather_conditions: string | null;
  temperature: number | null;
  wind_speed: number | null;
  wind_direction: string | null;
  weather: {
    humidity?: number | null;
    barometric_pressure?: number | null;
    sunrise?: string | null;
  } | null;
}

export function cardWeatherOfHunt(hunt: SavedHuntWeather): CardWeather | null {
  const humidity = hunt.weather?.humidity ?? null;
  const recorded = [hunt.weather_conditions, hunt.temperature, hunt.wind_speed, humidity].some(
    (value) => value !== null && value !== '',
  );
  if (!recorded && !hunt.wind_direction) return null;
  return {
    conditions: hunt.weather_conditions,
    temperature: hunt.temperature,
    high: null,
    low: null,
    humidity,
    windSpeed: hunt.wind_speed,
    windDirection: hunt.wind_direction,
    visibility: DEFAULT_VISIBILITY_MILES,
    pressure: hunt.weather?.barometric_pressure ?? DEFAULT_PRESSURE_INHG,
  };
}

/** The rating needs wind and temperature; visibility is the card's (10 where none was given). */
export function ratingOf(weather: CardWeather | null): {
  rating: HuntingRating | null;
  hints: WeatherHint[];
} {
  if (!weather || weather.windSpeed === null || weather.temperature === null) {
    return { rating: null, hints: [] };
  }
  const input = {
    windSpeed: weather.windSpeed,
    visibility: weather.visibility,
    temperature: weather.temperature,
  };
  return { rating: huntingRating(input), hints: weatherHints(input) };
}

export interface SunAndMoon {
  sunrise: string | null;
  sunset: string | null;
  shootingHours: { start: string; end: string } | null;
  moon: string | null;
  /** Whose clock the times are on: "UTC-8" at the place, or the hunter's own. */
  zone: string;
}

/** This device's offset on that day, for a place whose own offset is not known. */
function deviceOffsetMinutes(date: string): number {
  const noon = new Date(`${date}T12:00:00`);
  return Number.isNaN(noon.getTime()) ? 0 : -noon.getTimezoneOffset();
}

/**
 * Sunrise, sunset, shooting hours and moon phase computed on the device (no network). Times are
 * on the place's clock: its offset from the weather provider, or derived from the sunrise the
 * provider gave; failing both, this device's clock, said so.
 */
export function sunAndMoon(
  place: { latitude: number; longitude: number; date: string },
  clock: { utcOffsetSeconds?: number | null; providerSunrise?: string | null } = {},
): SunAndMoon | null {
  const sun = sunTimes(place.date, place.latitude, place.longitude);
  if (!sun) return null;
  let offset: number | null = null;
  if (typeof clock.utcOffsetSeconds === 'number') offset = Math.round(clock.utcOffsetSeconds / 60);
  else if (clock.providerSunrise && sun.sunrise) {
    offset = offsetFromClock(clock.providerSunrise, sun.sunrise);
  }
  const zone = offset === null ? 'your time' : formatOffset(offset);
  const minutes = offset ?? deviceOffsetMinutes(place.date);
  const hours = shootingHours(sun);
  return {
    sunrise: sun.sunrise ? formatClock(sun.sunrise, minutes) : null,
    sunset: sun.sunset ? formatClock(sun.sunset, minutes) : null,
    shootingHours: hours
      ? { start: formatClock(hours.start, minutes), end: formatClock(hours.end, minutes) }
      : null,
    moon: moonPhase(place.date, place.longitude)?.name ?? null,
    zone,
  };
}
