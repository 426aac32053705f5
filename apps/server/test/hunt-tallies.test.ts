import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Hunt, PrivacyLevel } from '@marshlog/domain';
import { logHunt } from './support/hunts.js';
import { friendships, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { relate, signUp, type Hunter } from './support/users.js';

/**
 * A hunt list's `count` comes from trigger-kept tallies when only owner and privacy level filter
 * it, and from counting the hunts themselves otherwise. A date range that holds every hunt forces
 * the counting path, so each case below asks both ways and wants the same answer, which must also
 * be the number of hunts the viewer actually gets.
 */
describe(`hunt list totals from the tallies on ${testBackend}`, () => {
  let app: TestApp;
  let hunters: Record<'ann' | 'fay' | 'cal' | 'bo', Hunter>;
  /** Everyone whose view is checked; a hunter removed from Marshlog leaves it. */
  let present: Hunter[];
  const everyDate = 'start_date=1990-01-01&end_date=2099-12-31';

  const listed = async (viewer: Hunter | null, query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/hunts/?page_size=100&${query}`,
      headers: viewer?.headers ?? {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number; results: Hunt[] }>();
  };

  const logHuntAt = async (hunter: Hunter, privacy_level: PrivacyLevel) =>
    (await logHunt(app, hunter, { privacy_level })).id;

  const filterCases = (): string[] => {
    const owners = Object.values(hunters).map((hunter) => `user=${hunter.user.id}`);
    const scopes = ['', 'scope=all', 'scope=mine', 'scope=friends'];
    const levels = ['', 'privacy_level=private', 'privacy_level=friends', 'privacy_level=public'];
    return [
      ...scopes.flatMap((scope) => levels.map((level) => [scope, level].filter(Boolean).join('&'))),
      ...owners,
      ...owners.map((owner) => `${owner}&privacy_level=public`),
    ];
  };

  const expectTalliesToMatch = async () => {
    for (const viewer of [...present, null]) {
      for (const query of filterCases()) {
        const byTally = await listed(viewer, query);
        const byCounting = await listed(viewer, `${query}&${everyDate}`);
        const who = `${viewer?.user.username ?? 'signed out'} ?${query}`;
        expect(byTally.count, who).toBe(byCounting.count);
        expect(byTally.count, who).toBe(byTally.results.length);
      }
    }
  };

  beforeAll(async () => {
    app = await createTestApp();
    hunters = {
      ann: await signUp(app, { username: 'ann_tally' }),
      fay: await signUp(app, { username: 'fay_tally' }),
      cal: await signUp(app, { username: 'cal_tally' }),
      bo: await signUp(app, { username: 'bo_tally' }),
    };
    present = Object.values(hunters);
    await relate(app, hunters.ann, hunters.fay, 'accepted');
    await relate(app, hunters.bo, hunters.ann, 'blocked');
    for (const hunter of Object.values(hunters)) {
      for (const level of ['private', 'friends', 'friends', 'public', 'public'] as const) {
        await logHuntAt(hunter, level);
      }
    }
  });
  afterAll(() => app.close());

  it('agree with counting the hunts for every viewer and owner-or-level filter', async () => {
    expect((await listed(hunters.ann, '')).count).toBe(2 + 1 + 2 + 2 + 2 * 3);
    await expectTalliesToMatch();
  });

  it('follow a hunt whose privacy changes, and a hunt deleted', async () => {
    const { ann, fay } = hunters;
    const hunt = await logHuntAt(fay, 'private');
    expect((await listed(ann, 'scope=friends')).count).toBe(4);

    const widened = await app.inject({
      method: 'PATCH',
      url: `/api/hunts/${hunt}/`,
      headers: fay.headers,
      payload: { privacy_level: 'public' },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await listed(ann, 'scope=friends')).count).toBe(5);
    expect((await listed(null, '')).count).toBe(9);
    await expectTalliesToMatch();

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/hunts/${hunt}/`,
      headers: fay.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await listed(null, '')).count).toBe(8);
    await expectTalliesToMatch();
  });

  it('follow friendships ending: a blocked friend’s friends-level hunts leave the total', async () => {
    const { ann, fay } = hunters;
    const before = (await listed(ann, '')).count;
    await app.db
      .update(friendships)
      .set({ status: 'blocked', blockedById: ann.user.id })
      .where(and(eq(friendships.fromUserId, ann.user.id), eq(friendships.toUserId, fay.user.id)));
    expect((await listed(ann, '')).count).toBe(before - 2);
    await expectTalliesToMatch();
  });

  it('follow a hunter removed with all their hunts', async () => {
    const before = (await listed(null, '')).count;
    await app.db.delete(users).where(eq(users.id, hunters.cal.user.id));
    present = present.filter((hunter) => hunter !== hunters.cal);
    expect((await listed(null, '')).count).toBe(before - 2);
    await expectTalliesToMatch();
  });
});
