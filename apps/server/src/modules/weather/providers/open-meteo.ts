import { z } from 'zod';
import { OPEN_METEO_CREDIT, type ProviderWeather } from '@marshlog/domain';
import { getProviderJson } from './http.js';
import { clockTime, hectopascalsToInches, mean } from './readings.js';
import { WeatherFetchError, type WeatherProvider, type WeatherQuery } from './types.js';
import { wmoConditions } from './wmo-codes.js';

const FORECAST_URL = 'https://api.open-meteo.com';
const ARCHIVE_URL = 'https://archive-api.open-meteo.com';
/** The archive (ERA5) trails today by about five days; newer days come from the forecast service. */
const ARCHIVE_LAG_DAYS = 6;
const METERS_PER_MILE = 1609.344;
const FEET_PER_MILE = 5280;

const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'wind_speed_10m_max',
  'wind_direction_10m_dominant',
  'sunrise',
  'sunset',
];
const HOURLY = ['temperature_2m', 'relative_humidity_2m', 'pressure_msl'];

const readings = z.array(z.number().nullable());
const answerSchema = z.object({
  utc_offset_seconds: z.number().int().optional(),
  hourly_units: z.record(z.string(), z.string()).optional(),
  hourly: z
    .object({
      temperature_2m: readings.optional(),
      relative_humidity_2m: readings.optional(),
      pressure_msl: readings.optional(),
      visibility: readings.optional(),
    })
    .optional(),
  daily: z
    .object({
      time: z.array(z.string()),
      weather_code: readings.optional(),
      temperature_2m_max: readings.optional(),
      temperature_2m_min: readings.optional(),
      wind_speed_10m_max: readings.optional(),
      wind_direction_10m_dominant: readings.optional(),
      sunrise: z.array(z.string().nullable()).optional(),
      sunset: z.array(z.string().nullable()).optional(),
    })
    .optional(),
});
type OpenMeteoAnswer = z.infer<typeof answerSchema>;

/** Days older than the archive's lag are read from it; newer and coming days from the forecast. */
export function usesArchive(date: string, today: string): boolean {
  const lagMs = ARCHIVE_LAG_DAYS * 86_400_000;
  return Date.parse(`${date}T00:00:00Z`) <= Date.parse(`${today}T00:00:00Z`) - lagMs;
}

function visibilityMiles(values: readonly (number | null)[] | undefined, unit?: string) {
  const average = mean(values ?? []);
  if (average === null) return null;
  if (unit === 'm') return average / METERS_PER_MILE;
  if (unit === 'ft') return average / FEET_PER_MILE;
  return null;
}

function dayFrom(answer: OpenMeteoAnswer): ProviderWeather {
  const daily = answer.daily;
  if (!daily || daily.time.length === 0) throw new WeatherFetchError({ kind: 'empty' });
  const first = (values: readonly (number | null)[] | undefined) => values?.[0] ?? null;
  const hourly = answer.hourly ?? {};
  const weather: ProviderWeather = {
    temp: mean(hourly.temperature_2m ?? []),
    tempmax: first(daily.temperature_2m_max),
    tempmin: first(daily.temperature_2m_min),
    humidity: mean(hourly.relative_humidity_2m ?? []),
    windspeed: first(daily.wind_speed_10m_max),
    winddir: first(daily.wind_direction_10m_dominant),
    conditions: wmoConditions(first(daily.weather_code)),
    sunrise: clockTime(daily.sunrise?.[0]),
    sunset: clockTime(daily.sunset?.[0]),
    visibility: visibilityMiles(hourly.visibility, answer.hourly_units?.visibility),
    pressure: hectopascalsToInches(mean(hourly.pressure_msl ?? [])),
    utc_offset_seconds: answer.utc_offset_seconds ?? null,
    provider: 'open-meteo',
  };
  // A day the service has no readings for yet answers with nulls: nothing was received.
  if (weather.temp === null && weather.tempmax === null && weather.windspeed === null) {
    throw new WeatherFetchError({ kind: 'empty' });
  }
  return weather;
}

/**
 * Open-Meteo, keyless: its forecast service for recent and coming days, its archive for past
 * ones; `baseUrl` serves both paths for a self-hosted instance or a test server.
 */
export function openMeteoProvider(options: {
  baseUrl?: string;
  timeoutMs: number;
  today: () => string;
}): WeatherProvider {
  return {
    name: 'open-meteo',
    credit: OPEN_METEO_CREDIT,
    async fetchDay({ latitude, longitude, date }: WeatherQuery) {
      const archive = usesArchive(date, options.today());
      const base = options.baseUrl ?? (archive ? ARCHIVE_URL : FORECAST_URL);
      const url = new URL(`${base}/v1/${archive ? 'archive' : 'forecast'}`);
      url.search = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        start_date: date,
        end_date: date,
        daily: DAILY.join(','),
        // The archive (ERA5) has no visibility: the display then shows its 10 miles.
        hourly: (archive ? HOURLY : [...HOURLY, 'visibility']).join(','),
        temperature_unit: 'fahrenheit',
        wind_speed_unit: 'mph',
        timezone: 'auto',
      }).toString();
      const json = await getProviderJson(url, options.timeoutMs);
      if (typeof json === 'object' && json !== null && 'error' in json && json.error === true) {
        const reason = 'reason' in json ? String(json.reason) : 'error';
        throw new WeatherFetchError({ kind: 'unsuccessful', reason });
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) {
        throw new WeatherFetchError({ kind: 'unsuccessful', reason: parsed.error.message });
      }
      return dayFrom(parsed.data);
    },
  };
}
