import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  SOCKET_CLOSE_CODES,
  SOCKET_CLOSE_REASONS,
  type Activity,
  type Notification,
} from '@marshlog/domain';
import { activityComments, conversations } from '../../src/db/schema.js';
import { TOO_MANY_WRITES } from '../../src/platform/limits/write-limits.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { startChat } from '../support/chat.js';
import { testBackend } from '../support/database.js';
import { feedOf, isAboutHunt } from '../support/feed.js';
import { logHunt } from '../support/hunts.js';
import { befriend } from '../support/locations.js';
import { makePolicy, writeReport } from '../support/reports.js';
import { connect, listen, pause, type Frame, type TestSocket } from '../support/sockets.js';
import { signUp, type Hunter } from '../support/users.js';
import { useTwoInstancesOverRedis } from '../support/two-instances.js';
import { buildWorld, type SignedInViewer, type World } from './world.js';

/**
 * The socket cells of the authorization matrix (issue 30): every frame kind (activity_update,
 * notification, user_online, chat_init, chat_message, chat_typing) x every viewer relation to the
 * owner (owner, friend, pending requester, stranger, blocked, signed out), and the changes that
 * end or narrow a socket (sign-out, token expiry, block, unfriend, a sharing-policy change):
 * exactly who receives what. A frame that should not arrive is waited for QUIET_MS.
 */
const QUIET_MS = 400;
/** A fresh app and its cast take a minute and more on a busy shared machine. */
const SETUP_TIMEOUT_MS = 300_000;
const JWT_SECRET = 'socket-matrix-secret-of-at-least-32-chars';
const FEED_VIEWERS = ['owner', 'friend', 'pendingRequester', 'stranger', 'blocked'] as const;
type FeedViewer = (typeof FEED_VIEWERS)[number];

const closeOf = (kind: 'signedOut' | 'noLongerAllowed' | 'notFound' | 'unauthorized') => ({
  code: SOCKET_CLOSE_CODES[kind],
  reason: SOCKET_CLOSE_REASONS[kind],
});

