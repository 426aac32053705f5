import { z } from 'zod';
import type { ProviderWeather } from '@marshlog/domain';
import { getProviderJson } from './http.js';
import { clockTime, hectopascalsToInches } from './readings.js';
import { WeatherFetchError, type WeatherProvider, type WeatherQuery } from './types.js';

const VISUAL_CROSSING_URL = 'https://weather.visualcrossing.com';
const TIMELINE_PATH = '/VisualCrossingWebServices/rest/services/timeline';

const reading = z.number().nullable().optional();
const answerSchema = z.object({
  tzoffset: z.number().optional(),
  days: z
    .array(
      z.object({
        temp: reading,
        tempmax: reading,
        tempmin: reading,
        humidity: reading,
        windspeed: reading,
        winddir: reading,
        conditions: z.string().nullable().optional(),
        sunrise: z.string().nullable().optional(),
        sunset: z.string().nullable().optional(),
        visibility: reading,
        /** Millibars in every unit group. */
        pressure: reading,
      }),
    )
    .optional(),
});

/** Visual Crossing's timeline API with `unitGroup=us`: °F, mph and miles already. */
export function visualCrossingProvider(options: {
  key: string;
  baseUrl?: string;
  timeoutMs: number;
}): WeatherProvider {
  return {
    name: 'visual-crossing',
    credit: null,
    async fetchDay({ latitude, longitude, date }: WeatherQuery) {
      const base = options.baseUrl ?? VISUAL_CROSSING_URL;
      const url = new URL(`${base}${TIMELINE_PATH}/${latitude},${longitude}/${date}`);
      url.search = new URLSearchParams({
        unitGroup: 'us',
        include: 'days',
        contentType: 'json',
        key: options.key,
      }).toString();
      const parsed = answerSchema.safeParse(await getProviderJson(url, options.timeoutMs));
      if (!parsed.success) {
        throw new WeatherFetchError({ kind: 'unsuccessful', reason: parsed.error.message });
      }
      const day = parsed.data.days?.[0];
      if (!day) throw new WeatherFetchError({ kind: 'empty' });
      const weather: ProviderWeather = {
        temp: day.temp ?? null,
        tempmax: day.tempmax ?? null,
        tempmin: day.tempmin ?? null,
        humidity: day.humidity ?? null,
        windspeed: day.windspeed ?? null,
        winddir: day.winddir ?? null,
        conditions: day.conditions || 'Unknown',
        sunrise: clockTime(day.sunrise),
        sunset: clockTime(day.sunset),
        visibility: day.visibility ?? null,
        pressure: hectopascalsToInches(day.pressure ?? null),
        utc_offset_seconds:
          parsed.data.tzoffset === undefined ? null : Math.round(parsed.data.tzoffset * 3600),
        provider: 'visual-crossing',
      };
      if (weather.temp === null && weather.tempmax === null && weather.windspeed === null) {
        throw new WeatherFetchError({ kind: 'empty' });
      }
      return weather;
    },
  };
}
