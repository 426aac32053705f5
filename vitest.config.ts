import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, a single worker on a 2-core CI machine, and
    // the files ran one after another.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // drizzle-kit's API changes what later suites in the same worker read (a response
          // schema compiled afterwards met an enum with undefined in it); its suites run apart.
          exclude: ['apps/server/test/schema-matches-migrations.test.ts'],
          environment: 'node',
          // One migrated database every suite's database is copied from.
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file has its own database (in-memory PGlite, or a scratch PostgreSQL database),
          // its own data directory and its own ports, so files run side by side.
          fileParallelism: true,
          // Files share a worker's loaded modules instead of importing the whole server again
          // for each of them; nothing a suite changes outlives its own app and database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-tooling',
          include: ['apps/server/test/schema-matches-migrations.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          isolate: true,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
          environment: 'jsdom',
          // Worker threads start faster than the default child processes: a third off the unit
          // tests' time on 2 cores (248 s to 151-165 s), every file still in its own jsdom.
          pool: 'threads',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
