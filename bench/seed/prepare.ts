import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.js';
import { GENERATOR_VERSION, type Profile } from '../profiles.js';
import { connectPglite, type SqlSession } from '../sql-session.js';
import { seedDatabase } from './index.js';
import { migrationsMatch } from './migrations.js';
import {
  connectBenchDatabase,
  inspectTarget,
  markAsBench,
  resetBenchSchema,
  type BenchMeta,
} from './target.js';

/** Where the bench data lives: a PostgreSQL database, or a PGlite DATA_DIR. */
export type BenchTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface PreparedDatabase {
  meta: BenchMeta;
  /** Seconds the seed took; undefined when an earlier seed was reused. */
  seedSeconds?: number;
}

export class RefusedDatabaseError extends Error {}

/** A fresh PGlite DATA_DIR for the small profile. */
export async function temporaryDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-bench-'));
}

/**
 * Makes the target hold the profile's data set: reuses a bench database seeded alike (unless
 * `reseed`), replaces one seeded otherwise, fills an empty one, and refuses anything else.
 */
export async function prepareDatabase(
  target: BenchTarget,
  profile: Profile,
  seed: number,
  reseed: boolean,
): Promise<PreparedDatabase> {
  if (target.kind === 'pglite') {
    // The app's own migrations build the schema, exactly as at server start.
    const migrated = await openPglite(target.dataDir);
    await migrated.close();
    return fill(await connectPglite(path.join(target.dataDir, 'db')), profile, seed);
  }
  const session = await connectBenchDatabase(target.url);
  try {
    const found = await inspectTarget(session);
    if (found.state === 'foreign') {
      throw new RefusedDatabaseError(
        `BENCH_DATABASE_URL points at a database the benchmark did not make (it holds ${found.tables
          .slice(0, 5)
          .join(', ')}${found.tables.length > 5 ? ', ...' : ''}). ` +
          'Use an empty database, or one made by npm run bench.',
      );
    }
    const meta = found.state === 'bench' ? found.meta : undefined;
    const current = meta !== undefined && (await migrationsMatch(session));
    if (meta && !current) console.log('The migrations changed since the last seed: reseeding');
    if (!reseed && meta && current && sameSeed(meta, profile, seed)) {
      // Each run starts from the same state: no sessions or failures left by an earlier run.
      await session.query('delete from refresh_tokens');
      await session.query('delete from login_failures');
      console.log(`Reusing the ${meta.profile} data set seeded ${meta.seededAt} (seed ${seed})`);
      await session.close();
      return { meta };
    }
    if (found.state === 'bench') await resetBenchSchema(session);
    await markAsBench(session);
    const migrated = await openPostgres(target.url);
    await migrated.close();
  } catch (error) {
    await session.close();
    throw error;
  }
  return fill(session, profile, seed);
}

async function fill(session: SqlSession, profile: Profile, seed: number) {
  try {
    await markAsBench(session);
    console.log(`Seeding the ${profile.name} profile (seed ${seed}) into ${session.kind}`);
    const summary = await seedDatabase(session, profile, seed);
    const counts = Object.entries(summary.counts).map(([table, n]) => `${n} ${table}`);
    console.log(`Seeded in ${summary.seconds} s: ${counts.join(', ')}`);
    return { meta: summary.meta, seedSeconds: summary.seconds };
  } finally {
    await session.close();
  }
}

function sameSeed(meta: BenchMeta, profile: Profile, seed: number): boolean {
  return (
    meta.profile === profile.name &&
    meta.seed === seed &&
    meta.generatorVersion === GENERATOR_VERSION
  );
}
