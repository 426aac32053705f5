import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { openPglite, openPostgres } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { DEMO_HUNTERS, DEMO_PASSWORD } from './cast.js';
import { DemoRefusedError, loadDemo, type DemoSummary } from './load.js';

export interface DemoOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = [
  'Usage: npm run demo [-- --force]',
  '',
  'Loads sample hunters, friendships, locations and a season of hunts into the configured',
  'database (DATA_DIR or DATABASE_URL, as `npm start` uses). It refuses a database that already',
  'holds other hunters unless given --force or DEMO_FORCE=1.',
];

/** Where the data went, without any password a DATABASE_URL may carry. */
function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${path.join(config.dataDir, 'db')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function printSignIn(config: AppConfig, out: DemoOutput) {
  out.log('');
  out.log(`Sign in at ${config.publicUrl}/auth/signin with any of these accounts.`);
  out.log(`Every demo password is: ${DEMO_PASSWORD}`);
  out.log('');
  const width = Math.max(...DEMO_HUNTERS.map((hunter) => hunter.email.length));
  for (const hunter of DEMO_HUNTERS) {
    out.log(`  ${hunter.email.padEnd(width)}  ${hunter.name}: ${hunter.role}`);
  }
  out.log('');
  out.log('Start the app with `npm start` if it is not running.');
}

function printSummary(summary: DemoSummary, where: string, out: DemoOutput) {
  out.log(`Loaded the Marshlog demo into ${where}:`);
  out.log(
    `  ${summary.hunters} hunters, ${summary.friendships} friend requests (one still pending, one ` +
      `friendship ended by a block), ${summary.locations} locations (${summary.shares} shares), ` +
      `${summary.hunts} hunts with ${summary.birds} birds, ${summary.reports} field reports ` +
      `(${summary.policies} sharing policies, ${summary.comments} comments), ` +
      `${summary.activities} feed activities (${summary.reactions} reactions, ` +
      `${summary.activityComments} comments).`,
  );
}

/** `npm run demo`: answers the process exit code. */
export async function runDemo(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: DemoOutput,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    USAGE.forEach((line) => out.log(line));
    return 0;
  }
  const unknown = argv.filter((arg) => arg !== '--force');
  if (unknown.length > 0) {
    out.error(`Unknown option ${unknown.join(' ')}`);
    USAGE.forEach((line) => out.error(line));
    return 2;
  }
  const force = argv.includes('--force') || env.DEMO_FORCE === '1' || env.DEMO_FORCE === 'true';
  try {
    const config = loadConfig(env);
    const database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(config.dataDir);
    try {
      const summary = await loadDemo(database.db, {
        passwordHashCost: config.passwordHashCost,
        force,
      });
      if (summary.loaded) printSummary(summary, describeDatabase(config), out);
      else
        out.log(
          `The Marshlog demo is already loaded in ${describeDatabase(config)}; nothing was changed.`,
        );
      printSignIn(config, out);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DemoRefusedError
    ) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
