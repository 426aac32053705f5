/** How a hunt's day reads everywhere (cards, feed text, pages): 'Wed, Nov 25, 2026'. */

/**
 * The day is written from these names rather than by an `Intl.DateTimeFormat`: the page's first
 * formatter makes the browser load its locale data, which costs a phone's first load of the hunt
 * list tens of milliseconds of main thread. The words are en-US's, as the app's are everywhere.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A 'YYYY-MM-DD' calendar day at UTC midnight, so no time zone shifts it; null when invalid. */
export function calendarDay(isoDate: string): Date | null {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** '2025-11-15' -> 'Sat, Nov 15, 2025'; text that is no date is shown as it is. */
export function formatHuntDate(isoDate: string): string {
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  const weekday = WEEKDAYS[day.getUTCDay()] ?? '';
  const month = MONTHS[day.getUTCMonth()] ?? '';
  return `${weekday}, ${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** '2026-11-25' -> 'Hunt on Wed, Nov 25, 2026': a hunt named by its day, never by its place. */
export function huntDayName(isoDate: string): string {
  return `Hunt on ${formatHuntDate(isoDate)}`;
}
