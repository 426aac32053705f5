/** A provider's readings into the API's units: means of a day, inches of mercury, clock times. */

/** The mean of a day's readings, ignoring gaps; null when there are none. */
export function mean(values: readonly (number | null)[]): number | null {
  const readings = values.filter((value): value is number => typeof value === 'number');
  if (readings.length === 0) return null;
  return readings.reduce((sum, value) => sum + value, 0) / readings.length;
}

const INHG_PER_HPA = 0.0295299830714;
export const hectopascalsToInches = (hpa: number | null) =>
  hpa === null ? null : hpa * INHG_PER_HPA;

/** "2024-11-16T06:52" or "06:52:13" -> "06:52", the place's clock time. */
export function clockTime(value: string | null | undefined): string | null {
  const match = value ? /(\d{2}:\d{2})(?::\d{2})?$/.exec(value) : null;
  return match?.[1] ?? null;
}
