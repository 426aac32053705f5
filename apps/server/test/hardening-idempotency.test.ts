import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema.js';
import { IDEMPOTENCY_MESSAGES } from '../src/platform/idempotency.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { signUp, type Hunter } from './support/users.js';

describe(`hardening: Idempotency-Key makes a retried create store once on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, key?: string, who: Hunter = hunter) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const hunt = { date_of_hunt: '2024-11-16', latitude: 39.3, longitude: -121.8, notes: 'Teal' };
  const countOf = async (url: string, who: Hunter = hunter) =>
    (await app.inject({ method: 'GET', url, headers: who.headers })).json().count;

  it('answers a retried hunt create with the first answer and stores one hunt', async () => {
    const first = await post('/api/hunts/', hunt, 'submit-hunt-1');
    expect(first.statusCode).toBe(201);
    const retry = await post('/api/hunts/', hunt, 'submit-hunt-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    expect(await countOf('/api/hunts/?scope=mine')).toBe(1);
    // Without a key, or with a new one, a second submit is a second hunt.
    expect((await post('/api/hunts/', hunt, 'submit-hunt-2')).json().id).not.toBe(first.json().id);
    expect(await countOf('/api/hunts/?scope=mine')).toBe(2);
  });

  it('covers birds, locations and friend requests too', async () => {
    const logged = await logHunt(app, hunter);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await post(
        `/api/hunts/${logged.id}/add_bird/`,
        { species: 'mallard', quantity: 3 },
        'add-mallards',
      );
      expect(added.json().total_birds).toBe(3);
    }
    const before = await countOf('/api/locations/');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await post(
        '/api/locations/',
        { name: 'Pintail pond', latitude: 39, longitude: -122 },
        'loc-1',
      );
    }
    expect(await countOf('/api/locations/')).toBe(before + 1);
    const friend = await signUp(app);
    const asked = await post('/api/friendships/', { to_user: friend.user.id }, 'ask-1');
    const again = await post('/api/friendships/', { to_user: friend.user.id }, 'ask-1');
    expect(asked.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(asked.json().id);
  });

  it('replays a keyed edit (PATCH): a late retry neither writes again nor undoes a newer edit', async () => {
    const logged = await logHunt(app, hunter);
    const patch = (notes: string, key: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/hunts/${logged.id}/`,
        headers: { ...hunter.headers, 'idempotency-key': key },
        payload: { notes },
      });
    const first = await patch('Blind edit, no signal', 'edit-1');
    expect(first.statusCode).toBe(200);
    expect((await patch('Newer edit', 'edit-2')).json().notes).toBe('Newer edit');

    const lateRetry = await patch('Blind edit, no signal', 'edit-1');
    expect(lateRetry.statusCode).toBe(200);
    expect(lateRetry.headers['idempotent-replayed']).toBe('true');
    expect(lateRetry.json().notes).toBe('Blind edit, no signal');
    const now = await app.inject({
      method: 'GET',
      url: `/api/hunts/${logged.id}/`,
      headers: hunter.headers,
    });
    expect(now.json().notes).toBe('Newer edit');
    expect((await patch('Other fields', 'edit-1')).statusCode).toBe(422);
  });

  it('refuses the same key for a different request, and a malformed key', async () => {
    await post('/api/hunts/', hunt, 'reused-key');
    const other = await post('/api/hunts/', { ...hunt, notes: 'Different' }, 'reused-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    const bad = await post('/api/hunts/', hunt, 'x'.repeat(256));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
    // A write the API does not have answers 405 whatever its key: there is nothing to replay.
    const missing = await post('/api/users/me/', hunt, 'x'.repeat(256));
    expect(missing.statusCode).toBe(405);
  });

  it('keeps keys per hunter, and does not keep a failed answer', async () => {
    const neighbour = await signUp(app);
    const mine = await post('/api/hunts/', hunt, 'shared-key');
    const theirs = await post('/api/hunts/', hunt, 'shared-key', neighbour);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().user.id).toBe(neighbour.user.id);

    const refused = await post('/api/hunts/', { ...hunt, latitude: 300 }, 'after-fix');
    expect(refused.statusCode).toBe(400);
    const invalidAgain = await post('/api/hunts/', { ...hunt, latitude: 300 }, 'after-fix');
    expect(invalidAgain.statusCode).toBe(400);
    expect(invalidAgain.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours', async () => {
    const first = await post('/api/hunts/', hunt, 'yesterday');
    // Age the stored answer past its life, as a day passing would.
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'yesterday'));
    const later = await post('/api/hunts/', hunt, 'yesterday');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });
});
