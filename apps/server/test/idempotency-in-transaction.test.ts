import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema.js';
import { IDEMPOTENCY_MESSAGES } from '../src/platform/idempotency.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp, type Hunter } from './support/users.js';

/**
 * Offline sync replays every queued create with its key (issue 31): the key of a hunt, bird,
 * location, report or sharing policy is claimed and its answer kept in the create's own
 * transaction, so the key is kept exactly when the item exists, and a retry always gets the
 * first answer, never a 409 for a create that already committed.
 */
describe(`idempotency: the key is claimed in the create's transaction on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, key: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...hunter.headers, 'idempotency-key': key },
      payload,
    });
  const keptKey = async (key: string) =>
    app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, hunter.user.id), eq(idempotencyKeys.key, key)));
  const countOf = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: hunter.headers })).json<{ count: number }>()
      .count;
  const hunt = {
    date_of_hunt: '2024-12-01',
    latitude: 38.9,
    longitude: -121.6,
    notes: 'Fog on the flooded rice',
    birds: [
      { species: 'mallard', sex: 'drake' },
      { species: 'northern_pintail', sex: 'hen' },
      { species: 'green_winged_teal', sex: 'drake' },
    ],
  };

  it('answers concurrent sends of one key with one hunt and the same bytes', async () => {
    const before = await countOf('/api/hunts/?scope=mine');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/hunts/', hunt, 'blind-7-dawn')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect(
      answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true').length,
    ).toBe(5);
    expect(await countOf('/api/hunts/?scope=mine')).toBe(before + 1);
    const [kept] = await keptKey('blind-7-dawn');
    expect(kept?.statusCode).toBe(201);
    expect(kept?.body).toBe(answers[0]?.body);
    expect(answers[0]?.json()).toMatchObject({ total_birds: 3, notes: hunt.notes });
  });

  it('keeps no key when the create fails inside its transaction, so a fixed retry creates', async () => {
    const strangersSpot = await app.inject({
      method: 'POST',
      url: '/api/locations/',
      headers: (await signUp(app)).headers,
      payload: { name: 'Not yours', latitude: 39, longitude: -122, privacy_level: 'private' },
    });
    const refused = await post(
      '/api/hunts/',
      { ...hunt, location: strangersSpot.json<{ id: number }>().id },
      'hunt-at-a-secret-spot',
    );
    expect(refused.statusCode).toBe(404);
    expect(await keptKey('hunt-at-a-secret-spot')).toEqual([]);
    const again = await post(
      '/api/hunts/',
      { ...hunt, location: strangersSpot.json<{ id: number }>().id },
      'hunt-at-a-secret-spot',
    );
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // The hunter fixes the queued hunt (no spot) and sends it again under the same key.
    const fixed = await post('/api/hunts/', hunt, 'hunt-at-a-secret-spot');
    expect(fixed.statusCode).toBe(201);
    expect((await keptKey('hunt-at-a-secret-spot'))[0]?.body).toBe(fixed.body);
  });

  it('replays a location, a report, birds and a sharing policy', async () => {
    const spot = { name: 'Cattail slough', latitude: 39.2, longitude: -121.9 };
    const report = {
      title: 'Widgeon stacking up',
      content: 'Hundreds on the north pond at first light',
      latitude: 39.2,
      longitude: -121.9,
    };
    const policy = { name: 'Blind partners', visibility: 'group' };
    const cases: [string, string, object, number][] = [
      ['/api/locations/', 'spot-1', spot, 201],
      ['/api/reports/', 'report-1', report, 201],
      ['/api/sharing-policies/', 'policy-1', policy, 201],
    ];
    for (const [url, key, payload, status] of cases) {
      const first = await post(url, payload, key);
      expect(first.statusCode, first.body).toBe(status);
      const retry = await post(url, payload, key);
      expect(retry.statusCode).toBe(status);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(first.body);
      expect((await keptKey(key))[0]?.body).toBe(first.body);
    }
    const logged = await post('/api/hunts/', { ...hunt, birds: [] }, 'bare-hunt');
    const url = `/api/hunts/${logged.json<{ id: number }>().id}/add_bird/`;
    const added = await Promise.all(
      [1, 2, 3].map(() => post(url, { species: 'canvasback', quantity: 2 }, 'two-cans')),
    );
    expect(added.map((answer) => answer.json<{ total_birds: number }>().total_birds)).toEqual([
      2, 2, 2,
    ]);
  });

  it('answers a bird added or removed offline, sent again with its key, with the first answer', async () => {
    const logged = await post('/api/hunts/', hunt, 'hunt-for-bird-changes');
    const synced = logged.json<{ id: number; birds: { id: number; species: string }[] }>();
    const keyed = (method: 'POST' | 'DELETE', url: string, payload: object, key: string) =>
      app.inject({
        method,
        url: `/api/hunts/${synced.id}/${url}`,
        headers: { ...hunter.headers, 'idempotency-key': key },
        payload,
      });
    const birdsOnServer = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/hunts/${synced.id}/`,
          headers: hunter.headers,
        })
      ).json<{ total_birds: number; birds: { id: number; species: string }[] }>();

    // The answer was lost: the outbox sends the same add again, and again.
    const added = await keyed(
      'POST',
      'add_bird/',
      { species: 'gadwall' },
      'gadwall-from-the-blind',
    );
    expect(added.statusCode, added.body).toBe(200);
    for (const retry of [1, 2]) {
      const again = await keyed(
        'POST',
        'add_bird/',
        { species: 'gadwall' },
        'gadwall-from-the-blind',
      );
      expect(again.statusCode, `retry ${retry}`).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(added.body);
    }
    let now = await birdsOnServer();
    expect(now.total_birds).toBe(4);
    expect(now.birds.filter((bird) => bird.species === 'gadwall')).toHaveLength(1);

    // A removal sent twice answers the first removal, not "bird not found", and removes one bird.
    const pintail = synced.birds.find((bird) => bird.species === 'northern_pintail');
    const removal = { bird_id: pintail?.id };
    const removed = await keyed('DELETE', 'remove_bird/', removal, 'pintail-off');
    expect(removed.statusCode, removed.body).toBe(200);
    const replayed = await keyed('DELETE', 'remove_bird/', removal, 'pintail-off');
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(removed.body);
    expect((await keptKey('pintail-off'))[0]?.body).toBe(removed.body);
    now = await birdsOnServer();
    expect(now.total_birds).toBe(3);
    expect(now.birds.map((bird) => bird.species)).not.toContain('northern_pintail');

    // The same key for another bird is another request: refused, and that bird stays.
    const mallard = now.birds.find((bird) => bird.species === 'mallard');
    const reused = await keyed('DELETE', 'remove_bird/', { bird_id: mallard?.id }, 'pintail-off');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    expect((await birdsOnServer()).total_birds).toBe(3);

    // A removal refused inside its transaction (the bird is gone) keeps no key.
    const gone = await keyed('DELETE', 'remove_bird/', removal, 'pintail-again');
    expect(gone.statusCode).toBe(404);
    expect(await keptKey('pintail-again')).toEqual([]);
  });

  it('refuses the same key with a different hunt, even while the first is running', async () => {
    const [first, other] = await Promise.all([
      post('/api/hunts/', hunt, 'one-key-two-hunts'),
      post('/api/hunts/', { ...hunt, notes: 'Another morning' }, 'one-key-two-hunts'),
    ]);
    const statuses = [first.statusCode, other.statusCode].sort();
    expect(statuses).toEqual([201, 422]);
    const refused = first.statusCode === 422 ? first : other;
    expect(refused.json().detail).toBe(IDEMPOTENCY_MESSAGES.keyReused);
  });
});
