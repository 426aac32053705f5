import type { Sample } from './stats.js';

/** Warm-up and measured window of a run, in milliseconds from its start. */
export interface LoopWindow {
  warmupMs: number;
  measureMs: number;
}

export interface LoopRun {
  samples: Sample[];
  windowStart: number;
  windowEnd: number;
}

/**
 * `clients` virtual clients, each running `iteration` back to back until the window ends (a
 * closed loop, as autocannon's connections are); every completion is a sample. Iterations in
 * flight when the window ends are awaited, and count only if they finished inside it.
 */
export async function closedLoop(
  clients: number,
  window: LoopWindow,
  iteration: () => Promise<void>,
): Promise<LoopRun> {
  const start = performance.now();
  const windowStart = start + window.warmupMs;
  const windowEnd = windowStart + window.measureMs;
  const samples: Sample[] = [];
  const client = async () => {
    while (performance.now() < windowEnd) {
      const began = performance.now();
      await iteration();
      const completedAt = performance.now();
      samples.push({ completedAt, latencyMs: completedAt - began });
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { samples, windowStart, windowEnd };
}
