import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Activity } from '@marshlog/domain';
import { activityComments, activityReactions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { unreadCountsOf } from './support/chat.js';
import { feedOf, isAboutHunt } from './support/feed.js';
import { logHunt } from './support/hunts.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause, type Frame, type TestSocket } from './support/sockets.js';
import { signUp, type Hunter } from './support/users.js';

describe(`live feed socket on ${testBackend}`, () => {
  let app: TestApp;
  let base: string;
  let ann: Hunter;
  let bob: Hunter;
  let cal: Hunter;
  const sockets: TestSocket[] = [];
  const open = async (hunter: Hunter) => {
    const socket = await connect(base, `/ws/feed/?token=${hunter.token}`);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
    ann = await signUp(app, { name: 'Ann Pintail' });
    bob = await signUp(app, { name: 'Bob Gadwall' });
    cal = await signUp(app, { name: 'Cal Stranger' });
    await befriend(app, ann, bob);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app.close();
  });
  const aboutHunt = (frame: Frame, huntId: number) =>
    frame.type === 'activity_update' && isAboutHunt(frame.activity as Activity | undefined, huntId);
  const commentCount = async (activityId: number) =>
    (
      await app.db
        .select({ count: count() })
        .from(activityComments)
        .where(eq(activityComments.activityId, activityId))
    )[0]?.count ?? 0;
  /** Polls `check` for up to 5 s: the socket's frames are handled one after another. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 50 && !(await check()); tries += 1) await pause(100);
  };

  it("opens with the hunter's unread counts as the API counts them, and again on each reopening", async () => {
    const unreadOf = (hunter: Hunter) => unreadCountsOf(app, hunter);
    const dee = await signUp(app, { name: 'Dee Shoveler' });
    const eve = await signUp(app, { name: 'Eve Wigeon' });
    const first = await open(dee);
    expect(first.opening).toEqual(await unreadOf(dee));
    await first.close();
    // While no socket is open, Eve's friend request raises Dee's notifications.
    const request = await app.inject({
      method: 'POST',
      url: '/api/friendships/',
      headers: eve.headers,
      payload: { to_user: dee.user.id },
    });
    expect(request.statusCode).toBe(201);
    const again = await open(dee);
    expect(again.opening).toEqual(await unreadOf(dee));
    expect(again.opening?.notifications).toBe(Number(first.opening?.notifications) + 1);
  });

  it("pushes a friend's new hunt to the friend, as they may see it, and never to a stranger", async () => {
    const bobFeed = await open(bob);
    const calFeed = await open(cal);
    await pause(100);
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const update = await bobFeed.next('activity_update', 5000, (frame) =>
      aboutHunt(frame, hunt.id),
    );
    expect(update).toMatchObject({ action: 'new' });
    const activity = update.activity as Activity;
    expect(activity).toMatchObject({
      activity_type: 'hunt_created',
      content_object: hunt.id,
      user: { id: ann.user.id, email: ann.user.email },
      is_owner: false,
    });
    await pause(300);
    expect(calFeed.frames.filter((frame) => aboutHunt(frame, hunt.id))).toHaveLength(0);
  });

  it('tells friends a hunter came online, and nobody else', async () => {
    const bobFeed = await open(bob);
    const calFeed = await open(cal);
    await pause(100);
    await open(ann);
    expect(await bobFeed.next('user_online')).toMatchObject({ user: { id: ann.user.id } });
    await pause(200);
    expect(calFeed.frames.filter((frame) => frame.type === 'user_online')).toHaveLength(0);
  });

  it('takes reactions and comments over the socket, ignores malformed frames and invisible ids', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const activity = (await feedOf(app, bob)).results.find(
      (item) => item.content_object === hunt.id,
    );
    if (!activity) throw new Error('activity not in the feed');
    const bobFeed = await open(bob);
    const calFeed = await open(cal);
    bobFeed.sendRaw('not json at all');
    bobFeed.send({ type: 'activity_reaction', activity_id: activity.id, reaction_type: 'wow' });
    bobFeed.send({ type: 'join_activity_room', activity_id: 'x' });
    bobFeed.send({ type: 'activity_reaction', activity_id: activity.id, reaction_type: 'love' });
    bobFeed.send({ type: 'activity_comment', activity_id: activity.id, content: 'Nice one' });
    bobFeed.send({ type: 'activity_viewed', activity_id: activity.id });
    calFeed.send({ type: 'activity_comment', activity_id: activity.id, content: 'Sneaky' });
    calFeed.send({ type: 'activity_reaction', activity_id: activity.id, reaction_type: 'like' });
    await eventually(async () => (await commentCount(activity.id)) === 1);
    const reactions = await app.db
      .select()
      .from(activityReactions)
      .where(eq(activityReactions.activityId, activity.id));
    expect(reactions.map((row) => [row.userId, row.reactionType])).toEqual([[bob.user.id, 'love']]);
    expect(await commentCount(activity.id)).toBe(1);
    // Still connected after all that: the next event reaches the stranger's socket.
    const publicHunt = await logHunt(app, ann, { privacy_level: 'public' });
    const pushed = await calFeed.next('activity_update', 5000, (frame) =>
      aboutHunt(frame, publicHunt.id),
    );
    expect((pushed.activity as Activity).content_object).toBe(publicHunt.id);
  });

  it("re-sends a joined activity as updated when a friend reacts, with the author's notification", async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const activity = (await feedOf(app, ann)).results.find(
      (item) => item.content_object === hunt.id,
    );
    if (!activity) throw new Error('activity not in the feed');
    const annFeed = await open(ann);
    annFeed.send({ type: 'join_activity_room', activity_id: activity.id });
    await pause(200);
    const reacted = await app.inject({
      method: 'POST',
      url: `/api/feed/${activity.id}/react/`,
      headers: bob.headers,
      payload: { reaction_type: 'target' },
    });
    expect(reacted.statusCode).toBe(200);
    const updated = await annFeed.next(
      'activity_update',
      5000,
      (frame) => frame.action === 'updated' && frame.activity_id === activity.id,
    );
    expect(updated).toMatchObject({ action: 'updated', activity_id: activity.id });
    expect((updated.activity as Activity).reaction_counts.target).toBe(1);
    expect(await annFeed.next('notification')).toMatchObject({
      notification: { kind: 'activity_reaction' },
    });
  });

  it('closes a socket with a bad token with 4401', async () => {
    const socket = await connect(base, '/ws/feed/?token=nonsense');
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Invalid or expired token' });
  });

  it('sends deleted to a friend when the author narrows an activity away from them', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const activity = (await feedOf(app, ann)).results.find(
      (item) => item.content_object === hunt.id,
    );
    if (!activity) throw new Error('activity not in the feed');
    const bobFeed = await open(bob);
    await pause(100);
    const narrowed = await app.inject({
      method: 'PATCH',
      url: `/api/feed/${activity.id}/`,
      headers: ann.headers,
      payload: { privacy_level: 'private' },
    });
    expect(narrowed.statusCode).toBe(200);
    const frame = await bobFeed.next(
      'activity_update',
      5000,
      (candidate) => candidate.activity_id === activity.id && candidate.action !== 'new',
    );
    expect(frame).toEqual({ type: 'activity_update', action: 'deleted', activity_id: activity.id });
  });

  it('pushes nothing of a hunter across a block, not even a public activity', async () => {
    const dan = await signUp(app, { name: 'Dan Teal' });
    const eve = await signUp(app, { name: 'Eve Wigeon' });
    const friendshipId = await befriend(app, dan, eve);
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/friendships/${friendshipId}/block/`,
      headers: eve.headers,
      payload: {},
    });
    expect(blocked.statusCode).toBe(200);
    const eveFeed = await open(eve);
    const calFeed = await open(cal);
    await pause(100);
    const hunt = await logHunt(app, dan, { privacy_level: 'public' });
    const toStranger = await calFeed.next('activity_update', 5000, (frame) =>
      aboutHunt(frame, hunt.id),
    );
    expect((toStranger.activity as Activity).content_object).toBe(hunt.id);
    await pause(300);
    expect(eveFeed.frames.filter((frame) => aboutHunt(frame, hunt.id))).toHaveLength(0);
  });
  it('counts comments in a live update as each receiver may read them, across a block', async () => {
    const gil = await signUp(app, { name: 'Gil Scaup' });
    const hal = await signUp(app, { name: 'Hal Brant' });
    const ivy = await signUp(app, { name: 'Ivy Shoveler' });
    const friendshipId = await befriend(app, ivy, hal);
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/friendships/${friendshipId}/block/`,
      headers: ivy.headers,
      payload: {},
    });
    expect(blocked.statusCode).toBe(200);
    const hunt = await logHunt(app, gil, { privacy_level: 'public' });
    const activity = (await feedOf(app, cal)).results.find(
      (item) => item.content_object === hunt.id,
    );
    if (!activity) throw new Error('activity not in the feed');
    const ivyFeed = await open(ivy);
    const calFeed = await open(cal);
    for (const socket of [ivyFeed, calFeed]) {
      socket.send({ type: 'join_activity_room', activity_id: activity.id });
    }
    await pause(200);
    const commented = await app.inject({
      method: 'POST',
      url: `/api/feed/${activity.id}/comments/`,
      headers: hal.headers,
      payload: { content: 'Flared right into the decoys' },
    });
    expect(commented.statusCode).toBe(201);
    const updated = (socket: TestSocket) =>
      socket.next(
        'activity_update',
        5000,
        (frame) => frame.action === 'updated' && frame.activity_id === activity.id,
      );
    const [toIvy, toCal] = await Promise.all([updated(ivyFeed), updated(calFeed)]);
    expect((toCal.activity as Activity).comment_count).toBe(1);
    expect((toIvy.activity as Activity).comment_count).toBe(0);
    // The same count the REST feed gives each of them.
    const restCount = async (hunter: Hunter) =>
      (await feedOf(app, hunter)).results.find((item) => item.id === activity.id)?.comment_count;
    expect(await restCount(ivy)).toBe(0);
    expect(await restCount(cal)).toBe(1);
  });
});
