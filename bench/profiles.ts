/** The size of a generated data set. */
export interface Profile {
  name: 'full' | 'small';
  hunters: number;
  /** Accepted friends per hunter, on average. */
  friendsPerHunter: number;
  hunts: number;
  locations: number;
  /** Scouting reports (the map's third layer), with a privacy mix. */
  reports: number;
  /** Waterfowl seasons (September to January) the hunts spread over, ending with this one. */
  seasons: number;
  lastSeasonYear: number;
}

/** Issue 14's data set on PostgreSQL, and a smaller one for the embedded PGlite. */
export const PROFILES: Record<Profile['name'], Profile> = {
  full: {
    name: 'full',
    hunters: 10_000,
    friendsPerHunter: 30,
    hunts: 200_000,
    locations: 50_000,
    reports: 100_000,
    seasons: 5,
    lastSeasonYear: 2025,
  },
  small: {
    name: 'small',
    hunters: 1_000,
    friendsPerHunter: 30,
    hunts: 20_000,
    locations: 5_000,
    reports: 10_000,
    seasons: 5,
    lastSeasonYear: 2025,
  },
};

/** The seed of the generator unless --seed says otherwise. */
export const DEFAULT_SEED = 14;

/** Bumped whenever the generator changes what it writes, so an older bench database is rebuilt. */
export const GENERATOR_VERSION = 5;

/** Every generated hunter signs in with this password (a benchmark fixture, not a secret). */
export const BENCH_PASSWORD = 'marshlog-bench-password';
