import { DEFAULT_SEED, PROFILES, type Profile } from './profiles.js';

export interface BenchOptions {
  profile: Profile;
  seed: number;
  /** PostgreSQL for the full profile; undefined means PGlite (the small profile). */
  databaseUrl?: string;
  reseed: boolean;
  seedOnly: boolean;
  /** Scenario ids to run; empty means all. */
  scenarios: string[];
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
  --time-scale X         multiply every window by X (e.g. 0.25 for a quick look)`;

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
      default:
        throw new UsageError(`unknown option ${flag}`);
    }
  }
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
