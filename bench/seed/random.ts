/**
 * Deterministic pseudo-randomness for the generator. In SQL every draw is a hash of the seed, a
 * tag naming the draw and the row number (hashtext, no random()), so the same seed always yields
 * the same rows; in TypeScript a small seeded PRNG picks the few parameters the SQL is built from.
 */

const TAG = /^[a-z0-9_.]+$/;

/** SQL for a uniform number in [0, 1) drawn for `rowSql` (an integer expression) under `tag`. */
export function uniformSql(seed: number, tag: string, rowSql: string): string {
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  if (!TAG.test(tag)) throw new Error(`tag must be lower-case words and dots, got ${tag}`);
  return `((hashtext('${seed}:${tag}:' || (${rowSql})::text)::float8 + 2147483648) / 4294967296)`;
}

/** SQL for an integer in [0, n) drawn like uniformSql. */
export function intBelowSql(seed: number, tag: string, rowSql: string, n: number): string {
  return `floor(${uniformSql(seed, tag, rowSql)} * ${n})::int`;
}

/** A value with its probability, for a discrete distribution. */
export interface Outcome<T> {
  value: T;
  probability: number;
}

/** The mean of a numeric discrete distribution. */
export function meanOf(outcomes: readonly Outcome<number>[]): number {
  return outcomes.reduce((sum, outcome) => sum + outcome.value * outcome.probability, 0);
}

/**
 * SQL CASE choosing an outcome by the uniform draw `uSql`: each outcome takes the slice of [0, 1)
 * its probability gives it, in order. The probabilities must add up to 1.
 */
export function pickSql(uSql: string, outcomes: readonly Outcome<string>[]): string {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  if (Math.abs(total - 1) > 1e-9) throw new Error(`probabilities add up to ${total}, not 1`);
  let upTo = 0;
  const branches = outcomes.slice(0, -1).map((outcome) => {
    upTo += outcome.probability;
    return `when ${uSql} < ${upTo.toFixed(6)} then ${outcome.value}`;
  });
  const last = outcomes.at(-1);
  if (!last) throw new Error('no outcomes to pick from');
  return `(case ${branches.join(' ')} else ${last.value} end)`;
}

/**
 * `slots` entries, each value repeated in proportion to its weight (at least once), so that
 * indexing the array with a uniform draw picks a value with (about) its weight's probability.
 */
export function weightedSlots<T>(weighted: readonly { value: T; weight: number }[], slots: number) {
  const total = weighted.reduce((sum, entry) => sum + entry.weight, 0);
  const counts = weighted.map((entry) => Math.max(1, Math.round((entry.weight / total) * slots)));
  // Rounding leaves the total a little off: take from or give to the heaviest entry.
  const heaviest = counts.indexOf(Math.max(...counts));
  counts[heaviest] = (counts[heaviest] ?? 0) + slots - counts.reduce((sum, n) => sum + n, 0);
  return weighted.flatMap((entry, i) => Array<T>(counts[i] ?? 0).fill(entry.value));
}

/** mulberry32: a tiny seeded PRNG, enough to pick the generator's parameters. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Distinct ring offsets in [1, hunters / 2): linking every hunter u to u + offset (mod hunters)
 * for each offset gives each unordered pair at most once. The first few are small, so friends
 * of friends overlap as they do among hunting partners; the rest reach across the country.
 */
export function friendOffsets(hunters: number, count: number, seed: number): number[] {
  const limit = Math.ceil(hunters / 2) - 1;
  if (count > limit) throw new Error(`${hunters} hunters cannot have ${count} ring offsets`);
  const local = [1, 2, 3, 5, 8].filter((offset) => offset <= limit).slice(0, count);
  const chosen = new Set(local);
  const random = seededRandom(seed);
  while (chosen.size < count) chosen.add(1 + Math.floor(random() * limit));
  return [...chosen];
}
