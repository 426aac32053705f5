import {
  DEFAULT_PRESSURE_INHG,
  clockInZone,
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
  /** Whose clock the times are on: "PST" or "UTC-8" at the place, or the hunter's own. */
  zone: string;
}

/** This device's offset on that day, for a place whose own offset is not known. */
function deviceOffsetMinutes(date: string): number {
  const noon = new Date(`${date}T12:00:00`);
  return Number.isNaN(noon.getTime()) ? 0 : -noon.getTimezoneOffset();
}

/** Where the times are read: the place's IANA zone, else its offset in minutes. */
type PlaceClock = { timeZone: string } | { offsetMinutes: number | null };

function placeClock(sun: { sunrise: Date | null }, clock: SkyClock): PlaceClock {
  if (clock.timeZone) return { timeZone: clock.timeZone };
  if (typeof clock.utcOffsetSeconds === 'number') {
    return { offsetMinutes: Math.round(clock.utcOffsetSeconds / 60) };
  }
  if (clock.providerSunrise && sun.sunrise) {
    return { offsetMinutes: offsetFromClock(clock.providerSunrise, sun.sunrise) };
  }
  return { offsetMinutes: null };
}

/** The sky's times read on an IANA zone; null when Intl does not know the zone. */
function zonedSky(
  sun: { sunrise: Date | null; sunset: Date | null },
  hours: { start: Date; end: Date } | null,
  timeZone: string,
  day: string,
): Omit<SunAndMoon, 'moon'> | null {
  const read = (instant: Date | null) => (instant ? clockInZone(instant, timeZone) : null);
  const named = (instant: Date | null) => {
    const reading = read(instant);
    return reading ? `${reading.clock} ${reading.zone}` : null;
  };
  // The zone's name at sunrise, or at noon UTC of the day when the sun does not rise.
  const zone = read(sun.sunrise ?? new Date(`${day}T12:00:00Z`))?.zone;
  if (!zone) return null;
  const start = read(hours?.start ?? null);
  const end = read(hours?.end ?? null);
  return {
    sunrise: named(sun.sunrise),
    sunset: named(sun.sunset),
    shootingHours: start && end ? { start: start.clock, end: end.clock } : null,
    zone,
  };
}

export interface SkyClock {
  /** The place's IANA zone (usePlaceTimeZone): the times read "6:52 AM PST". */
  timeZone?: string | null;
  /** The place's offset as the weather provider gave it. */
  utcOffsetSeconds?: number | null;
  /** The sunrise the provider gave on the place's clock, from which its offset is derived. */
  providerSunrise?: string | null;
}

/**
 * Sunrise, sunset, shooting hours and moon phase computed on the device (no network). Times are
 * on the place's clock: by its IANA zone, named ("6:52 AM PST"); else its offset from the weather
 * provider, or derived from the sunrise the provider gave; failing all, this device's clock, said so.
 */
export function sunAndMoon(
  place: { latitude: number; longitude: number; date: string },
  clock: SkyClock = {},
): SunAndMoon | null {
  const sun = sunTimes(place.date, place.latitude, place.longitude);
  if (!sun) return null;
  const hours = shootingHours(sun);
  const moon = moonPhase(place.date, place.longitude)?.name ?? null;
  const where = placeClock(sun, clock);
  if ('timeZone' in where) {
    const zoned = zonedSky(sun, hours, where.timeZone, place.date);
    if (zoned) return { ...zoned, moon };
  }
  const offset = 'offsetMinutes' in where ? where.offsetMinutes : null;
  const zone = offset === null ? 'your time' : formatOffset(offset);
  const minutes = offset ?? deviceOffsetMinutes(place.date);
  return {
    sunrise: sun.sunrise ? formatClock(sun.sunrise, minutes) : null,
    sunset: sun.sunset ? formatClock(sun.sunset, minutes) : null,
    shootingHours: hours
      ? { start: formatClock(hours.start, minutes), end: formatClock(hours.end, minutes) }
      : null,
    moon,
    zone,
  };
}
