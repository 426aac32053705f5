import {
  WEATHER_KEY_DECIMALS,
  WEATHER_MESSAGES,
  errorWeather,
  type ProviderWeather,
  type WeatherRequest,
  type WeatherResponse,
} from '@marshlog/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WeatherConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { openMeteoProvider } from './providers/open-meteo.js';
import type { WeatherFailure, WeatherProvider } from './providers/types.js';
import { WeatherFetchError } from './providers/types.js';
import { visualCrossingProvider } from './providers/visual-crossing.js';
import { keyText, pastDayStore, recentDayCache, type WeatherKey } from './store.js';

/** How long a recent or coming day's answer is reused before the provider is asked again. */
const RECENT_TTL_MS = 10 * 60_000;
const RECENT_MAX_ENTRIES = 1000;
const DAY_MS = 86_400_000;

/** Today's date in UTC, YYYY-MM-DD. */
export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/**
 * A day that is over everywhere on Earth (UTC-12 to UTC+14) and settled at the provider: two
 * days before today in UTC, or earlier.
 */
export function isPastDay(date: string, today: string): boolean {
  return Date.parse(`${date}T00:00:00Z`) <= Date.parse(`${today}T00:00:00Z`) - 2 * DAY_MS;
}

/** The message of each row of the weather error table (seed 000 section 8). */
export function failureMessage(failure: WeatherFailure): string {
  switch (failure.kind) {
    case 'status':
      if (failure.status === 403) return WEATHER_MESSAGES.accessDenied;
      if (failure.status === 401) return WEATHER_MESSAGES.authenticationRequired;
      return WEATHER_MESSAGES.serviceError(failure.status);
    case 'timeout':
      return WEATHER_MESSAGES.timeout;
    case 'network':
      return WEATHER_MESSAGES.network;
    case 'unsuccessful':
      return WEATHER_MESSAGES.unsuccessful;
    case 'empty':
      return WEATHER_MESSAGES.empty;
  }
}

export function createProvider(config: WeatherConfig): WeatherProvider {
  if (config.provider === 'visual-crossing' && config.visualCrossingKey) {
    return visualCrossingProvider({
      key: config.visualCrossingKey,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });
  }
  return openMeteoProvider({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    today: () => utcToday(),
  });
}

const toE4 = (degrees: number) => Math.round(degrees * 10 ** WEATHER_KEY_DECIMALS);

/**
 * The weather of one place and day. Past days come from the database once fetched; recent and
 * coming days from a short memory cache; concurrent asks for the same key share one call.
 * A provider failure is an answer (`success: false`), never a thrown error.
 */
export function createWeatherService(deps: {
  db: Database;
  config: WeatherConfig;
  log: FastifyBaseLogger;
}) {
  const provider = createProvider(deps.config);
  const pastDays = pastDayStore(deps.db);
  const recentDays = recentDayCache({
    ttlMs: RECENT_TTL_MS,
    maxEntries: RECENT_MAX_ENTRIES,
    now: () => Date.now(),
  });
  const inFlight = new Map<string, Promise<ProviderWeather>>();

  const success = (weather: ProviderWeather): WeatherResponse => ({
    success: true,
    error: null,
    timeout: false,
    weather,
    credit: provider.credit,
  });

  async function fetchOnce(key: WeatherKey, past: boolean): Promise<ProviderWeather> {
    const weather = await provider.fetchDay({
      latitude: key.latitudeE4 / 10 ** WEATHER_KEY_DECIMALS,
      longitude: key.longitudeE4 / 10 ** WEATHER_KEY_DECIMALS,
      date: key.date,
    });
    if (past) await pastDays.keep(key, weather);
    else recentDays.set(key, weather);
    return weather;
  }

  return {
    async fetchWeather(request: WeatherRequest): Promise<WeatherResponse> {
      const key: WeatherKey = {
        provider: provider.name,
        latitudeE4: toE4(request.latitude),
        longitudeE4: toE4(request.longitude),
        date: request.date,
      };
      const past = isPastDay(request.date, utcToday());
      const cached = past ? await pastDays.find(key) : recentDays.get(key);
      if (cached) return success(cached);

      const text = keyText(key);
      let call = inFlight.get(text);
      if (!call) {
        call = fetchOnce(key, past).finally(() => inFlight.delete(text));
        inFlight.set(text, call);
      }
      try {
        return success(await call);
      } catch (error) {
        if (!(error instanceof WeatherFetchError)) throw error;
        deps.log.warn(
          { provider: provider.name, failure: error.failure, date: request.date },
          'weather provider failed',
        );
        return {
          success: false,
          error: failureMessage(error.failure),
          timeout: error.failure.kind === 'timeout',
          weather: errorWeather(),
          credit: null,
        };
      }
    },
  };
}
