import type { Measurement } from './stats.js';

/**
 * The budgets of DESIGN.md section 8, in one place. What the server adds is judged against bare
 * node:http running the same statements; its ratio to the driver's floor is shown, not budgeted
 * (on 2 cores no Node HTTP server gets within 1.3x of the driver at 64 clients).
 */
export const BUDGETS = {
  /** An API scenario's p50 within this many times its bare HTTP floor's p50. */
  p50OverBareHttp: 1.15,
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

/** The sides a scenario's budgets are checked against at one concurrency. */
export interface Measured {
  api: Measurement;
  /** The same SQL through the driver alone. */
  floor: Measurement;
  /** The same SQL behind bare node:http, for the scenarios measured against it. */
  bareHttp?: Measurement;
}

/** Every budget the scenario answers to at this concurrency, measured against its floors. */
export function checkBudgets(
  budgets: ScenarioBudgets,
  clients: number,
  { api, floor, bareHttp }: Measured,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (bareHttp) {
    const p50Ratio = api.p50 / bareHttp.p50;
    checks.push({
      budget: 'p50 vs bare HTTP',
      pass: Number.isFinite(p50Ratio) && p50Ratio <= BUDGETS.p50OverBareHttp,
      detail: `${fixed(p50Ratio)}x <= ${BUDGETS.p50OverBareHttp}x`,
    });
  }
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
