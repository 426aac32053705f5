// Runs the server integration suites on embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so both sides of the database switch are tested.
import { spawnSync } from 'node:child_process';

const run = (backend) => {
  console.log(`\n== server integration tests on ${backend} ==`);
  const result = spawnSync(
    'npx',
    // Every core (vitest.config.ts): the suites' files, each with its own database, side by side.
    ['vitest', 'run', '--project', 'server', '--project', 'server-tooling'],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DB_BACKEND: backend },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('pglite');
if (process.env.TEST_DATABASE_URL) {
  run('postgres');
} else {
  console.log(
    '\nNOTE: the PostgreSQL pass did not run because TEST_DATABASE_URL is not set; ' +
      'set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run every suite on PostgreSQL too.',
  );
}
