/** Ids sorted ascending, so two id lists compare as sets. */
export function sortedIds(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/**
 * Items a suite saved, by the names it gave them, so expectations read as names
 * (`named('annPrivate', 'fayPublic')`) and compare as sorted id lists.
 */
export function idBook() {
  const ids = new Map<string, number>();
  const idOf = (key: string): number => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`no item saved as ${key}`);
    return id;
  };
  return {
    save: (key: string, id: number) => void ids.set(key, id),
    idOf,
    named: (...keys: string[]) => sortedIds(keys.map(idOf)),
  };
}
