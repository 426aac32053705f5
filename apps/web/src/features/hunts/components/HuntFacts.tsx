import type { ReactNode } from 'react';
import type { Hunt } from '@marshlog/domain';
import { Card, PrivacyBadge } from '../../../ui';
import { formatLongHuntDate, formatPlace } from '../format';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-faint">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** The weather lines the hunt has; none at all when nothing was recorded. */
function weatherFacts(hunt: Hunt): { term: string; value: string }[] {
  const weather = hunt.weather;
  const facts: [string, string | number | null | undefined, string?][] = [
    ['Conditions', hunt.weather_conditions],
    ['Temperature', hunt.temperature, ' °F'],
    ['Wind', hunt.wind_speed, ' mph'],
    ['Wind direction', hunt.wind_direction],
    ['Humidity', weather?.humidity, '%'],
    ['Barometric pressure', weather?.barometric_pressure, ' inHg'],
    ['Moon phase', weather?.moon_phase],
    ['Sunrise', weather?.sunrise],
    ['Sunset', weather?.sunset],
  ];
  return facts
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([term, value, unit]) => ({ term, value: `${value}${unit ?? ''}` }));
}

/** Date, place, privacy and notes of a hunt, and its weather when it was recorded. */
export function HuntFacts({ hunt }: { hunt: Hunt }) {
  const weather = weatherFacts(hunt);
  return (
    <Card className="flex flex-col gap-5">
      <section aria-labelledby="hunt-details-heading">
        <h2 id="hunt-details-heading" className="mb-3 text-lg font-semibold text-ink">
          Details
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact term="Date">{formatLongHuntDate(hunt.date_of_hunt)}</Fact>
          <Fact term="Coordinates">
            <span className="tabular-nums" data-testid="hunt-coordinates">
              {formatPlace(hunt.latitude, hunt.longitude)}
            </span>
          </Fact>
          <Fact term="Privacy">
            <PrivacyBadge level={hunt.privacy_level} />
          </Fact>
        </dl>
      </section>
      <section aria-labelledby="hunt-notes-heading">
        <h3 id="hunt-notes-heading" className="mb-1 text-sm text-ink-faint">
          Notes
        </h3>
        {hunt.notes ? (
          <p className="break-words whitespace-pre-line text-ink" data-testid="hunt-notes">
            {hunt.notes}
          </p>
        ) : (
          <p className="text-ink-faint italic">No notes.</p>
        )}
      </section>
      {weather.length > 0 ? (
        <section aria-labelledby="hunt-weather-heading" className="border-t border-line pt-4">
          <h3 id="hunt-weather-heading" className="mb-3 font-semibold text-ink">
            Weather
          </h3>
          <dl className="grid grid-cols-2 gap-3">
            {weather.map((fact) => (
              <Fact key={fact.term} term={fact.term}>
                {fact.value}
              </Fact>
            ))}
          </dl>
        </section>
      ) : null}
    </Card>
  );
}
