import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT, ServerLauncher, serverEnv } from './support/server-process.js';

const launcher = new ServerLauncher();
afterAll(() => launcher.cleanup());

const lockFileOf = (dataDir: string) => path.join(dataDir, 'marshlog.lock');

/** Resolves with the first entry of `dir` that matches, checking every few milliseconds. */
async function waitForEntry(dir: string, matches: (name: string) => boolean): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const found = (await fs.readdir(dir)).find(matches);
    if (found) return found;
    await sleep(5);
  }
  throw new Error(`no matching entry appeared in ${dir}`);
}

// The embedded database is PGlite in DATA_DIR/db whatever backend the other suites use: these
// guards exist only for it.
describe(
  'process: the embedded database (PGlite) is guarded',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
      const dataDir = await launcher.scratchDir();
      const first = await launcher.start(serverEnv({ DATA_DIR: dataDir }));

      const second = await launcher.refuse(serverEnv({ DATA_DIR: dataDir }));
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `Another Marshlog server (pid ${first.pid}) is using DATA_DIR ${dataDir}`,
      );
      expect(second.output).not.toMatch(/\n\s+at /);

      const health = await fetch(`${first.url}/api/health/`);
      expect(health.status).toBe(200);
      expect(await fs.readFile(lockFileOf(dataDir), 'utf8')).toBe(String(first.pid));
      expect((await first.stop()).code).toBe(0);
    });

    it('starts cleanly after a first-time setup was killed halfway, taking over its stale lock', async () => {
      const dataDir = await launcher.scratchDir();
      const doomed = launcher.launch(serverEnv({ DATA_DIR: dataDir }));
      const setupDir = await waitForEntry(dataDir, (name) => name.startsWith('db.setup-'));
      await doomed.stop('SIGKILL');

      // What the killed setup left behind: a half-built scratch directory and a lock of a dead pid;
      // add a database directory without PG_VERSION, as an older, interrupted setup would leave.
      const leftovers = await fs.readdir(dataDir);
      expect(leftovers).toContain(setupDir);
      expect(leftovers).not.toContain('db');
      expect(await fs.readFile(lockFileOf(dataDir), 'utf8')).toBe(String(doomed.pid));
      await fs.mkdir(path.join(dataDir, 'db', 'base'), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'db', 'postgresql.conf'), '# half written\n');

      const server = await launcher.start(serverEnv({ DATA_DIR: dataDir }));
      const registered = await fetch(`${server.url}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'phoenix.pete@marsh.test',
          password: 'risen-from-the-reeds',
          name: 'Pete Phoenix',
          username: 'phoenix_pete',
        }),
      });
      expect(registered.status).toBe(201);
      const entries = await fs.readdir(dataDir);
      expect(entries.filter((name) => name.startsWith('db.setup-'))).toEqual([]);
      expect(entries).toContain('db');
      expect(await fs.readFile(lockFileOf(dataDir), 'utf8')).toBe(String(server.pid));
      expect((await server.stop()).code).toBe(0);
    });
  },
);
