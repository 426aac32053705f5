import { describe, expect, it } from 'vitest';
import { interleave, roundOrder } from './paired.js';
import type { Stretch } from './scenarios.js';

const window = { warmup: 2, measure: 8, timeout: 30, rounds: 4, rewarm: 1 };

describe('interleave', () => {
  it('alternates the sides in ABBA order, and ABCCBA for three', () => {
    expect(roundOrder(['api', 'floor'], 4)).toEqual([
      ['api', 'floor'],
      ['floor', 'api'],
      ['api', 'floor'],
      ['floor', 'api'],
    ]);
    expect(roundOrder(['api', 'floor', 'bare'], 2)).toEqual([
      ['api', 'floor', 'bare'],
      ['bare', 'floor', 'api'],
    ]);
  });

  it('splits the measured time into the rounds, warming up fully only the first time', async () => {
    const calls: string[] = [];
    const side = (name: string, latency: number) => async (stretch: Stretch) => {
      calls.push(`${name} ${stretch.warmup}+${stretch.measure}`);
      return { latencies: [latency, latency], seconds: stretch.measure };
    };
    await interleave(window, { api: side('api', 3), floor: side('floor', 1) });
    expect(calls).toEqual([
      'api 2+2',
      'floor 2+2',
      'floor 1+2',
      'api 1+2',
      'api 1+2',
      'floor 1+2',
      'floor 1+2',
      'api 1+2',
    ]);
  });

  it('pools each side over its rounds', async () => {
    let round = 0;
    const api = async (stretch: Stretch) => ({
      latencies: [10 + round++],
      seconds: stretch.measure,
    });
    const floor = async (stretch: Stretch) => ({ latencies: [1, 2], seconds: stretch.measure });
    const measured = await interleave({ ...window, rounds: 2 }, { api, floor });
    expect(measured.api).toMatchObject({ samples: 2, p50: 10.5, throughput: 2 / 8 });
    expect(measured.floor).toMatchObject({ samples: 4, p50: 1.5, throughput: 4 / 8 });
  });
});
