import { describe, expect, it } from 'vitest';
import { checkBudgets, verdict } from './budgets.js';

const measured = (p50: number, p99: number, throughput: number) => ({
  samples: 100,
  p50,
  p99,
  throughput,
});

describe('checkBudgets', () => {
  it('passes a p50 at exactly 1.3 times the floor and misses one above', () => {
    const floor = measured(10, 20, 100);
    expect(checkBudgets({}, 1, measured(13, 30, 80), floor)[0]?.pass).toBe(true);
    expect(checkBudgets({}, 1, measured(13.1, 30, 80), floor)[0]?.pass).toBe(false);
  });

  it('applies the p99 cap only at 64 clients, and only where the scenario has it', () => {
    const floor = measured(10, 20, 100);
    const slow = measured(12, 51, 90);
    expect(checkBudgets({ p99Cap: true }, 1, slow, floor).map((c) => c.budget)).toEqual([
      'p50 vs floor',
    ]);
    const at64 = checkBudgets({ p99Cap: true }, 64, slow, floor);
    expect(at64.map((c) => [c.budget, c.pass])).toEqual([
      ['p50 vs floor', true],
      ['p99 cap', false],
    ]);
    expect(checkBudgets({}, 64, slow, floor)).toHaveLength(1);
    expect(checkBudgets({ p99Cap: true }, 64, measured(12, 50, 90), floor)[1]?.pass).toBe(true);
  });

  it('holds GeoJSON to 0.8 times the floor throughput', () => {
    const floor = measured(100, 200, 10);
    const checks = checkBudgets({ throughputVsFloor: true }, 64, measured(100, 200, 8), floor);
    expect(checks[1]).toMatchObject({ budget: 'throughput vs floor', pass: true });
    const slower = checkBudgets({ throughputVsFloor: true }, 64, measured(100, 200, 7.9), floor);
    expect(slower[1]?.pass).toBe(false);
  });

  it('misses rather than passes when a side has no samples', () => {
    const empty = { samples: 0, p50: Number.NaN, p99: Number.NaN, throughput: 0 };
    expect(checkBudgets({}, 1, empty, measured(1, 2, 3))[0]?.pass).toBe(false);
  });
});

describe('verdict', () => {
  it('says PASS, or MISS with the budgets missed', () => {
    expect(verdict([{ budget: 'p50 vs floor', pass: true, detail: '' }])).toBe('PASS');
    expect(
      verdict([
        { budget: 'p50 vs floor', pass: false, detail: '' },
        { budget: 'p99 cap', pass: false, detail: '' },
      ]),
    ).toBe('MISS (p50 vs floor, p99 cap)');
  });
});
