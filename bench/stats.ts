/** One completed request (or floor iteration): when it finished and how long it took, in ms. */
export interface Sample {
  completedAt: number;
  latencyMs: number;
}

/** What one side of a comparison measured inside its window. */
export interface Measurement {
  samples: number;
  p50: number;
  p99: number;
  /** Completed requests (or iterations) per second over the measured window. */
  throughput: number;
}

/**
 * The p-th percentile (0..100) of the values, interpolating linearly between the two nearest
 * ranks (the usual "linear" definition); NaN for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (p < 0 || p > 100) throw new RangeError(`percentile must be 0..100, got ${p}`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (high - low) * (rank - lower);
}

/**
 * Summarises the samples that completed inside [windowStart, windowEnd) (ms timestamps): the
 * warm-up before the window and anything after it are left out.
 */
export function summarize(
  samples: readonly Sample[],
  windowStart: number,
  windowEnd: number,
): Measurement {
  const inWindow = samples
    .filter((sample) => sample.completedAt >= windowStart && sample.completedAt < windowEnd)
    .map((sample) => sample.latencyMs);
  const seconds = (windowEnd - windowStart) / 1000;
  return {
    samples: inWindow.length,
    p50: percentile(inWindow, 50),
    p99: percentile(inWindow, 99),
    throughput: seconds > 0 ? inWindow.length / seconds : Number.NaN,
  };
}
