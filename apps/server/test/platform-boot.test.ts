import fs from 'node:fs/promises';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT, ServerLauncher, serverEnv } from './support/server-process.js';

const launcher = new ServerLauncher();
afterAll(() => launcher.cleanup());

const JWT_SECRET = 'a-secret-of-at-least-thirty-two-characters';

// Each case starts the real server process; they run side by side to keep the file fast.
describe.concurrent(
  'boot: the server refuses a bad configuration with a clear message',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it('refuses a PORT that is not a port number', async () => {
      const dataDir = await launcher.scratchDir();
      const exit = await launcher.refuse(serverEnv({ DATA_DIR: dataDir, PORT: 'eighty' }));
      expect(exit.code).toBe(1);
      expect(exit.output).toContain('PORT must be a whole number from 0 to 65535');
      expect(exit.output).not.toMatch(/\n\s+at /);
    });

    it('refuses DATABASE_URL without JWT_SECRET', async () => {
      const dataDir = await launcher.scratchDir();
      const exit = await launcher.refuse(
        serverEnv({
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/marshlog',
        }),
      );
      expect(exit.code).toBe(1);
      expect(exit.output).toContain('JWT_SECRET: required with DATABASE_URL');
    });

    it('refuses an OIDC issuer without its client id, naming the missing setting', async () => {
      const dataDir = await launcher.scratchDir();
      const exit = await launcher.refuse(
        serverEnv({
          DATA_DIR: dataDir,
          OIDC_MARSH_ISSUER: 'https://id.marsh.test',
          OIDC_MARSH_CLIENT_SECRET: 'shh',
        }),
      );
      expect(exit.code).toBe(1);
      expect(exit.output).toContain('OIDC_MARSH_CLIENT_ID: required with OIDC_MARSH_ISSUER');
    });

    it('lists every problem at once', async () => {
      const dataDir = await launcher.scratchDir();
      const exit = await launcher.refuse(
        serverEnv({ DATA_DIR: dataDir, PORT: '70000', LOG_LEVEL: 'loud' }),
      );
      expect(exit.code).toBe(1);
      expect(exit.output).toContain('PORT must be a whole number from 0 to 65535');
      expect(exit.output).toContain('LOG_LEVEL');
    });

    it('refuses an unreachable DATABASE_URL and never falls back to the embedded database', async () => {
      const dataDir = await launcher.scratchDir();
      const exit = await launcher.refuse(
        serverEnv({
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://postgres:hunter-secret@127.0.0.1:1/x',
          JWT_SECRET,
        }),
      );
      expect(exit.code).toBe(1);
      expect(exit.output).toContain('Cannot reach PostgreSQL at DATABASE_URL (127.0.0.1:1/x)');
      expect(exit.output).toContain('ECONNREFUSED');
      expect(exit.output).not.toContain('hunter-secret');
      expect(exit.output).not.toMatch(/\n\s+at /);
      expect(exit.output).not.toContain('Marshlog is ready');
      expect(await fs.readdir(dataDir)).not.toContain('db');
      expect(await fs.readdir(dataDir)).not.toContain('marshlog.lock');
    });

    it('refuses a PORT already in use, naming it, and leaves DATA_DIR unlocked', async () => {
      const dataDir = await launcher.scratchDir();
      const squatter = net.createServer();
      await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
      const { port } = squatter.address() as net.AddressInfo;
      try {
        const exit = await launcher.refuse(serverEnv({ DATA_DIR: dataDir, PORT: String(port) }));
        expect(exit.code).toBe(1);
        expect(exit.output).toContain(`PORT ${port} is already in use on 127.0.0.1`);
        expect(exit.output).not.toMatch(/\n\s+at /);
        expect(await fs.readdir(dataDir)).not.toContain('marshlog.lock');
      } finally {
        await new Promise((resolve) => squatter.close(resolve));
      }
    });
  },
);
