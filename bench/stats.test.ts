import { describe, expect, it } from 'vitest';
import { percentile, pooled, roundRatioRange, windowed } from './stats.js';

describe('percentile', () => {
  it('interpolates between the nearest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 50)).toBe(30);
    expect(percentile([0, 100], 99)).toBeCloseTo(99);
  });

  it('does not depend on the order of the values', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
  });

  it('answers the extremes at 0 and 100, the value itself for one sample, NaN for none', () => {
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('refuses a percentile outside 0..100', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('puts p99 of 1..100 near the top', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBeCloseTo(99.01);
  });
});

describe('windowed and pooled', () => {
  it('counts only what completed inside the window and rates it per second', () => {
    const samples = [
      { completedAt: 500, latencyMs: 100 },
      { completedAt: 1000, latencyMs: 2 },
      { completedAt: 1500, latencyMs: 4 },
      { completedAt: 2999, latencyMs: 6 },
      { completedAt: 3000, latencyMs: 100 },
    ];
    const summary = pooled([windowed(samples, 1000, 3000)]);
    expect(summary.samples).toBe(3);
    expect(summary.p50).toBe(4);
    expect(summary.throughput).toBe(1.5);
  });

  it('pools the rounds: percentiles over every latency, throughput over the summed windows', () => {
    const summary = pooled([
      { latencies: [1, 2, 3], seconds: 1 },
      { latencies: [10, 20, 30, 40, 50], seconds: 3 },
    ]);
    expect(summary.samples).toBe(8);
    expect(summary.p50).toBe(15);
    expect(summary.throughput).toBe(2);
    expect(summary.roundP50s).toEqual([2, 30]);
  });

  it('reports NaN latencies when nothing completed', () => {
    const summary = pooled([windowed([], 0, 1000)]);
    expect(summary.samples).toBe(0);
    expect(summary.p50).toBeNaN();
    expect(summary.throughput).toBe(0);
  });
});

describe('a p50 ratio round by round', () => {
  const rounds = (...p50s: number[]) =>
    pooled(p50s.map((p50) => ({ latencies: [p50], seconds: 1 })));

  it('divides each round by the same round of the other side: the lowest and the highest', () => {
    const range = roundRatioRange(rounds(1.2, 3, 1.5), rounds(1, 2, 1));
    expect(range).toEqual({ low: 1.2, high: 1.5 });
  });

  it('pairs only the rounds both sides ran, and gives no range for fewer than two', () => {
    expect(roundRatioRange(rounds(2, 4, 9), rounds(1, 2))).toEqual({ low: 2, high: 2 });
    expect(roundRatioRange(rounds(2), rounds(1))).toBeUndefined();
    expect(
      roundRatioRange(rounds(2, 3), { samples: 0, p50: 1, p99: 1, throughput: 1 }),
    ).toBeUndefined();
  });

  it('leaves out a round that measured nothing', () => {
    const api = pooled([
      { latencies: [2], seconds: 1 },
      { latencies: [], seconds: 1 },
      { latencies: [3], seconds: 1 },
    ]);
    expect(roundRatioRange(api, rounds(1, 1, 1))).toEqual({ low: 2, high: 3 });
  });
});
