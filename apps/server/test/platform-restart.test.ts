import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HuntCreateInput } from '@marshlog/domain';
import { testBackend } from './support/database.js';
import {
  PROCESS_TEST_TIMEOUT,
  ServerLauncher,
  backendSettings,
  serverEnv,
  type BackendSettings,
} from './support/server-process.js';

const hunter = {
  email: 'restart.rita@marsh.test',
  password: 'gadwall-over-the-levee-58',
  name: 'Rita Restart',
  username: 'restart_rita',
};

const hunt: HuntCreateInput = {
  date_of_hunt: '2024-11-16',
  latitude: 39.3173,
  longitude: -121.7955,
  notes: 'Limited out on greenheads before the fog lifted',
};

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe(
  `process: a restart keeps every account and hunt on ${testBackend}`,
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    const launcher = new ServerLauncher();
    let backend: BackendSettings;

    beforeAll(async () => {
      backend = await backendSettings(await launcher.scratchDir());
    });
    afterAll(async () => {
      await launcher.cleanup();
      await backend.drop();
    });

    it('signs in, finds the hunt and honours old tokens after SIGINT and a new start', async () => {
      const first = await launcher.start(serverEnv(backend.settings));
      const registered = await fetch(`${first.url}/api/auth/register/`, json(hunter));
      expect(registered.status).toBe(201);
      const { jwt_token: oldToken } = (await registered.json()) as { jwt_token: string };
      const created = await fetch(`${first.url}/api/hunts/`, {
        ...json(hunt),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${oldToken}` },
      });
      expect(created.status).toBe(201);
      const { id: huntId } = (await created.json()) as { id: number };
      const stopped = await first.stop('SIGINT');
      expect({ code: stopped.code, signal: stopped.signal }).toEqual({ code: 0, signal: null });

      const second = await launcher.start(serverEnv(backend.settings));
      const signIn = await fetch(
        `${second.url}/api/auth/login/`,
        json({ email: hunter.email, password: hunter.password }),
      );
      expect(signIn.status).toBe(200);
      const { jwt_token: newToken } = (await signIn.json()) as { jwt_token: string };
      const found = await fetch(`${second.url}/api/hunts/${huntId}/`, {
        headers: { authorization: `Bearer ${newToken}` },
      });
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({ id: huntId, notes: hunt.notes });
      // The signing secret survives too: a token issued before the restart is still accepted.
      const me = await fetch(`${second.url}/api/users/me/`, {
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ username: hunter.username });
      expect((await second.stop()).code).toBe(0);
    });
  },
);
