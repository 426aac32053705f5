import { describe, expect, it } from 'vitest';
import { checkBudgets, verdict } from './budgets.js';

const measured = (p50: number, p99: number, throughput: number) => ({
  samples: 100,
  p50,
  p99,
  throughput,
});

describe('checkBudgets', () => {
  it('passes a p50 at exactly 1.15 times bare HTTP and misses one above', () => {
    const floor = measured(5, 10, 200);
    const bareHttp = measured(10, 20, 100);
    const at = (p50: number) =>
      checkBudgets({}, 1, { api: measured(p50, 30, 80), floor, bareHttp })[0];
    expect(at(11.5)).toMatchObject({ budget: 'p50 vs bare HTTP', pass: true });
    expect(at(11.6)?.pass).toBe(false);
  });

  it('holds no p50 against the driver floor: a scenario without bare HTTP has no p50 budget', () => {
    const checks = checkBudgets({}, 1, {
      api: measured(100, 200, 10),
      floor: measured(1, 2, 1000),
    });
    expect(checks).toEqual([]);
  });

  it('applies the p99 cap only at 64 clients, and only where the scenario has it', () => {
    const floor = measured(10, 20, 100);
    const bareHttp = measured(11, 22, 90);
    const slow = { api: measured(12, 51, 90), floor, bareHttp };
    expect(checkBudgets({ p99Cap: true }, 1, slow).map((c) => c.budget)).toEqual([
      'p50 vs bare HTTP',
    ]);
    expect(checkBudgets({ p99Cap: true }, 64, slow).map((c) => [c.budget, c.pass])).toEqual([
      ['p50 vs bare HTTP', true],
      ['p99 cap', false],
    ]);
    expect(checkBudgets({}, 64, slow)).toHaveLength(1);
    const within = { ...slow, api: measured(12, 50, 90) };
    expect(checkBudgets({ p99Cap: true }, 64, within)[1]?.pass).toBe(true);
  });

  it('holds GeoJSON to 0.8 times the floor throughput', () => {
    const floor = measured(100, 200, 10);
    const checks = checkBudgets({ throughputVsFloor: true }, 64, {
      api: measured(100, 200, 8),
      floor,
    });
    expect(checks[0]).toMatchObject({ budget: 'throughput vs floor', pass: true });
    const slower = checkBudgets({ throughputVsFloor: true }, 64, {
      api: measured(100, 200, 7.9),
      floor,
    });
    expect(slower[0]?.pass).toBe(false);
  });

  it('misses rather than passes when a side has no samples', () => {
    const empty = { samples: 0, p50: Number.NaN, p99: Number.NaN, throughput: 0 };
    const checks = checkBudgets({}, 1, {
      api: empty,
      floor: measured(1, 2, 3),
      bareHttp: measured(2, 4, 2),
    });
    expect(checks[0]?.pass).toBe(false);
    const noBare = checkBudgets({}, 1, {
      api: measured(1, 2, 3),
      floor: measured(1, 2, 3),
      bareHttp: empty,
    });
    expect(noBare[0]?.pass).toBe(false);
  });
});

describe('verdict', () => {
  it('says PASS, or MISS with the budgets missed', () => {
    expect(verdict([{ budget: 'p50 vs bare HTTP', pass: true, detail: '' }])).toBe('PASS');
    expect(
      verdict([
        { budget: 'p50 vs bare HTTP', pass: false, detail: '' },
        { budget: 'p99 cap', pass: false, detail: '' },
      ]),
    ).toBe('MISS (p50 vs bare HTTP, p99 cap)');
  });
});
