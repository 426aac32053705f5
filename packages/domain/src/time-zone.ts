import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone of a place (e.g. "America/Los_Angeles" for a California marsh), from the
 * maintained boundary data of @photostructure/tz-lookup; null for coordinates off the globe.
 * Its own entry point (`@marshlog/domain/time-zone`): the lookup table is about 70 KB, so the web
 * app loads it only on the screens that show a place's clock.
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}
