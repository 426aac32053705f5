/** How hunts read on screen: dates of the hunt's own calendar day, coordinates to 4 decimals. */
import { calendarDay, formatHuntDate, huntDayName } from '@marshlog/domain';

export { formatHuntDate };

/** Made on first use: only a hunt's own page shows it, and the list loads this module too. */
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDateFormatter = () =>
  (longDateFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** '2025-11-15' -> 'Saturday, November 15, 2025'. */
export function formatLongHuntDate(isoDate: string): string {
  const day = calendarDay(isoDate);
  return day ? longDateFormatter().format(day) : isoDate;
}

export function formatCoordinate(degrees: number): string {
  return degrees.toFixed(4);
}

/** '39.3173, -121.7955' (seed 001: coordinates to 4 decimals). */
export function formatPlace(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/**
 * What a hunt is called on cards and its page: the saved place it was at when the viewer may see
 * it ('North pond blind'), otherwise the day ('Hunt on Sat, Nov 15, 2025').
 */
export function huntTitle(hunt: {
  date_of_hunt: string;
  location: { name: string } | null;
}): string {
  return hunt.location?.name ?? huntDayName(hunt.date_of_hunt);
}

/** '06:45' -> '6:45 AM'. */
export function formatHarvestTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
    return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Today on the hunter's own calendar, as YYYY-MM-DD (not UTC: an evening hunt stays today). */
export function todayIsoDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function pluralize(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
