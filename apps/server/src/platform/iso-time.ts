/** Two digits, zero-padded. */
function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

/**
 * `date.toISOString()`, written out from the date's UTC fields: the same text, at about a
 * quarter of the cost of V8's built-in (a C++ call, about 1.5 µs on this machine), which every
 * presenter pays for each time it answers, twice per hunt or location in a list. Years outside
 * 0000-9999 (written with a sign) and invalid dates (a RangeError) go to the built-in itself.
 */
export function isoTime(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return date.toISOString();
  const milliseconds = date.getUTCMilliseconds();
  const fraction =
    milliseconds < 10
      ? `00${milliseconds}`
      : milliseconds < 100
        ? `0${milliseconds}`
        : `${milliseconds}`;
  const yearText = year < 1000 ? `${year}`.padStart(4, '0') : `${year}`;
  return (
    `${yearText}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}` +
    `T${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:` +
    `${twoDigits(date.getUTCSeconds())}.${fraction}Z`
  );
}
