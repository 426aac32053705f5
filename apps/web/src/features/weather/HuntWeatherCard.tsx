import type { Hunt } from '@marshlog/domain';
import { CompactWeatherCard } from './CompactWeatherCard';
import { WeatherCard } from './WeatherCard';
import { cardWeatherOfHunt, sunAndMoon } from './weather-view';

type SavedHunt = Pick<
  Hunt,
  | 'date_of_hunt'
  | 'latitude'
  | 'longitude'
  | 'weather_conditions'
  | 'temperature'
  | 'wind_speed'
  | 'wind_direction'
  | 'weather'
>;

/**
 * A saved hunt's weather card: its recorded weather and rating, with sunrise, sunset, moon and
 * legal shooting hours computed on the device for its place and day (no network). The clock is
 * the place's own when the recorded sunrise lets it be derived.
 */
export function HuntWeatherCard({
  hunt,
  compact = false,
  className,
}: {
  hunt: SavedHunt;
  compact?: boolean;
  className?: string;
}) {
  const place = { latitude: hunt.latitude, longitude: hunt.longitude, date: hunt.date_of_hunt };
  const computed = sunAndMoon(place, { providerSunrise: hunt.weather?.sunrise });
  const sky = computed ? { ...computed, moon: hunt.weather?.moon_phase || computed.moon } : null;
  const weather = cardWeatherOfHunt(hunt);
  return compact ? (
    <CompactWeatherCard weather={weather} sky={sky} className={className} />
  ) : (
    <WeatherCard weather={weather} sky={sky} className={className} />
  );
}
