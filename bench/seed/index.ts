import { OWASP_SCRYPT_COST } from '../../apps/server/src/config.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';
import { BENCH_PASSWORD, GENERATOR_VERSION, type Profile } from '../profiles.js';
import type { SqlSession } from '../sql-session.js';
import { activitySteps } from './activities.js';
import { chooseAccounts } from './accounts.js';
import { seedSteps } from './generate.js';
import { writeMeta, type BenchMeta } from './target.js';

/** Row counts of what the generator wrote. */
export interface SeedSummary {
  meta: BenchMeta;
  seconds: number;
  counts: Record<string, number>;
}

const COUNTED = [
  'users',
  'friendships',
  'hunts',
  'birds',
  'locations',
  'location_shares',
  'reports',
  'activities',
];

/**
 * Fills a migrated, empty database in one transaction (a failure leaves nothing half written),
 * marks it as a bench database, then refreshes the planner's statistics.
 */
export async function seedDatabase(
  session: SqlSession,
  profile: Profile,
  seed: number,
): Promise<SeedSummary> {
  const started = performance.now();
  // The server's own password module at its production cost, so sign-in is measured honestly.
  const passwordHash = await hashPassword(BENCH_PASSWORD, OWASP_SCRYPT_COST);
  await session.query('begin');
  let meta: BenchMeta;
  try {
    for (const step of [
      ...seedSteps(profile, seed, passwordHash),
      ...activitySteps(profile, seed),
    ]) {
      const stepStarted = performance.now();
      await session.query(step.sql);
      console.log(`  ${step.label}: ${seconds(stepStarted)} s`);
    }
    const accounts = await chooseAccounts(
      session,
      profile.friendsPerHunter,
      Math.round(profile.hunts / profile.hunters),
    );
    meta = {
      profile: profile.name,
      seed,
      generatorVersion: GENERATOR_VERSION,
      accounts,
      seededAt: new Date().toISOString(),
    };
    await writeMeta(session, meta);
    await session.query('commit');
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
  const analyzed = performance.now();
  await session.query('vacuum analyze');
  console.log(`  vacuum analyze: ${seconds(analyzed)} s`);
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await session.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return { meta, seconds: Number(seconds(started)), counts };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
