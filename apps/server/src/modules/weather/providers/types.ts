import type { ProviderWeather, WeatherProviderName } from '@marshlog/domain';

/** One place and day to ask for: coordinates already rounded to the cache's 4 decimals. */
export interface WeatherQuery {
  latitude: number;
  longitude: number;
  date: string;
}

/** One weather source behind the one interface: Open-Meteo or Visual Crossing. */
export interface WeatherProvider {
  name: WeatherProviderName;
  /** The attribution its licence asks for, shown with its data. */
  credit: string | null;
  /** One day of weather in °F, mph, miles and inHg; throws WeatherFetchError on any failure. */
  fetchDay(query: WeatherQuery): Promise<ProviderWeather>;
}

/** The rows of the weather error table (seed 000 section 8). */
export type WeatherFailure =
  | { kind: 'status'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'unsuccessful'; reason: string }
  | { kind: 'empty' };

export class WeatherFetchError extends Error {
  constructor(readonly failure: WeatherFailure) {
    super(`weather provider failed: ${JSON.stringify(failure)}`);
  }
}
