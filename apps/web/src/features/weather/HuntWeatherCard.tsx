import type { Hunt } from '@marshlog/domain';
import { CompactWeatherCard } from './CompactWeatherCard';
import { WeatherCard } from './WeatherCard';
import { usePlaceTimeZone } from './use-place-time-zone';
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
 * legal shooting hours computed on the device for its place and day (no network), on the place's
 * own clock by its time zone ("6:52 AM PST"), whether or not weather was recorded. Until the zone
 * table has loaded the sky waits, unless the recorded sunrise gives the place's offset.
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
  const { timeZone, pending } = usePlaceTimeZone(hunt.latitude, hunt.longitude);
  const providerSunrise = hunt.weather?.sunrise;
  const computed =
    pending && !providerSunrise ? null : sunAndMoon(place, { timeZone, providerSunrise });
  const sky = computed ? { ...computed, moon: hunt.weather?.moon_phase || computed.moon } : null;
  const weather = cardWeatherOfHunt(hunt);
  return compact ? (
    <CompactWeatherCard weather={weather} sky={sky} className={className} />
  ) : (
    <WeatherCard weather={weather} sky={sky} className={className} />
  );
}
