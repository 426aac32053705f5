import { and, eq } from 'drizzle-orm';
import { providerWeatherSchema, type ProviderWeather } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { weatherDays } from '../../db/schema.js';

/** A provider's answer for one place and day: coordinates in 1e-4 degrees, as the cache rounds them. */
export interface WeatherKey {
  provider: string;
  latitudeE4: number;
  longitudeE4: number;
  date: string;
}

export const keyText = (key: WeatherKey) =>
  `${key.provider}|${key.latitudeE4}|${key.longitudeE4}|${key.date}`;

/** Past days' answers, kept in the database for good: a day that is over never changes. */
export function pastDayStore(db: Database) {
  const where = (key: WeatherKey) =>
    and(
      eq(weatherDays.provider, key.provider),
      eq(weatherDays.latitudeE4, key.latitudeE4),
      eq(weatherDays.longitudeE4, key.longitudeE4),
      eq(weatherDays.day, key.date),
    );
  return {
    async find(key: WeatherKey): Promise<ProviderWeather | null> {
      const [row] = await db
        .select({ weather: weatherDays.weather })
        .from(weatherDays)
        .where(where(key))
        .limit(1);
      const stored = providerWeatherSchema.safeParse(row?.weather);
      return stored.success ? stored.data : null;
    },
    async keep(key: WeatherKey, weather: ProviderWeather): Promise<void> {
      await db
        .insert(weatherDays)
        .values({
          provider: key.provider,
          latitudeE4: key.latitudeE4,
          longitudeE4: key.longitudeE4,
          day: key.date,
          weather,
        })
        .onConflictDoNothing();
    },
  };
}

/** Recent and coming days, whose forecast still changes: kept in memory for a short while. */
export function recentDayCache(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const entries = new Map<string, { weather: ProviderWeather; expiresAt: number }>();
  return {
    get(key: WeatherKey): ProviderWeather | null {
      const entry = entries.get(keyText(key));
      if (!entry) return null;
      if (entry.expiresAt > options.now()) return entry.weather;
      entries.delete(keyText(key));
      return null;
    },
    set(key: WeatherKey, weather: ProviderWeather): void {
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(keyText(key), { weather, expiresAt: options.now() + options.ttlMs });
    },
  };
}
