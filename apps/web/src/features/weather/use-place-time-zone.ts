import { useEffect, useMemo, useState } from 'react';

type TimeZoneAt = (latitude: number, longitude: number) => string | null;

/** The lookup's ~70 KB table loads once, on the first screen that shows a place's clock. */
let lookup: Promise<TimeZoneAt> | null = null;
let loaded: TimeZoneAt | null = null;
const loadLookup = () =>
  (lookup ??= import('@marshlog/domain/time-zone').then((module) => {
    loaded = module.timeZoneAt;
    return module.timeZoneAt;
  }));

export interface PlaceTimeZone {
  /** The place's IANA zone ("America/Los_Angeles"); null while loading, or if the lookup failed. */
  timeZone: string | null;
  /** The lookup is still loading: the caller may wait rather than show another clock. */
  pending: boolean;
}

/** The IANA time zone of a place, from `timeZoneAt` of @marshlog/domain/time-zone, loaded lazily. */
export function usePlaceTimeZone(latitude: number, longitude: number): PlaceTimeZone {
  const [timeZoneAt, setTimeZoneAt] = useState<TimeZoneAt | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (timeZoneAt) return;
    let live = true;
    loadLookup().then(
      (found) => {
        if (live) setTimeZoneAt(() => found);
      },
      (error: unknown) => {
        // Without the table the card falls back to the provider's offset or the device clock, said so.
        console.error('Time zone lookup failed to load', error);
        lookup = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [timeZoneAt]);
  const timeZone = useMemo(
    () => (timeZoneAt ? timeZoneAt(latitude, longitude) : null),
    [timeZoneAt, latitude, longitude],
  );
  return { timeZone, pending: !timeZoneAt && !failed };
}
