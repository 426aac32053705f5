/**
 * The value if it is one of `values` (a word list from @marshlog/domain), else undefined: how a
 * screen reads a filter from its URL without loading zod's schemas on its first paint.
 */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}
