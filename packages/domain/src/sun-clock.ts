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

const zonedClocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per IANA zone (they are costly to build); null for a zone Intl does not know. */
function zonedClock(timeZone: string): Intl.DateTimeFormat | null {
  const known = zonedClocks.get(timeZone);
  if (known) return known;
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
      timeZoneName: 'short',
    });
    zonedClocks.set(timeZone, format);
    return format;
  } catch {
    return null;
  }
}

/** "GMT-3" as Intl names a zone without a common abbreviation reads "UTC-3", as formatOffset writes. */
const utcName = (name: string) => name.replace(/^GMT(?=[+-])/, 'UTC');

/**
 * An instant on a place's own clock, by its IANA zone (see `timeZoneAt`), with the zone's name on
 * that day: { clock: "6:52 AM", zone: "PST" }, "PDT" in summer; null for an unknown zone.
 */
export function clockInZone(
  instant: Date,
  timeZone: string,
): { clock: string; zone: string } | null {
  const format = zonedClock(timeZone);
  if (!format) return null;
  const rounded = new Date(Math.round(instant.getTime() / MINUTE_MS) * MINUTE_MS);
  let hour = '';
  let minute = '';
  let dayPeriod = '';
  let zone = '';
  for (const part of format.formatToParts(rounded)) {
    if (part.type === 'hour') hour = part.value;
    else if (part.type === 'minute') minute = part.value;
    else if (part.type === 'dayPeriod') dayPeriod = part.value.toUpperCase();
    else if (part.type === 'timeZoneName') zone = utcName(part.value);
  }
  return { clock: `${hour}:${minute} ${dayPeriod}`, zone };
}
