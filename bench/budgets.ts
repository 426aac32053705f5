import type { Measurement } from './stats.js';

/** The budgets of issue 14, in one place. */
export const BUDGETS = {
  /** Every API scenario's p50 within this many times its floor's p50. */
  p50OverFloor: 1.3,
  /** Hunt list and detail p99 at most this, in ms, at this many clients. */
  p99CapMs: 50,
  p99CapClients: 64,
  /** GeoJSON throughput at no less than this share of PostgreSQL building the same JSON. */
  throughputOfFloor: 0.8,
} as const;

/** Which budgets beyond the p50 one a scenario answers to. */
export interface ScenarioBudgets {
  /** Hunt list and detail: p99 cap at 64 clients. */
  p99Cap?: boolean;
  /** GeoJSON: throughput against the floor's. */
  throughputVsFloor?: boolean;
}

export interface BudgetCheck {
  budget: string;
  pass: boolean;
  /** The measured figure against its limit, e.g. "1.12x <= 1.3x". */
  detail: string;
}

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Every budget the scenario answers to at this concurrency, measured against its floor. */
export function checkBudgets(
  budgets: ScenarioBudgets,
  clients: number,
  api: Measurement,
  floor: Measurement,
): BudgetCheck[] {
  const p50Ratio = api.p50 / floor.p50;
  const checks: BudgetCheck[] = [
    {
      budget: 'p50 vs floor',
      pass: Number.isFinite(p50Ratio) && p50Ratio <= BUDGETS.p50OverFloor,
      detail: `${fixed(p50Ratio)}x <= ${BUDGETS.p50OverFloor}x`,
    },
  ];
  if (budgets.p99Cap && clients === BUDGETS.p99CapClients) {
    checks.push({
      budget: 'p99 cap',
      pass: Number.isFinite(api.p99) && api.p99 <= BUDGETS.p99CapMs,
      detail: `${fixed(api.p99, 1)} ms <= ${BUDGETS.p99CapMs} ms`,
    });
  }
  if (budgets.throughputVsFloor) {
    const share = api.throughput / floor.throughput;
    checks.push({
      budget: 'throughput vs floor',
      pass: Number.isFinite(share) && share >= BUDGETS.throughputOfFloor,
      detail: `${fixed(share)}x >= ${BUDGETS.throughputOfFloor}x`,
    });
  }
  return checks;
}

/** PASS when every check passes, otherwise MISS naming the budgets missed. */
export function verdict(checks: readonly BudgetCheck[]): string {
  const missed = checks.filter((check) => !check.pass).map((check) => check.budget);
  return missed.length === 0 ? 'PASS' : `MISS (${missed.join(', ')})`;
}