describe(`authorization matrix: live sockets on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  let base: string;
  const sockets: TestSocket[] = [];
  const open = async (hunter: Hunter | null, path: string) => {
    const socket = await connect(base, `${path}${hunter ? `?token=${hunter.token}` : ''}`);
    sockets.push(socket);
    return socket;
  };
  const feeds = {} as Record<FeedViewer, TestSocket>;

  /** Which of the feed sockets got a frame of `type` matching `test`, after a quiet wait. */
  const receivers = async (type: string, test: (frame: Frame) => boolean) => {
    await pause(QUIET_MS);
    return FEED_VIEWERS.filter((viewer) =>
      feeds[viewer].frames.some((frame) => frame.type === type && test(frame)),
    );
  };
  const activityFrame = (socket: TestSocket, contentObject: number) =>
    socket.frames.find(
      (frame) =>
        frame.type === 'activity_update' &&
        isAboutHunt(frame.activity as Activity | undefined, contentObject),
    );
  /** Reacts over REST as the viewer; fails loudly otherwise. */
  const react = async (viewer: SignedInViewer, activityId: number, reactionType: string) => {
    const reacted = await world.request(viewer, {
      method: 'POST',
      url: `/api/feed/${activityId}/react/`,
      payload: { reaction_type: reactionType },
    });
    expect(reacted.statusCode).toBe(200);
  };
  const aboutHunt = (huntId: number) => (frame: Frame) =>
    isAboutHunt(frame.activity as Activity | undefined, huntId);

  beforeAll(async () => {
    app = await createTestApp({ jwtSecret: JWT_SECRET });
    world = await buildWorld(app);
    base = await listen(app);
    // The owner connects last, so their user_online reaches every other feed socket that may hear it.
    for (const viewer of FEED_VIEWERS.filter((name) => name !== 'owner')) {
      feeds[viewer] = await open(world.hunters[viewer], '/ws/feed/');
    }
    await pause(100);
    feeds.owner = await open(world.hunters.owner, '/ws/feed/');
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app.close();
  });

  it('refuses both sockets signed out (4401)', async () => {
    for (const path of ['/ws/feed/', '/ws/chat/1/']) {
      expect(await (await open(null, path)).closed).toEqual(closeOf('unauthorized'));
    }
  });

  it("user_online: the owner's friends only", async () => {
    const isOwner = (frame: Frame) => (frame.user as { id: number }).id === world.userId('owner');
    expect(await receivers('user_online', isOwner)).toEqual(['friend']);
    const frame = feeds.friend.frames.find((candidate) => candidate.type === 'user_online');
    expect(frame?.user).toEqual({
      id: world.userId('owner'),
      username: world.hunters.owner.user.username,
      name: world.hunters.owner.user.name,
    });
  });

  it.each([
    ['private', ['owner']],
    ['friends', ['owner', 'friend']],
    ['public', ['owner', 'friend', 'pendingRequester', 'stranger']],
  ] as const)('activity_update of a %s hunt reaches exactly %j', async (level, expected) => {
    const hunt = await logHunt(app, world.hunters.owner, { privacy_level: level });
    expect(await receivers('activity_update', aboutHunt(hunt.id))).toEqual(expected);
    const email = world.hunters.owner.email;
    const seen = (viewer: FeedViewer) => activityFrame(feeds[viewer], hunt.id)?.activity;
    expect(seen('owner')).toMatchObject({ is_owner: true, user: { email } });
    if (level !== 'private') {
      expect(seen('friend')).toMatchObject({ is_owner: false, user: { email } });
    }
    if (level === 'public') {
      // As the REST answer shows it to them: no email beyond the author's friends.
      expect(seen('stranger')).toMatchObject({ is_owner: false, user: { email: null } });
      expect(seen('pendingRequester')).toMatchObject({ user: { email: null } });
    }
  });

  it("notification: its recipient's sockets only", async () => {
    const hunt = await logHunt(app, world.hunters.owner, { privacy_level: 'public' });
    const activity = (await feedOf(app, world.hunters.friend)).results.find(
      (item) => item.content_object === hunt.id,
    );
    if (!activity) throw new Error('activity not in the friend feed');
    await react('friend', activity.id, 'target');
    const aboutActivity = (frame: Frame) =>
      (frame.notification as Notification).kind === 'activity_reaction' &&
      (frame.notification as Notification).actor?.id === world.userId('friend');
    expect(await receivers('notification', aboutActivity)).toEqual(['owner']);
  });

  it('chat_init, chat_message and chat_typing: the two participants only; others and the blocked hunter get 4404', async () => {
    const { owner, friend, blocked } = world.hunters;
    const chat = await startChat(app, owner, friend);
    const [withBlocked] = await app.db
      .insert(conversations)
      .values({
        userAId: Math.min(owner.user.id, blocked.user.id),
        userBId: Math.max(owner.user.id, blocked.user.id),
      })
      .returning({ id: conversations.id });
    if (!withBlocked) throw new Error('conversation with the blocked hunter not stored');
    const outsiders: SignedInViewer[] = ['pendingRequester', 'stranger', 'blocked'];
    for (const viewer of outsiders) {
      const socket = await open(world.hunters[viewer], `/ws/chat/${chat.id}/`);
      expect(await socket.closed).toEqual(closeOf('notFound'));
      expect(socket.frames).toEqual([]);
    }
    for (const hunter of [owner, blocked]) {
      // The old conversation across a block: neither its socket nor its history.
      const socket = await open(hunter, `/ws/chat/${withBlocked.id}/`);
      expect(await socket.closed).toEqual(closeOf('notFound'));
      expect(socket.frames).toEqual([]);
    }
    const ownerChat = await open(owner, `/ws/chat/${chat.id}/`);
    const friendChat = await open(friend, `/ws/chat/${chat.id}/`);
    await ownerChat.next('chat_init');
    await friendChat.next('chat_init');
    ownerChat.send({ type: 'typing_start' });
    expect(await friendChat.next('chat_typing')).toEqual({
      type: 'chat_typing',
      user_id: owner.user.id,
      user_email: owner.email,
      status: 'start',
    });
    ownerChat.send({ type: 'send_message', content: 'Flight at dawn', client_id: 'm-1' });
    expect((await friendChat.next('chat_message')).message).toMatchObject({
      content: 'Flight at dawn',
    });
    expect(await ownerChat.next('chat_message')).toMatchObject({ client_id: 'm-1' });
    await pause(QUIET_MS);
    expect(ownerChat.frames.filter((frame) => frame.type === 'chat_typing')).toEqual([]);
    const newMessage = (frame: Frame) =>
      (frame.notification as Notification).kind === 'new_message';
    expect(await receivers('notification', newMessage)).toEqual(['friend']);
  });

  it('ignores bad frames without closing a healthy socket', async () => {
    const { owner, friend } = world.hunters;
    const chat = await startChat(app, owner, friend);
    const ownerChat = await open(owner, `/ws/chat/${chat.id}/`);
    await ownerChat.next('chat_init');
    for (const socket of [feeds.friend, ownerChat]) {
      socket.sendRaw('not json');
      socket.sendRaw('[1,2,3]');
      socket.send({ type: 'activity_comment', activity_id: 'x', content: '' });
      socket.send({ type: 'send_message' });
      socket.send({ type: 'nonsense' });
    }
    const hunt = await logHunt(app, owner, { privacy_level: 'friends' });
    expect(await receivers('activity_update', aboutHunt(hunt.id))).toEqual(['owner', 'friend']);
    ownerChat.send({ type: 'send_message', content: 'still here', client_id: 'h-1' });
    expect(await ownerChat.next('chat_message')).toMatchObject({ client_id: 'h-1' });
  });

  describe('changes that end or narrow a socket', () => {
    /** A fresh pair of friends with a conversation, both with feed and chat sockets open. */
    const pairWithSockets = async () => {
      const ann = await signUp(app, { name: 'Ann Change' });
      const bob = await signUp(app, { name: 'Bob Change' });
      const friendshipId = await befriend(app, ann, bob);
      const chat = await startChat(app, ann, bob);
      const bobFeed = await open(bob, '/ws/feed/');
      const annChat = await open(ann, `/ws/chat/${chat.id}/`);
      const bobChat = await open(bob, `/ws/chat/${chat.id}/`);
      await annChat.next('chat_init');
      await bobChat.next('chat_init');
      return { ann, bob, friendshipId, chat, bobFeed, annChat, bobChat };
    };

    it('sign-out closes every socket of that hunter (signedOut) and they hear nothing more', async () => {
      const { ann, bob, bobFeed, bobChat } = await pairWithSockets();
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/auth/signout/',
        headers: bob.headers,
      });
      expect(signedOut.statusCode).toBe(200);
      expect(await bobFeed.closed).toEqual(closeOf('signedOut'));
      expect(await bobChat.closed).toEqual(closeOf('signedOut'));
      const again = await open(bob, '/ws/feed/');
      expect(await again.closed).toEqual(closeOf('unauthorized'));
      // The pair's own friend_added may reach Bob before he signs out; Ann's hunt, after it, never.
      const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
      await pause(QUIET_MS);
      expect(activityFrame(bobFeed, hunt.id)).toBeUndefined();
    });

    it('closes a socket when its token expires (tokenExpired), so the client refreshes', async () => {
      const cal = await signUp(app, { name: 'Cal Expiring' });
      const nowMs = Date.now();
      const shortLived = await new SignJWT({ provider: 'credentials', iat_ms: nowMs })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(cal.user.id))
        .setIssuer('marshlog')
        .setIssuedAt()
        .setExpirationTime(Math.floor(nowMs / 1000) + 2)
        .sign(new TextEncoder().encode(JWT_SECRET));
      const socket = await connect(base, `/ws/feed/?token=${shortLived}`);
      sockets.push(socket);
      await pause(300);
      expect(socket.frames).toEqual([]);
      const closed = await Promise.race([socket.closed, pause(4000).then(() => null)]);
      expect(closed).toEqual({
        code: SOCKET_CLOSE_CODES.tokenExpired,
        reason: SOCKET_CLOSE_REASONS.tokenExpired,
      });
    });

    it.each(['block', 'unfriend'] as const)(
      'a %s closes both chat sockets (noLongerAllowed) and ends friends-only frames',
      async (change) => {
        const { ann, friendshipId, bobFeed, annChat, bobChat, chat, bob } = await pairWithSockets();
        const ended =
          change === 'block'
            ? await app.inject({
                method: 'POST',
                url: `/api/friendships/${friendshipId}/block/`,
                headers: ann.headers,
              })
            : await app.inject({
                method: 'DELETE',
                url: `/api/friendships/${friendshipId}/`,
                headers: ann.headers,
              });
        expect(ended.statusCode).toBeLessThan(300);
        expect(await annChat.closed).toEqual(closeOf('noLongerAllowed'));
        expect(await bobChat.closed).toEqual(closeOf('noLongerAllowed'));
        const reopened = await open(bob, `/ws/chat/${chat.id}/`);
        expect(await reopened.closed).toEqual(closeOf('notFound'));
        // REST agrees with the socket: the conversation is gone for both, history included.
        for (const hunter of [ann, bob]) {
          const history = await app.inject({
            method: 'GET',
            url: `/api/conversations/${chat.id}/messages/`,
            headers: hunter.headers,
          });
          expect(history.statusCode).toBe(404);
          const sent = await app.inject({
            method: 'POST',
            url: `/api/conversations/${chat.id}/messages/`,
            headers: hunter.headers,
            payload: { content: 'after the change' },
          });
          expect(sent.statusCode).toBe(404);
        }
        const friendsHunt = await logHunt(app, ann, { privacy_level: 'friends' });
        const publicHunt = await logHunt(app, ann, { privacy_level: 'public' });
        await pause(QUIET_MS);
        expect(activityFrame(bobFeed, friendsHunt.id)).toBeUndefined();
        // A public activity still reaches a former friend, never a blocked hunter.
        expect(activityFrame(bobFeed, publicHunt.id) !== undefined).toBe(change === 'unfriend');
      },
    );

    it('befriending again after an unfriend brings the conversation back, on REST and the socket', async () => {
      const { ann, bob, friendshipId, chat, annChat } = await pairWithSockets();
      annChat.send({ type: 'send_message', content: 'before', client_id: 'b-1' });
      await annChat.next('chat_message');
      const ended = await app.inject({
        method: 'DELETE',
        url: `/api/friendships/${friendshipId}/`,
        headers: bob.headers,
      });
      expect(ended.statusCode).toBeLessThan(300);
      await befriend(app, bob, ann);
      const history = await app.inject({
        method: 'GET',
        url: `/api/conversations/${chat.id}/messages/`,
        headers: bob.headers,
      });
      expect(history.statusCode).toBe(200);
      expect(
        history.json<{ results: { content: string }[] }>().results.map((m) => m.content),
      ).toEqual(['before']);
      const reopened = await open(bob, `/ws/chat/${chat.id}/`);
      const init = await reopened.next('chat_init');
      expect((init.messages as { content: string }[]).map((m) => m.content)).toEqual(['before']);
    });

    it('a sharing-policy change that removes a friend narrows what their joined room hears', async () => {
      const { owner, friend } = world.hunters;
      const policy = await makePolicy(app, owner, { visibility: 'group' });
      const report = await writeReport(app, owner, {
        privacy_level: 'private',
        sharing_policy: policy.id,
      });
      const activity = (await feedOf(app, friend)).results.find(
        (item) => item.activity_type === 'report_created' && item.content_object === report.id,
      );
      if (!activity) throw new Error('report activity not in the friend feed');
      feeds.friend.send({ type: 'join_activity_room', activity_id: activity.id });
      feeds.owner.send({ type: 'join_activity_room', activity_id: activity.id });
      await pause(200);
      const narrowed = await world.request('owner', {
        method: 'PATCH',
        url: `/api/sharing-policies/${policy.id}/`,
        payload: { visibility: 'private' },
      });
      expect(narrowed.statusCode).toBe(200);
      await react('owner', activity.id, 'love');
      const updated = (frame: Frame) =>
        frame.action === 'updated' && frame.activity_id === activity.id;
      expect(await receivers('activity_update', updated)).toEqual(['owner']);
    });
  });
});

describe(`socket writes spend the REST write budget on ${testBackend}`, () => {
  let app: TestApp;
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await createTestApp({ writeLimits: { perMinute: 3, perHour: 100 } });
    base = await listen(app);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app.close();
  });

  it('refuses comments and messages past the budget with a 429 frame, shared with REST, and keeps the socket', async () => {
    const ann = await signUp(app, { name: 'Ann Budget' });
    const bob = await signUp(app, { name: 'Bob Budget' });
    await befriend(app, ann, bob);
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const activity = (await feedOf(app, bob)).results.find(
      (item) => item.content_object === hunt.id,
    );
    if (!activity) throw new Error('activity not in the feed');
    const feed = await connect(base, `/ws/feed/?token=${bob.token}`);
    sockets.push(feed);
    for (let index = 0; index < 5; index += 1) {
      feed.send({ type: 'activity_comment', activity_id: activity.id, content: `c${index}` });
    }
    const refusal = await feed.next('error');
    expect(refusal).toEqual({
      type: 'error',
      status: 429,
      detail: TOO_MANY_WRITES,
      retry_after: expect.any(Number),
    });
    await pause(QUIET_MS);
    const [stored] = await app.db
      .select({ count: count() })
      .from(activityComments)
      .where(eq(activityComments.activityId, activity.id));
    expect(stored?.count).toBe(3);
    // The same budget as REST's: the REST comment is refused too.
    const rest = await app.inject({
      method: 'POST',
      url: `/api/feed/${activity.id}/comments/`,
      headers: bob.headers,
      payload: { content: 'over REST' },
    });
    expect(rest.statusCode).toBe(429);

    // Chat: Bob's budget for conversations is his own part of the API.
    const chat = await startChat(app, ann, bob);
    const bobChat = await connect(base, `/ws/chat/${chat.id}/?token=${bob.token}`);
    sockets.push(bobChat);
    await bobChat.next('chat_init');
    for (let index = 0; index < 4; index += 1) {
      bobChat.send({ type: 'send_message', content: `m${index}`, client_id: `m${index}` });
    }
    expect(await bobChat.next('error')).toMatchObject({
      status: 429,
      detail: TOO_MANY_WRITES,
      client_id: 'm3',
    });
    await pause(QUIET_MS);
    expect(bobChat.frames.filter((frame) => frame.type === 'chat_message')).toHaveLength(3);
    // Still open: a typing frame passes.
    bobChat.send({ type: 'typing_start' });
    const annChat = await connect(base, `/ws/chat/${chat.id}/?token=${ann.token}`);
    sockets.push(annChat);
    await annChat.next('chat_init');
    bobChat.send({ type: 'typing_stop' });
    expect(await annChat.next('chat_typing')).toMatchObject({ status: 'stop' });
  });
});

/** Two instances on one PostgreSQL and Redis: the control events reach the other instance. */
describe.runIf(testBackend === 'postgres')('socket cells across two instances (Redis)', () => {
  const servers = useTwoInstancesOverRedis('marshlog_socket_matrix');
  const withinOneSecond = (socket: TestSocket) =>
    Promise.race([socket.closed, pause(1000).then(() => 'still open')]);

  it('a hunter who signs out, is blocked or unfriended on A stops receiving on B within a second', async () => {
    const { instanceA, instanceB } = servers;
    await listen(instanceA);
    const baseB = await listen(instanceB);
    const ann = await signUp(instanceA, { name: 'Ann Across' });
    const [bob, cal, dan, eve] = await Promise.all(
      ['Bob Leaving', 'Cal Blocked', 'Dan Unfriended', 'Eve Staying'].map((name) =>
        signUp(instanceB, { name }),
      ),
    );
    if (!bob || !cal || !dan || !eve) throw new Error('hunters not signed up');
    const ties = new Map<Hunter, number>();
    for (const hunter of [bob, cal, dan, eve])
      ties.set(hunter, await befriend(instanceA, ann, hunter));
    const onB = async (hunter: Hunter, path: string) => {
      const socket = await connect(baseB, `${path}?token=${hunter.token}`);
      servers.sockets.push(socket);
      return socket;
    };
    const feedsOnB = new Map<Hunter, TestSocket>();
    for (const hunter of [bob, cal, dan, eve]) feedsOnB.set(hunter, await onB(hunter, '/ws/feed/'));
    const calChat = await onB(cal, `/ws/chat/${(await startChat(instanceA, ann, cal)).id}/`);
    const danChat = await onB(dan, `/ws/chat/${(await startChat(instanceA, ann, dan)).id}/`);
    await calChat.next('chat_init');
    await danChat.next('chat_init');
    await pause(200);

    const signedOut = await instanceA.inject({
      method: 'POST',
      url: '/api/auth/signout/',
      headers: bob.headers,
    });
    expect(signedOut.statusCode).toBe(200);
    const bobFeed = feedsOnB.get(bob);
    if (!bobFeed) throw new Error('no feed socket');
    expect(await withinOneSecond(bobFeed)).toEqual(closeOf('signedOut'));
    // Instance B honours the cutoff at once, not at its next re-read.
    const afterSignOut = await instanceB.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: bob.headers,
    });
    expect(afterSignOut.statusCode).toBe(401);

    const blocked = await instanceA.inject({
      method: 'POST',
      url: `/api/friendships/${ties.get(cal)}/block/`,
      headers: ann.headers,
    });
    expect(blocked.statusCode).toBe(200);
    expect(await withinOneSecond(calChat)).toEqual(closeOf('noLongerAllowed'));
    const unfriended = await instanceA.inject({
      method: 'DELETE',
      url: `/api/friendships/${ties.get(dan)}/`,
      headers: ann.headers,
    });
    expect(unfriended.statusCode).toBeLessThan(300);
    expect(await withinOneSecond(danChat)).toEqual(closeOf('noLongerAllowed'));

    const hunt = await logHunt(instanceA, ann, { privacy_level: 'friends' });
    const eveFeed = feedsOnB.get(eve);
    if (!eveFeed) throw new Error('no feed socket');
    // Each hunter's own friend_added with Ann may still be on its way over Redis: look past it.
    const aboutAnItem = (frame: { type: string; activity?: unknown }) =>
      frame.type === 'activity_update' &&
      (frame.activity as Activity).activity_type !== 'friend_added';
    const update = await eveFeed.next('activity_update', 5000, aboutAnItem);
    expect((update.activity as Activity).content_object).toBe(hunt.id);
    await pause(QUIET_MS);
    for (const hunter of [cal, dan]) {
      const frames = feedsOnB.get(hunter)?.frames ?? [];
      expect(frames.filter(aboutAnItem)).toEqual([]);
    }
  });
});
