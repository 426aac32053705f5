import { describe, expect, it } from 'vitest';
import { markdown, type BenchReport, type ResultRow } from './report.js';

const measurement = (p50: number) => ({ samples: 100, p50, p99: p50 * 2, throughput: 1000 / p50 });

function row(
  title: string,
  floor: number,
  api: number,
  bare?: number,
  fastify?: number,
): ResultRow {
  return {
    scenario: title,
    title,
    clients: 1,
    api: measurement(api),
    floor: measurement(floor),
    statements: 1,
    checks: [],
    verdict: 'PASS',
    ...(bare === undefined ? {} : { bareHttp: measurement(bare) }),
    ...(fastify === undefined ? {} : { fastifyAlone: measurement(fastify) }),
  };
}

function report(rows: ResultRow[], database: BenchReport['database']): BenchReport {
  return {
    date: '2026-11-24T00:00:00.000Z',
    profile: 'full',
    seed: 14,
    database,
    accounts: {
      viewer: { id: 1, email: 'a@bench.marshlog.test', friends: 30, hunts: 20 },
      friend: { id: 2, email: 'b@bench.marshlog.test', friendsOnlyHunts: 3 },
      friendHuntId: 7,
    },
    machine: {
      cpu: 'test',
      cores: 2,
      memoryGiB: 24,
      os: 'Linux',
      node: 'v20',
      database: 'PostgreSQL 15',
    },
    floorDriver: 'pg.Pool',
    rows,
    totalSeconds: 1,
    loadAverage: { before: 0, after: 0 },
    statements: {},
  };
}

describe('the results file', () => {
  it('sets each bare HTTP floor beside the driver floor, Fastify alone and the API', () => {
    const text = markdown(
      report([row('own profile', 0.04, 0.13, 0.08, 0.1), row('feed', 1, 1.1)], 'postgres'),
    );
    expect(text).toContain('## What HTTP itself costs');
    expect(text).toContain(
      '| own profile | 1 | 0.04 | 0.08 | 0.10 | 0.13 | 2.00x | 1.25x | 1.63x | 0.50x |',
    );
    expect(text).toMatch(/\| own profile \| 1 \|.*\| 0\.08 \| 0\.16 \| 0\.26 \|$/m);
    expect(text).not.toMatch(/\| feed \| 1 \| 1\.00 \|/);
    expect(text).toContain('alternate in rounds');
  });

  it('gives the ratios to bare HTTP their lowest and highest round by round', () => {
    const withRounds = (p50: number, roundP50s: number[]) => ({ ...measurement(p50), roundP50s });
    const text = markdown(
      report(
        [
          {
            ...row('own profile', 0.04, 0.13, 0.08, 0.1),
            api: withRounds(0.13, [0.12, 0.15]),
            bareHttp: withRounds(0.08, [0.1, 0.075]),
            fastifyAlone: withRounds(0.1, [0.1, 0.09]),
          },
        ],
        'postgres',
      ),
    );
    expect(text).toContain('| 1.25x (1.00-1.20) | 1.63x (1.20-2.00) |');
    expect(text).toContain('cannot tell a pass from a miss');
  });

  it('leaves the section out when no scenario had a bare HTTP floor, and says PGlite runs floors after', () => {
    const text = markdown(report([row('feed', 1, 1.1)], 'pglite'));
    expect(text).not.toContain('What HTTP itself costs');
    expect(text).toContain('the floors run after the server');
  });
});
