/** The weather request and answer of POST /api/weather/fetch_weather/ (seed 000 sections 3, 5, 7). */
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './coordinates.js';
import { WEATHER_PROVIDERS, WEATHER_REQUEST_MESSAGES } from './weather-constants.js';
import type { ProviderWeather } from './weather-display.js';

/** latitude, longitude and date are required; -90..90, -180..180, YYYY-MM-DD. */
export const weatherRequestSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  date: z.iso.date({
    error: (issue) =>
      issue.input === undefined
        ? WEATHER_REQUEST_MESSAGES.dateRequired
        : WEATHER_REQUEST_MESSAGES.dateInvalid,
  }),
});
export type WeatherRequest = z.infer<typeof weatherRequestSchema>;

const reading = z.number().nullable();

/** One day of weather in °F, mph, %, miles and inHg; the error object has conditions "Error". */
export const providerWeatherSchema = z.object({
  temp: reading,
  tempmax: reading,
  tempmin: reading,
  humidity: reading,
  windspeed: reading,
  winddir: reading,
  conditions: z.string(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  visibility: reading,
  pressure: reading,
  utc_offset_seconds: z.number().int().nullable(),
  provider: z.enum(WEATHER_PROVIDERS).nullable(),
}) satisfies z.ZodType<ProviderWeather>;

/**
 * `{success, error, weather}`: a provider failure is `success: false` with the message of seed 000
 * section 8 and the error weather object, never a 5xx; `timeout` flags the timeout case, and
 * `credit` is the attribution the provider asks to show with its data.
 */
export const weatherResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  timeout: z.boolean(),
  weather: providerWeatherSchema,
  credit: z.string().nullable(),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;
