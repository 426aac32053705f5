import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui';
import { UseMyLocation } from '../../ui/UseMyLocation';
import { DEFAULT_HUNT_FILTERS } from '../hunts/hunt-filters';
import { useHunts } from '../hunts/api';
import { SeasonLinks } from '../season/SeasonLinks';
import { LegalClockCard } from './LegalClockCard';
import { useNow } from './use-now';
import { usePlaceTimeZone } from './use-place-time-zone';
import { placeDate } from '@marshlog/domain';

interface Place {
  latitude: number;
  longitude: number;
  label: string;
}

/** Today's legal shooting time at a place, on that place's own calendar day. */
function TodayAt({ place }: { place: Place }) {
  const now = useNow(60_000);
  const timeZone = usePlaceTimeZone(place.latitude, place.longitude);
  const date = timeZone.data ? placeDate(now, timeZone.data) : null;
  return (
    <div className="flex flex-col gap-1">
      <LegalClockCard date={date} latitude={place.latitude} longitude={place.longitude} />
      <p className="text-xs text-ink-faint">{place.label}</p>
    </div>
  );
}

/**
 * The home screen's "Today" card: legal shooting time at the hunter's last hunt's place, or at
 * the device's position when they ask for it.
 */
export function TodayCard() {
  const lastHunt = useHunts({ ...DEFAULT_HUNT_FILTERS, scope: 'mine' });
  const [here, setHere] = useState<Place | null>(null);
  const latest = lastHunt.data?.results[0];
  const place: Place | null =
    here ??
    (latest
      ? {
          latitude: latest.latitude,
          longitude: latest.longitude,
          label: 'At the place of your last hunt',
        }
      : null);
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="today-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">Today</h2>
        <UseMyLocation
          onFound={({ latitude, longitude }) =>
            setHere({ latitude, longitude, label: 'Where you are now' })
          }
        />
      </div>
      {place ? (
        <TodayAt place={place} />
      ) : lastHunt.isPending ? null : (
        <p className="text-sm text-ink-muted">
          <Link to="/hunts/create" className="font-medium text-accent-strong underline">
            Log a hunt
          </Link>{' '}
          or use your location to see today&apos;s legal shooting time.
        </p>
      )}
      <SeasonLinks className="text-xs" />
    </Card>
  );
}
