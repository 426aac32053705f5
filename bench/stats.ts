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
  /** Each round's own p50, in the order the rounds ran (one entry for a single window). */
  roundP50s?: number[];
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

/** The completions inside one measured window: their latencies in ms, and the window's length. */
export interface WindowedSamples {
  latencies: number[];
  seconds: number;
}

/**
 * The samples that completed inside [windowStart, windowEnd) (ms timestamps): the warm-up before
 * the window and anything after it are left out.
 */
export function windowed(
  samples: readonly Sample[],
  windowStart: number,
  windowEnd: number,
): WindowedSamples {
  return {
    latencies: samples
      .filter((sample) => sample.completedAt >= windowStart && sample.completedAt < windowEnd)
      .map((sample) => sample.latencyMs),
    seconds: (windowEnd - windowStart) / 1000,
  };
}

/**
 * One measurement of several windows of the same thing (the rounds of an interleaved run): their
 * latencies pooled for the percentiles, throughput over their summed length.
 */
export function pooled(windows: readonly WindowedSamples[]): Measurement {
  const latencies = windows.flatMap((window) => window.latencies);
  const seconds = windows.reduce((sum, window) => sum + window.seconds, 0);
  return {
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    throughput: seconds > 0 ? latencies.length / seconds : Number.NaN,
    roundP50s: windows.map((window) => percentile(window.latencies, 50)),
  };
}

/**
 * A p50 ratio taken round by round: each round of `over` against the same round of `under`
 * (interleaved sides run their rounds side by side), as the lowest and the highest of them;
 * undefined with fewer than two such pairs.
 */
export function roundRatioRange(
  over: Measurement,
  under: Measurement,
): { low: number; high: number } | undefined {
  const overs = over.roundP50s ?? [];
  const unders = under.roundP50s ?? [];
  const ratios = overs
    .slice(0, unders.length)
    .map((p50, round) => p50 / (unders[round] ?? Number.NaN))
    .filter(Number.isFinite);
  if (ratios.length < 2) return undefined;
  return { low: Math.min(...ratios), high: Math.max(...ratios) };
}
