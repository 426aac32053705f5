import { DEFAULT_SEED, PROFILES, type Profile } from './profiles.js';

/**
 * The live scenarios (issue 30): each starts its own built servers on a scratch PostgreSQL
 * database (BENCH_ADMIN_DATABASE_URL) and Redis, so they need no seeded data set; they run only
 * when asked for by name.
 */
export const LIVE_SCENARIOS = ['fanout', 'chat', 'sync'] as const;
export type LiveScenario = (typeof LIVE_SCENARIOS)[number];

/** Options handed to the live scenarios' scripts (bench/fanout.ts, bench/chat.ts). */
export interface LiveOptions {
  sockets?: number;
  instances?: number;
  events?: number;
  seconds?: number;
}

const LIVE_FLAGS = new Map<string, keyof LiveOptions>([
  ['--sockets', 'sockets'],
  ['--instances', 'instances'],
  ['--events', 'events'],
  ['--seconds', 'seconds'],
]);

export interface BenchOptions {
  profile: Profile;
  seed: number;
  /** PostgreSQL for the full profile; undefined means PGlite (the small profile). */
  databaseUrl?: string;
  reseed: boolean;
  seedOnly: boolean;
  /** API scenario ids to run; empty means all, unless only live scenarios were asked for. */
  scenarios: string[];
  /** Live scenarios to run, in the order asked. */
  live: LiveScenario[];
  liveOptions: LiveOptions;
  /** Only live scenarios were asked for: no data set, no API scenarios. */
  liveOnly: boolean;
  clients: number[];
  /** Scales every warm-up and measured window (0.25 for a quick look). */
  timeScale: number;
}

export const USAGE = `usage: npm run bench -- [options]

  BENCH_DATABASE_URL=postgres://...  the PostgreSQL database to fill and measure (full profile);
                                     it must be empty or made by an earlier run
  --profile full|small   full (default with BENCH_DATABASE_URL) or small on PGlite (no URL)
  --seed N               generator seed (default ${DEFAULT_SEED})
  --reseed               rebuild the data set even if the database already holds it
  --seed-only            fill the database and stop (npm run bench:seed)
  --scenarios a,b        only these scenario ids; map is issue 8's map scenario (the three
                         whole-country GeoJSON endpoints and the map in Chromium)
  --only a,b             the same as --scenarios
  --clients 1,64         concurrencies (default 1,64)
  --time-scale X         multiply every window by X (e.g. 0.25 for a quick look)

  Live scenarios, run only when named (--only fanout,chat): each starts its own built servers
  on a scratch database made through BENCH_ADMIN_DATABASE_URL (default
  postgres://postgres@127.0.0.1:5432/postgres) and, with two instances, Redis at REDIS_URL
  (default redis://127.0.0.1:6379); they need no data set and no BENCH_DATABASE_URL.
    fanout   feed sockets of one hunter's friends: connect storm, delivery, statements per event
    chat     chat sockets across two instances: send-to-delivery, memory per socket
    sync     the offline outbox: 50 queued hunts drained, then a drain cut by SIGKILL,
             retried after a restart: time and duplicates (bench/results/sync-latest.md)
  --sockets N            sockets (fanout default 2000, chat 5000)
  --instances N          fanout's server instances (default 1; 2 shares them over Redis)
  --events N             fanout's events (default 5)
  --seconds N            chat's measured seconds (default 60)`;

export class UsageError extends Error {}

function valueOf(argv: readonly string[], i: number, flag: string): string {
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}

function positiveInts(text: string, flag: string): number[] {
  const values = text.split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new UsageError(`${flag} takes positive whole numbers separated by commas`);
  }
  return values;
}

/** Reads the command line and BENCH_DATABASE_URL into options, or throws a UsageError. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  let profileName: string | undefined;
  const options: Omit<BenchOptions, 'profile'> = {
    seed: DEFAULT_SEED,
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    reseed: false,
    seedOnly: false,
    scenarios: [],
    live: [],
    liveOptions: {},
    liveOnly: false,
    clients: [1, 64],
    timeScale: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    switch (flag) {
      case '--profile':
        profileName = valueOf(argv, i++, flag);
        break;
      case '--seed': {
        const seed = Number(valueOf(argv, i++, flag));
        if (!Number.isInteger(seed)) throw new UsageError('--seed takes a whole number');
        options.seed = seed;
        break;
      }
      case '--reseed':
        options.reseed = true;
        break;
      case '--seed-only':
        options.seedOnly = true;
        break;
      case '--scenarios':
      case '--only':
        options.scenarios = valueOf(argv, i++, flag).split(',');
        break;
      case '--clients':
        options.clients = positiveInts(valueOf(argv, i++, flag), flag);
        break;
      case '--time-scale': {
        const scale = Number(valueOf(argv, i++, flag));
        if (!(scale > 0)) throw new UsageError('--time-scale takes a positive number');
        options.timeScale = scale;
        break;
      }
      case '--help':
        throw new UsageError('');
      default: {
        const live = LIVE_FLAGS.get(flag ?? '');
        if (!live || flag === undefined) throw new UsageError(`unknown option ${flag}`);
        const values = positiveInts(valueOf(argv, i++, flag), flag);
        const [value] = values;
        if (value === undefined || values.length > 1) {
          throw new UsageError(`${flag} takes one positive whole number`);
        }
        options.liveOptions[live] = value;
      }
    }
  }
  const asked = options.scenarios;
  options.live = LIVE_SCENARIOS.filter((name) => asked.includes(name));
  options.scenarios = asked.filter((name) => !options.live.some((live) => live === name));
  options.liveOnly = asked.length > 0 && options.scenarios.length === 0;
  // The live scenarios make their own databases: the profile is never read.
  if (options.liveOnly) return { ...options, databaseUrl: undefined, profile: PROFILES.small };
  profileName ??= options.databaseUrl ? 'full' : undefined;
  if (profileName === undefined) {
    throw new UsageError(
      'Set BENCH_DATABASE_URL to a PostgreSQL database for the full profile, or pass --profile small to run on PGlite.',
    );
  }
  if (profileName !== 'full' && profileName !== 'small') {
    throw new UsageError(`--profile is full or small, not ${profileName}`);
  }
  if (profileName === 'full' && !options.databaseUrl) {
    throw new UsageError('The full profile needs BENCH_DATABASE_URL (PostgreSQL).');
  }
  if (options.databaseUrl && !/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new UsageError('BENCH_DATABASE_URL must start with postgres:// or postgresql://');
  }
  // The small profile is the embedded database's: it always runs on PGlite.
  const databaseUrl = profileName === 'small' ? undefined : options.databaseUrl;
  return { ...options, databaseUrl, profile: PROFILES[profileName] };
}
