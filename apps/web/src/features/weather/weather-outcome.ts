import {
  WEATHER_MESSAGES,
  errorWeather,
  type ProviderWeather,
  type WeatherResponse,
} from '@marshlog/domain';
import { ApiError } from '../../api';

/** What the card needs of one weather call: the day, or the error table's message (seed 000 section 8). */
export interface WeatherOutcome {
  weather: ProviderWeather;
  error: string | null;
  timeout: boolean;
  credit: string | null;
}

/** Thrown by the weather call when its own 10 s limit ran out (not when the screen left). */
export class WeatherTimeoutError extends Error {
  override readonly name = 'WeatherTimeoutError';
}

function failed(message: string, timeout = false): WeatherOutcome {
  return { weather: errorWeather(), error: message, timeout, credit: null };
}

/** Whether a day has nothing in it: no temperature, no wind, no conditions worth the name. */
function isEmptyDay(weather: ProviderWeather | null | undefined): boolean {
  return (
    !weather ||
    (weather.temp === null &&
      weather.tempmax === null &&
      weather.windspeed === null &&
      weather.humidity === null)
  );
}

/** The server's answer as the card reads it: success with a day, or its failure message. */
export function outcomeOfAnswer(answer: WeatherResponse): WeatherOutcome {
  if (!answer.success) {
    return failed(answer.error ?? WEATHER_MESSAGES.unsuccessful, answer.timeout);
  }
  if (isEmptyDay(answer.weather)) return failed(WEATHER_MESSAGES.empty);
  return { weather: answer.weather, error: null, timeout: false, credit: answer.credit };
}

/** A call that failed on the way: each row of the error table by its cause. */
export function outcomeOfError(error: unknown): WeatherOutcome {
  if (error instanceof WeatherTimeoutError) return failed(WEATHER_MESSAGES.timeout, true);
  if (error instanceof ApiError) {
    if (error.status === 0) return failed(WEATHER_MESSAGES.network);
    if (error.status === 403) return failed(WEATHER_MESSAGES.accessDenied);
    if (error.status === 401) return failed(WEATHER_MESSAGES.authenticationRequired);
    return failed(WEATHER_MESSAGES.serviceError(error.status));
  }
  // An answer that is not the weather answer's shape (the schema refused it).
  return failed(WEATHER_MESSAGES.unsuccessful);
}
