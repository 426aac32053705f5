import { describe, expect, it } from 'vitest';
import { freshParams, replayUnits } from './replay.js';

const statement = (sql: string) => ({ sql, params: [] });

describe('replayUnits', () => {
  it('keeps a begin..commit block together and leaves other statements single', () => {
    const units = replayUnits([
      statement('select 1'),
      statement('begin'),
      statement('delete from login_failures'),
      statement('insert into login_failures'),
      statement('commit'),
      statement('select 2'),
    ]);
    expect(units.map((unit) => unit.kind)).toEqual(['statement', 'transaction', 'statement']);
    const block = units[1];
    expect(block?.kind === 'transaction' && block.statements).toHaveLength(4);
  });
});

describe('freshParams', () => {
  it('draws random hex tokens anew and leaves every other value alone', () => {
    const hash = 'ab'.repeat(32);
    const family = 'cd'.repeat(16);
    const params = [hash, family, 'hunter00001@bench.marshlog.test', 42, 'deadbeef', null];
    const fresh = freshParams(params);
    expect(fresh[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh[0]).not.toBe(hash);
    expect(fresh[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.slice(2)).toEqual(params.slice(2));
  });
});
