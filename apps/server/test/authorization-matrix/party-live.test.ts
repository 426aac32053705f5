import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Hunt, PrivacyLevel } from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { logHunt } from '../support/hunts.js';
import { connect, listen, pause, type Frame, type TestSocket } from '../support/sockets.js';
import { relate, signUp, type Hunter } from '../support/users.js';

/** A frame that should not arrive is waited for this long. */
const QUIET_MS = 400;
const LISTENERS = ['owner', 'member', 'mutualFriend', 'memberFriend', 'stranger'] as const;
type Listener = (typeof LISTENERS)[number];

/**
 * The live cells of a party hunt (issue 27): when the member accepts, their party_joined reaches
 * the feed sockets of exactly whom the feed lists it for (audience decided once, at publish); when
 * they decline, they and the friends who held it hear that it is deleted. The member and the mutual friend
 * are the owner's friends; the member's other friend is not.
 */
describe(`authorization matrix: a party hunt on the live feed on ${testBackend}`, () => {
  let app: TestApp;
  const hunters = {} as Record<Listener, Hunter>;
  const feeds = {} as Record<Listener, TestSocket>;

  beforeAll(async () => {
    app = await createTestApp();
    for (const listener of LISTENERS) {
      hunters[listener] = await signUp(app, { name: `Live ${listener}` });
    }
    await relate(app, hunters.owner, hunters.member, 'accepted');
    await relate(app, hunters.owner, hunters.mutualFriend, 'accepted');
    await relate(app, hunters.member, hunters.mutualFriend, 'accepted');
    await relate(app, hunters.member, hunters.memberFriend, 'accepted');
    const base = await listen(app);
    for (const listener of LISTENERS) {
      feeds[listener] = await connect(base, `/ws/feed/?token=${hunters[listener].token}`);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(LISTENERS.map((listener) => feeds[listener].close()));
    await app.close();
  });

  const post = async (hunter: Hunter, url: string, payload?: object) => {
    const response = await app.inject({ method: 'POST', url, headers: hunter.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const partyHunt = async (level: PrivacyLevel): Promise<Hunt> => {
    const hunt = await logHunt(app, hunters.owner, { privacy_level: level });
    const named = await app.inject({
      method: 'PUT',
      url: `/api/hunts/${hunt.id}/party/`,
      headers: hunters.owner.headers,
      payload: { friends: [hunters.member.user.id], guests: [] },
    });
    expect(named.statusCode, named.body).toBe(200);
    return hunt;
  };
  const joinedFrame = (huntId: number) => (frame: Frame) => {
    const activity = frame.activity as Activity | undefined;
    return (
      frame.action === 'new' &&
      activity?.activity_type === 'party_joined' &&
      activity.content_object === huntId
    );
  };
  /** Which sockets got a frame matching `test`, after a quiet wait. */
  const receivers = async (test: (frame: Frame) => boolean) => {
    await pause(QUIET_MS);
    return LISTENERS.filter((listener) =>
      feeds[listener].frames.some((frame) => frame.type === 'activity_update' && test(frame)),
    );
  };

  it.each([
    ['private', ['member']],
    ['friends', ['owner', 'member', 'mutualFriend']],
    ['public', ['owner', 'member', 'mutualFriend', 'memberFriend', 'stranger']],
  ] as const)(
    "the member's party_joined on a %s hunt reaches exactly %j",
    async (level, expected) => {
      const hunt = await partyHunt(level);
      await post(hunters.member, `/api/hunts/${hunt.id}/party/accept/`);
      expect(await receivers(joinedFrame(hunt.id))).toEqual(expected);
    },
  );

  it('tells the member and their friends who held it that it is gone once they decline', async () => {
    const hunt = await partyHunt('public');
    await post(hunters.member, `/api/hunts/${hunt.id}/party/accept/`);
    const frame = await feeds.memberFriend.next('activity_update', 5000, joinedFrame(hunt.id));
    const activityId = frame.activity_id;
    await post(hunters.member, `/api/hunts/${hunt.id}/party/decline/`);
    const deleted = (candidate: Frame) =>
      candidate.action === 'deleted' && candidate.activity_id === activityId;
    expect(await receivers(deleted)).toEqual(['owner', 'member', 'mutualFriend', 'memberFriend']);
  });
});
