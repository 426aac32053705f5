/** The browser's IANA time zone, so days, weeks and streaks are the hunter's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
