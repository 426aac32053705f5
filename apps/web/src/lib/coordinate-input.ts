/** A typed coordinate: blank is "missing" (so the schema says required), anything else a number (NaN when it is not one). */
export function coordinateFromInput(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return Number(value.trim());
}
