/** How a hunt's day reads everywhere (cards, feed text, pages): 'Wed, Nov 25, 2026'. */

/** Made on first use: a formatter costs a phone's first load tens of milliseconds to build. */
let huntDayFormat: Intl.DateTimeFormat | undefined;
const huntDayFormatter = () =>
  (huntDayFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** A 'YYYY-MM-DD' calendar day at UTC midnight, so no time zone shifts it; null when invalid. */
export function calendarDay(isoDate: string): Date | null {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** '2025-11-15' -> 'Sat, Nov 15, 2025'; text that is no date is shown as it is. */
export function formatHuntDate(isoDate: string): string {
  const day = calendarDay(isoDate);
  return day ? huntDayFormatter().format(day) : isoDate;
}

/** '2026-11-25' -> 'Hunt on Wed, Nov 25, 2026': a hunt named by its day, never by its place. */
export function huntDayName(isoDate: string): string {
  return `Hunt on ${formatHuntDate(isoDate)}`;
}
