import type { Stretch, Window } from './scenarios.js';
import { pooled, type Measurement, type WindowedSamples } from './stats.js';

/** One side of a comparison: runs its load for one stretch and answers what completed in it. */
export type Side = (stretch: Stretch) => Promise<WindowedSamples>;

/**
 * The order of the sides in each round: as given, then reversed (ABBA for two sides, ABCCBA for
 * three), so a steady drift in the machine's load weighs on every side alike.
 */
export function roundOrder<Name extends string>(names: readonly Name[], rounds: number): Name[][] {
  return Array.from({ length: rounds }, (_, round) =>
    round % 2 === 0 ? [...names] : [...names].reverse(),
  );
}

/**
 * The sides of a comparison (the API, its floor, ...) measured in alternating rounds, the
 * window's measured time split evenly between the rounds: whatever else the machine does during
 * the scenario falls on every side, not on one side's minutes. Each side warms up fully before its
 * first round and for `rewarm` seconds before each later one; its rounds are pooled.
 */
export async function interleave<Name extends string>(
  window: Window,
  sides: Record<Name, Side>,
): Promise<Record<Name, Measurement>> {
  const names = Object.keys(sides) as Name[];
  const rounds = Math.max(1, Math.round(window.rounds));
  const measured = new Map<Name, WindowedSamples[]>(names.map((name) => [name, []]));
  for (const order of roundOrder(names, rounds)) {
    for (const name of order) {
      const done = measured.get(name) ?? [];
      const warmup = done.length === 0 ? window.warmup : window.rewarm;
      const stretch = { warmup, measure: window.measure / rounds, timeout: window.timeout };
      done.push(await sides[name](stretch));
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, pooled(measured.get(name) ?? [])]),
  ) as Record<Name, Measurement>;
}
