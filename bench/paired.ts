import type { Stretch, Window } from './scenarios.js';
import { pooled, type Measurement, type WindowedSamples } from './stats.js';

/** One side of a comparison: runs its load for one stretch and answers what completed in it. */
export type Side = (stretch: Stretch) => Promise<WindowedSamples>;

/** Which side runs first in each round: ABBA order, so a steady drift weighs on both alike. */
export function roundOrder(rounds: number): ('api' | 'floor')[][] {
  return Array.from({ length: rounds }, (_, round) =>
    round % 2 === 0 ? ['api', 'floor'] : ['floor', 'api'],
  );
}

/**
 * The API and its floor measured in alternating rounds, the window's measured time split evenly
 * between them: whatever else the machine does during the scenario falls on both sides, not on
 * one side's minutes. Each side warms up fully before its first round and for `rewarm` seconds
 * before each later one; its rounds are pooled into one measurement.
 */
export async function interleave(
  window: Window,
  sides: Record<'api' | 'floor', Side>,
): Promise<Record<'api' | 'floor', Measurement>> {
  const rounds = Math.max(1, Math.round(window.rounds));
  const measured: Record<'api' | 'floor', WindowedSamples[]> = { api: [], floor: [] };
  for (const order of roundOrder(rounds)) {
    for (const side of order) {
      const warmup = measured[side].length === 0 ? window.warmup : window.rewarm;
      const stretch = { warmup, measure: window.measure / rounds, timeout: window.timeout };
      measured[side].push(await sides[side](stretch));
    }
  }
  return { api: pooled(measured.api), floor: pooled(measured.floor) };
}
