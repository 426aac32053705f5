import { useQuery } from '@tanstack/react-query';
import {
  WEATHER_CACHE_MS,
  WEATHER_KEY_DECIMALS,
  WEATHER_TIMEOUT_MS,
  isValidLatitude,
  isValidLongitude,
} from '@marshlog/domain';
import { api } from '../../api';
import {
  WeatherTimeoutError,
  outcomeOfAnswer,
  outcomeOfError,
  type WeatherOutcome,
} from './weather-outcome';

export interface WeatherPlaceDay {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  date: string | null | undefined;
}

const rounded = (degrees: number) => Number(degrees.toFixed(WEATHER_KEY_DECIMALS));

/** Results are cached for 30 s, keyed by latitude and longitude to 4 decimals plus the date. */
export const weatherKeys = {
  all: ['weather'] as const,
  day: (latitude: number, longitude: number, date: string) =>
    [...weatherKeys.all, rounded(latitude), rounded(longitude), date] as const,
};

const loadSchema = () => import('./weather-schemas').then((module) => module.weatherResponseSchema);

/** POST /api/weather/fetch_weather/ with its own 10 s limit; every failure becomes its message. */
export async function fetchWeather(
  latitude: number,
  longitude: number,
  date: string,
  signal?: AbortSignal,
): Promise<WeatherOutcome> {
  const timeout = AbortSignal.timeout(WEATHER_TIMEOUT_MS);
  try {
    const answer = await api.post(
      '/weather/fetch_weather/',
      { latitude: rounded(latitude), longitude: rounded(longitude), date },
      { schema: loadSchema, signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
    );
    return outcomeOfAnswer(answer);
  } catch (error) {
    if (timeout.aborted) return outcomeOfError(new WeatherTimeoutError());
    // The screen moved on: not a weather failure, nothing to show.
    if (signal?.aborted) throw error;
    return outcomeOfError(error);
  }
}

export function isWeatherPlaceDay(
  place: WeatherPlaceDay,
): place is { latitude: number; longitude: number; date: string } {
  return (
    isValidLatitude(place.latitude) &&
    isValidLongitude(place.longitude) &&
    typeof place.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(place.date)
  );
}

/** The weather of a place and day, once both are known; `enabled: false` asks nothing. */
export function useWeather(place: WeatherPlaceDay, options: { enabled?: boolean } = {}) {
  const ready = isWeatherPlaceDay(place) && options.enabled !== false;
  return useQuery({
    queryKey: ready
      ? weatherKeys.day(place.latitude, place.longitude, place.date)
      : [...weatherKeys.all, 'idle'],
    queryFn: ({ signal }) =>
      isWeatherPlaceDay(place)
        ? fetchWeather(place.latitude, place.longitude, place.date, signal)
        : Promise.reject(new Error('No place and date to fetch weather for')),
    enabled: ready,
    staleTime: WEATHER_CACHE_MS,
    gcTime: WEATHER_CACHE_MS,
    // Failures are answers with their message, already; nothing to retry blindly.
    retry: false,
  });
}
