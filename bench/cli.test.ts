import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './cli.js';
import { liveArguments } from './live.js';

const url = 'postgres://postgres@127.0.0.1:5432/marshlog_bench';

describe('parseArgs', () => {
  it('runs the full profile on BENCH_DATABASE_URL by default', () => {
    const options = parseArgs([], { BENCH_DATABASE_URL: url });
    expect(options.profile.name).toBe('full');
    expect(options.databaseUrl).toBe(url);
    expect(options.clients).toEqual([1, 64]);
  });

  it('runs the small profile on PGlite, even with a URL set', () => {
    const options = parseArgs(['--profile', 'small'], { BENCH_DATABASE_URL: url });
    expect(options.profile.name).toBe('small');
    expect(options.databaseUrl).toBeUndefined();
  });

  it('refuses to guess without a URL or a profile', () => {
    expect(() => parseArgs([], {})).toThrow(UsageError);
    expect(() => parseArgs(['--profile', 'full'], {})).toThrow(/BENCH_DATABASE_URL/);
  });

  it('reads the options', () => {
    const options = parseArgs(
      ['--seed', '7', '--reseed', '--scenarios', 'hunt-list,sign-in', '--clients', '1,8'],
      { BENCH_DATABASE_URL: url },
    );
    expect(options).toMatchObject({
      seed: 7,
      reseed: true,
      scenarios: ['hunt-list', 'sign-in'],
      clients: [1, 8],
    });
  });

  it('takes --only as --scenarios', () => {
    expect(parseArgs(['--only', 'map'], { BENCH_DATABASE_URL: url }).scenarios).toEqual(['map']);
  });

  it('refuses unknown options and bad values', () => {
    expect(() => parseArgs(['--fast'], { BENCH_DATABASE_URL: url })).toThrow(/unknown option/);
    expect(() => parseArgs(['--clients', '0'], { BENCH_DATABASE_URL: url })).toThrow(UsageError);
    expect(() => parseArgs([], { BENCH_DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });

  it('runs the live scenarios alone, with no data set, passing their options on', () => {
    const options = parseArgs(['--only', 'fanout', '--sockets', '2000', '--instances', '2'], {});
    expect(options).toMatchObject({
      live: ['fanout'],
      scenarios: [],
      liveOnly: true,
      liveOptions: { sockets: 2000, instances: 2 },
    });
    expect(liveArguments('fanout', options.liveOptions)).toEqual([
      '--sockets',
      '2000',
      '--instances',
      '2',
    ]);
    expect(liveArguments('chat', { sockets: 5000, instances: 2, seconds: 30 })).toEqual([
      '--sockets',
      '5000',
      '--seconds',
      '30',
    ]);
  });

  it('runs live and API scenarios together only with a data set', () => {
    const options = parseArgs(['--only', 'chat,hunt-list'], { BENCH_DATABASE_URL: url });
    expect(options).toMatchObject({ live: ['chat'], scenarios: ['hunt-list'], liveOnly: false });
    expect(() => parseArgs(['--only', 'chat,hunt-list'], {})).toThrow(UsageError);
    expect(() => parseArgs(['--only', 'fanout', '--sockets', '1,2'], {})).toThrow(UsageError);
  });
});
