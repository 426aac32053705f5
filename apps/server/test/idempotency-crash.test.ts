import { describe, expect, it } from 'vitest';
import { testBackend } from './support/database.js';
import {
  PROCESS_TEST_TIMEOUT,
  processSuite,
  serverEnv,
  type RunningServer,
} from './support/server-process.js';

/** Rounds of keyed creates, each cut by SIGKILL at a random moment. */
const ROUNDS = 3;
const HUNTS_PER_ROUND = 12;

const hunter = {
  email: 'crash.carl@marsh.test',
  password: 'bluebills-in-the-chop-77',
  name: 'Carl Crash',
  username: 'crash_carl',
};

const huntOf = (round: number, index: number) => ({
  date_of_hunt: '2024-12-14',
  latitude: 39.1 + index / 1000,
  longitude: -121.7,
  notes: `Round ${round}, sync ${index}`,
  birds: [
    { species: 'mallard', sex: 'drake' },
    { species: 'gadwall', sex: 'hen' },
    { species: 'bufflehead', sex: 'drake' },
  ],
});

async function postHunt(url: string, token: string, key: string, body: object) {
  return fetch(`${url}/api/hunts/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: hunter.email, password: hunter.password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { jwt_token: string }).jwt_token;
}

/** Every hunt of the hunter, by its notes (at most 100: more than this test ever makes). */
async function huntsByNotes(url: string, token: string): Promise<Map<string, number[]>> {
  const answer = await fetch(`${url}/api/hunts/?scope=mine&page_size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await answer.json()) as { results: { id: number; notes: string }[] };
  const byNotes = new Map<string, number[]>();
  for (const hunt of page.results)
    byNotes.set(hunt.notes, [...(byNotes.get(hunt.notes) ?? []), hunt.id]);
  return byNotes;
}

/**
 * Issue 31: a keyed create interrupted by kill -9 at any point and retried after a restart never
 * makes a second hunt, and the retry answers at once (no 409 while a lost first request "runs").
 */
describe(
  `process: keyed creates cut by SIGKILL never duplicate on ${testBackend}`,
  { timeout: PROCESS_TEST_TIMEOUT * 3 },
  () => {
    const { launcher, settings } = processSuite();

    it('retries every interrupted create after a restart and finds each hunt once', async () => {
      let server: RunningServer = await launcher.start(serverEnv(settings()));
      const registered = await fetch(`${server.url}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hunter),
      });
      expect(registered.status).toBe(201);
      let interrupted = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const token = await signIn(server.url);
        const sends = Array.from({ length: HUNTS_PER_ROUND }, (_, index) =>
          postHunt(server.url, token, `r${round}-h${index}`, huntOf(round, index)).then(
            (answer) => answer.status,
            () => 'cut' as const,
          ),
        );
        // Somewhere between before the first claim and after the last answer.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
        await server.stop('SIGKILL');
        const outcomes = await Promise.all(sends);
        interrupted += outcomes.filter((outcome) => outcome === 'cut').length;
        expect(outcomes.every((outcome) => outcome === 'cut' || outcome === 201)).toBe(true);

        server = await launcher.start(serverEnv(settings()));
        const fresh = await signIn(server.url);
        const retries = await Promise.all(
          Array.from({ length: HUNTS_PER_ROUND }, (_, index) =>
            postHunt(server.url, fresh, `r${round}-h${index}`, huntOf(round, index)),
          ),
        );
        expect(retries.map((answer) => answer.status)).toEqual(Array(HUNTS_PER_ROUND).fill(201));
        const retriedIds = await Promise.all(
          retries.map(async (answer) => ((await answer.json()) as { id: number }).id),
        );
        const stored = await huntsByNotes(server.url, fresh);
        for (let index = 0; index < HUNTS_PER_ROUND; index += 1) {
          expect(stored.get(huntOf(round, index).notes)).toEqual([retriedIds[index]]);
        }
      }
      const total = [...(await huntsByNotes(server.url, await signIn(server.url))).values()];
      expect(total.flat()).toHaveLength(ROUNDS * HUNTS_PER_ROUND);
      // The kills must have cut something, or this test proved nothing about a crash.
      expect(interrupted).toBeGreaterThan(0);
      await server.stop();
    });
  },
);
