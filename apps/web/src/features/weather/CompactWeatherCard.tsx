import { cx } from '../../ui';
import { RatingBadge } from './RatingBadge';
import { ratingOf, type CardWeather, type SunAndMoon } from './weather-view';

export interface CompactWeatherCardProps {
  weather: CardWeather | null;
  sky: SunAndMoon | null;
  loading?: boolean;
  error?: string | null;
  credit?: string | null;
  className?: string;
}

/**
 * The weather card's compact form (map popups, lists): conditions, temperature, wind, rating,
 * and the day's shooting hours.
 */
export function CompactWeatherCard({
  weather,
  sky,
  loading = false,
  error = null,
  credit = null,
  className,
}: CompactWeatherCardProps) {
  const shown = error ? null : weather;
  const { rating } = ratingOf(shown);
  const summary = error
    ? 'Error'
    : shown
      ? [
          shown.conditions,
          shown.temperature === null ? null : `${shown.temperature} °F`,
          shown.windSpeed === null
            ? null
            : `${shown.windSpeed} mph${shown.windDirection ? ` ${shown.windDirection}` : ''}`,
        ]
          .filter(Boolean)
          .join(' · ')
      : loading
        ? 'Fetching the weather...'
        : 'No weather recorded';
  return (
    <div
      role="group"
      aria-label="Weather"
      className={cx('flex flex-col gap-1 text-sm text-ink', className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium" data-testid="weather-conditions">
          {summary}
        </span>
        {rating ? <RatingBadge rating={rating} /> : null}
      </div>
      {error ? <p className="text-danger">{error}</p> : null}
      {sky?.shootingHours ? (
        <p className="text-ink-muted tabular-nums">
          Shooting hours {sky.shootingHours.start} – {sky.shootingHours.end} ({sky.zone})
        </p>
      ) : null}
      {credit && shown ? <p className="text-xs text-ink-faint">{credit}</p> : null}
    </div>
  );
}
