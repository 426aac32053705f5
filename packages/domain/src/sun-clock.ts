/** Clock times of a place, for sunrise, sunset and shooting hours on screen; no zod here. */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** "06:52" or "06:52:13" -> minutes since midnight; null for anything else. */
export function clockMinutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(clock.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * The place's offset from UTC, in minutes, from a clock time it showed at a known instant
 * (its sunrise as the weather provider gave it, and the computed sunrise): rounded to the
 * quarter hour every time zone keeps, within -12 h to +14 h.
 */
export function offsetFromClock(clock: string, instant: Date): number | null {
  const local = clockMinutes(clock);
  if (local === null) return null;
  const utc = instant.getUTCHours() * 60 + instant.getUTCMinutes() + instant.getUTCSeconds() / 60;
  let offset = local - utc;
  if (offset > 14 * 60) offset -= DAY_MINUTES;
  if (offset < -12 * 60) offset += DAY_MINUTES;
  const quarterHours = Math.round(offset / 15) * 15;
  return quarterHours === 0 ? 0 : quarterHours; // never -0
}

/** An instant as a 12-hour clock at a UTC offset: "6:52 AM". */
export function formatClock(instant: Date, offsetMinutes: number): string {
  const shifted = new Date(
    Math.round(instant.getTime() / MINUTE_MS) * MINUTE_MS + offsetMinutes * MINUTE_MS,
  );
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** -480 -> "UTC-8", 330 -> "UTC+5:30", 0 -> "UTC". */
export function formatOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `UTC${sign}${Math.floor(absolute / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
