import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@marshlog/domain';
import { testBackend } from './support/database.js';
import {
  PROCESS_TEST_TIMEOUT,
  ServerLauncher,
  backendSettings,
  serverEnv,
  type BackendSettings,
  type LogLine,
  type RunningServer,
} from './support/server-process.js';

const hunter = {
  email: 'shutdown.sam@marsh.test',
  password: 'canvasback-at-dawn-7731',
  name: 'Sam Shutdown',
  username: 'shutdown_sam',
};

function requestUrl(line: LogLine): unknown {
  const req = line.req as { url?: unknown } | undefined;
  return req?.url;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

// The server runs with the production scrypt cost, so a sign-in takes a noticeable moment: long
// enough to send SIGTERM while it is in flight.
describe(
  `process: logs and graceful shutdown on ${testBackend}`,
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    const launcher = new ServerLauncher();
    let backend: BackendSettings;
    let server: RunningServer;
    let dataDir: string;
    let token: string;
    let refreshCookie: string;

    beforeAll(async () => {
      dataDir = await launcher.scratchDir();
      backend = await backendSettings(dataDir);
      server = await launcher.start(serverEnv(backend.settings));
      const registered = await fetch(`${server.url}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hunter),
      });
      expect(registered.status).toBe(201);
      token = ((await registered.json()) as { jwt_token: string }).jwt_token;
      const cookie = registered.headers
        .getSetCookie()
        .find((header) => header.startsWith(`${REFRESH_COOKIE_NAME}=`));
      refreshCookie = cookie?.split(';')[0] ?? '';
      expect(refreshCookie.length).toBeGreaterThan(REFRESH_COOKIE_NAME.length + 1);
    }, PROCESS_TEST_TIMEOUT);

    afterAll(async () => {
      await launcher.cleanup();
      await backend.drop();
    });

    it('logs every request with its request_id, and never a password, token or cookie', async () => {
      const me = await fetch(`${server.url}/api/users/me/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      const refreshed = await fetch(`${server.url}/api/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: refreshCookie },
        body: JSON.stringify({ email: hunter.email, name: hunter.name }),
      });
      expect(refreshed.status).toBe(200);
      // A token in the query string, as the live sockets take it (`/ws/feed/?token=JWT`).
      // Health takes no query, so the probe is refused (400), and logged all the same.
      const probe = await fetch(`${server.url}/api/health/?token=${token}`);
      expect(probe.status).toBe(400);
      const missing = await fetch(`${server.url}/api/no-such-thing/`);
      const { request_id: missingId } = (await missing.json()) as { request_id: string };
      await server.waitForLog(
        (line) => line.request_id === missingId && line.msg === 'request completed',
      );

      const output = server.output();
      expect(output).not.toContain(hunter.password);
      expect(output).not.toContain(token);
      expect(output).not.toContain(token.split('.')[2]);
      expect(output).not.toContain(refreshCookie.split('=')[1]);
      const requestLines = server.logLines().filter((line) => line.req ?? line.res);
      expect(requestLines.length).toBeGreaterThanOrEqual(10);
      for (const line of requestLines) expect(line.request_id).toEqual(expect.any(String));
      expect(requestLines.map(requestUrl)).toContain('/api/no-such-thing/');
    });

    it('finishes an in-flight sign-in on SIGTERM, then exits 0 and releases the database', async () => {
      const lockFile = path.join(dataDir, 'marshlog.lock');
      expect(await exists(lockFile)).toBe(testBackend === 'pglite');

      const signIn = fetch(`${server.url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: hunter.email, password: hunter.password }),
      });
      const incoming = await server.waitForLog(
        (line) => line.msg === 'incoming request' && requestUrl(line) === '/api/auth/login/',
      );
      const exit = server.stop('SIGTERM');

      const answer = await signIn;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        jwt_token: expect.any(String),
        user: { email: hunter.email, username: hunter.username },
      });
      const { code, signal } = await exit;
      expect({ code, signal }).toEqual({ code: 0, signal: null });

      // The sign-in was still running when the signal arrived.
      const lines = server.logLines();
      const shutdownAt = lines.findIndex((line) => line.signal === 'SIGTERM');
      const completedAt = lines.findIndex(
        (line) => line.request_id === incoming.request_id && line.msg === 'request completed',
      );
      expect(shutdownAt).toBeGreaterThanOrEqual(0);
      expect(completedAt).toBeGreaterThan(shutdownAt);
      expect(lines.at(-1)?.msg).toBe('Marshlog stopped');
      expect(await exists(lockFile)).toBe(false);
    });
  },
);
