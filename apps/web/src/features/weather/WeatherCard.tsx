import { useId } from 'react';
import { SHOOTING_HOURS_NOTE } from '@marshlog/domain';
import { Card, Spinner, cx } from '../../ui';
import { RatingBadge } from './RatingBadge';
import { ratingOf, type CardWeather, type SunAndMoon } from './weather-view';

export interface WeatherCardProps {
  /** The day's weather; null when none is known (nothing recorded, or not asked yet). */
  weather: CardWeather | null;
  /** Sunrise, sunset, shooting hours and moon, computed on the device. */
  sky: SunAndMoon | null;
  loading?: boolean;
  /** A message of the weather error table; the card then shows conditions "Error". */
  error?: string | null;
  /** The provider's attribution, shown with its data. */
  credit?: string | null;
  /** What the card says when there is no weather and no error. */
  emptyText?: string;
  className?: string;
}

const measure = (value: number | null, unit: string) => (value === null ? '—' : `${value}${unit}`);

function Reading({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-faint">{term}</dt>
      <dd className="font-medium break-words text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function windText(weather: CardWeather): string {
  if (weather.windSpeed === null) return weather.windDirection ?? '—';
  return `${weather.windSpeed} mph${weather.windDirection ? ` ${weather.windDirection}` : ''}`;
}

function SkyFacts({ sky }: { sky: SunAndMoon }) {
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <dl className="grid grid-cols-2 gap-3 @md:grid-cols-3">
        <Reading term="Sunrise" value={sky.sunrise ?? 'None'} />
        <Reading term="Sunset" value={sky.sunset ?? 'None'} />
        <Reading term="Moon" value={sky.moon ?? '—'} />
      </dl>
      <div className="rounded-lg border border-accent/40 bg-accent/10 p-3">
        <p className="text-sm text-ink-muted">Legal shooting hours ({sky.zone})</p>
        <p
          className="text-lg font-semibold text-accent-strong tabular-nums"
          data-testid="shooting-hours"
        >
          {sky.shootingHours
            ? `${sky.shootingHours.start} – ${sky.shootingHours.end}`
            : 'No sunrise or sunset on this day'}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{SHOOTING_HOURS_NOTE}</p>
      </div>
    </div>
  );
}

/**
 * The weather card (seed 000, Weather card, full form): conditions, temperatures, humidity,
 * wind, visibility, pressure, the hunting rating with its hints, sun, moon and shooting hours.
 */
export function WeatherCard({
  weather,
  sky,
  loading = false,
  error = null,
  credit = null,
  emptyText = 'No weather recorded.',
  className,
}: WeatherCardProps) {
  const headingId = useId();
  const shown = error ? null : weather;
  const { rating, hints } = ratingOf(shown);
  return (
    <Card className={cx('flex flex-col gap-4', className)}>
      <section aria-labelledby={headingId} className="@container flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Weather
          </h2>
          {rating ? <RatingBadge rating={rating} /> : null}
        </div>
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-ink-muted">
            <Spinner /> Fetching the weather...
          </p>
        ) : null}
        {error ? (
          <div role="alert" className="flex flex-col gap-1">
            <p className="text-2xl font-semibold text-ink" data-testid="weather-conditions">
              Error
            </p>
            <p className="text-sm text-danger">{error}</p>
          </div>
        ) : null}
        {!loading && !error && !shown ? <p className="text-ink-faint italic">{emptyText}</p> : null}
        {shown ? (
          <>
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
              <p className="text-2xl font-semibold text-ink" data-testid="weather-conditions">
                {shown.conditions || '—'}
              </p>
              <p className="text-ink tabular-nums">
                <span className="text-3xl font-semibold" data-testid="weather-temperature">
                  {measure(shown.temperature, ' °F')}
                </span>
                {shown.high !== null || shown.low !== null ? (
                  <span className="ml-2 text-sm text-ink-muted">
                    High {measure(shown.high, '°')} · Low {measure(shown.low, '°')}
                  </span>
                ) : null}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-4">
              <Reading term="Humidity" value={measure(shown.humidity, '%')} />
              <Reading term="Wind" value={windText(shown)} />
              <Reading term="Visibility" value={`${shown.visibility} mi`} />
              <Reading term="Pressure" value={`${shown.pressure.toFixed(2)} inHg`} />
            </dl>
            {hints.length > 0 ? (
              <ul aria-label="Hunting insights" className="flex flex-wrap gap-2">
                {hints.map((hint) => (
                  <li
                    key={hint.key}
                    className="rounded-full border border-line-strong px-3 py-1 text-sm text-ink-muted"
                  >
                    {hint.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {sky ? <SkyFacts sky={sky} /> : null}
        {credit && shown ? <p className="text-xs text-ink-faint">{credit}</p> : null}
      </section>
    </Card>
  );
}
