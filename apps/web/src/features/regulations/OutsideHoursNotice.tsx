import {
  birdGenderLabel,
  formatPlaceTime,
  harvestOutsideLegalHours,
  legalWindow,
  speciesLabel,
  type BirdGender,
} from '@marshlog/domain';
import { formatHarvestTime } from '../hunts/format';
import { useShootingRule } from './LegalClockCard';
import { usePlaceTimeZone } from './use-place-time-zone';

export interface TimedBird {
  species: string;
  gender: BirdGender;
  harvested_at: string | null;
}

/** Flags each bird whose harvest time falls outside the day's legal shooting hours at the place. */
export function OutsideHoursNotice({
  date,
  latitude,
  longitude,
  birds,
}: {
  date: string | null;
  latitude: number | null;
  longitude: number | null;
  birds: readonly TimedBird[];
}) {
  const timeZone = usePlaceTimeZone(latitude, longitude);
  const { rule } = useShootingRule();
  const zone = timeZone.data;
  if (!zone || date === null || latitude === null || longitude === null) return null;
  const window = legalWindow(date, latitude, longitude, rule);
  if (!window) return null;
  const outside = birds.filter((bird) => harvestOutsideLegalHours(bird.harvested_at, window, zone));
  if (outside.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-warning bg-warning/10 px-3 py-2"
      data-testid="outside-hours"
    >
      <p className="font-semibold text-warning">
        Outside legal shooting hours ({formatPlaceTime(window.opens, zone)} to{' '}
        {formatPlaceTime(window.closes, zone)}):
      </p>
      <ul className="text-sm text-ink-muted">
        {outside.map((bird, index) => (
          <li key={`${bird.species}-${bird.harvested_at ?? ''}-${index}`}>
            {speciesLabel(bird.species)} ({birdGenderLabel(bird.species, bird.gender)}) at{' '}
            {bird.harvested_at ? formatHarvestTime(bird.harvested_at) : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
