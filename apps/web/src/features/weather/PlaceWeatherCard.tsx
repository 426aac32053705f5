import { useSession } from '../../api';
import { useWeather } from './api';
import { CompactWeatherCard } from './CompactWeatherCard';
import { WeatherCard } from './WeatherCard';
import { usePlaceTimeZone } from './use-place-time-zone';
import { cardWeatherOf, sunAndMoon } from './weather-view';

export interface PlaceWeatherCardProps {
  latitude: number;
  longitude: number;
  /** YYYY-MM-DD. */
  date: string;
  compact?: boolean;
  className?: string;
}

/**
 * The weather of any place and day (a report, a map popup): fetched for signed-in hunters (the
 * call spends the provider's quota), while sun, moon and shooting hours need no network and
 * show for everyone, on the place's clock. Its compact form is the one for map popups.
 */
export function PlaceWeatherCard({
  latitude,
  longitude,
  date,
  compact = false,
  className,
}: PlaceWeatherCardProps) {
  const signedIn = useSession().status === 'authenticated';
  const query = useWeather({ latitude, longitude, date }, { enabled: signedIn });
  const outcome = signedIn ? query.data : undefined;
  const { timeZone } = usePlaceTimeZone(latitude, longitude);
  const sky = sunAndMoon(
    { latitude, longitude, date },
    {
      timeZone,
      utcOffsetSeconds: outcome?.weather.utc_offset_seconds,
      providerSunrise: outcome?.weather.sunrise,
    },
  );
  const props = {
    weather: outcome ? cardWeatherOf(outcome.weather) : null,
    sky,
    loading: signedIn && query.isFetching,
    error: outcome?.error,
    credit: outcome?.credit,
    className,
  };
  return compact ? (
    <CompactWeatherCard {...props} />
  ) : (
    <WeatherCard {...props} emptyText="Sign in to see the weather of this day." />
  );
}
