import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE_CODES, type Notification } from '@marshlog/domain';
import { conversations, messages } from '../../src/db/schema.js';
import { createTestApp } from '../support/app.js';
import { startChat } from '../support/chat.js';
import { testBackend } from '../support/database.js';
import { connect, listen } from '../support/sockets.js';
import { buildWorld, WORLD_VIEWERS, type World, type WorldViewer } from './world.js';

/**
 * Conversations, messages, notifications and the chat socket x every viewer. Two conversations:
 * the owner with a friend, and the owner with the hunter they later blocked (stored before the
 * block). Only participants see a conversation (404 for anyone else, 401 signed out); a block
 * hides it, history included, from both (404), and starting a new one is 403.
 */
type Route = 'detail' | 'messages' | 'send' | 'mark_read';
const ROUTES: Route[] = ['detail', 'messages', 'send', 'mark_read'];

const friendChat: Partial<Record<WorldViewer, Record<Route, number>>> = {
  owner: { detail: 200, messages: 200, send: 201, mark_read: 200 },
  friend: { detail: 200, messages: 200, send: 201, mark_read: 200 },
};
/** A block hides the conversation from both participants: as unknown as to anyone else. */
const blockedChat: Partial<Record<WorldViewer, Record<Route, number>>> = {};

/** Who may start a chat with the owner: accepted friends; strangers, requesters and blocks 403. */
const startOutcome: Record<WorldViewer, number> = {
  owner: 400,
  friend: 200,
  viewShare: 201,
  editShare: 201,
  pendingRequester: 403,
  stranger: 403,
  blocked: 403,
  signedOut: 401,
};

describe(`authorization matrix: chat and notifications on ${testBackend}`, () => {
  let world: World;
  let ids: { friend: number; blocked: number };

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    const { owner, friend, blocked } = world.hunters;
    const withFriend = await startChat(world.app, owner, friend);
    const [withBlocked] = await world.app.db
      .insert(conversations)
      .values({
        userAId: Math.min(owner.user.id, blocked.user.id),
        userBId: Math.max(owner.user.id, blocked.user.id),
      })
      .returning({ id: conversations.id });
    if (!withBlocked) throw new Error('conversation with the blocked hunter not stored');
    // Unread, and written before the block: the block hides it from the owner's unread count too.
    await world.app.db
      .insert(messages)
      .values({ conversationId: withBlocked.id, senderId: blocked.user.id, content: 'before' });
    ids = { friend: withFriend.id, blocked: withBlocked.id };
  });
  afterAll(() => world.app.close());

  const call = (viewer: WorldViewer, route: Route, id: number) => {
    const base = `/api/conversations/${id}`;
    switch (route) {
      case 'detail':
        return world.request(viewer, { method: 'GET', url: `${base}/` });
      case 'messages':
        return world.request(viewer, { method: 'GET', url: `${base}/messages/` });
      case 'send':
        return world.request(viewer, {
          method: 'POST',
          url: `${base}/messages/`,
          payload: { content: `from ${viewer}` },
        });
      case 'mark_read':
        return world.request(viewer, { method: 'POST', url: `${base}/mark_read/` });
    }
  };

  const cases = (table: typeof friendChat, which: 'friend' | 'blocked') =>
    WORLD_VIEWERS.flatMap((viewer) =>
      ROUTES.map((route) => ({
        which,
        viewer,
        route,
        status: viewer === 'signedOut' ? 401 : (table[viewer]?.[route] ?? 404),
      })),
    );

  it.each([...cases(friendChat, 'friend'), ...cases(blockedChat, 'blocked')])(
    'the $which conversation: $route by $viewer answers $status',
    async ({ which, viewer, route, status }) => {
      const answer = await call(viewer, route, ids[which]);
      expect(answer.statusCode, answer.body).toBe(status);
    },
  );

  it('lists to each hunter only the conversations they take part in', async () => {
    for (const viewer of WORLD_VIEWERS) {
      const answer = await world.request(viewer, { method: 'GET', url: '/api/conversations/' });
      if (viewer === 'signedOut') {
        expect(answer.statusCode).toBe(401);
        continue;
      }
      const listed = answer.json<{ results: { id: number }[] }>().results.map((item) => item.id);
      const expected = [...(['owner', 'friend'].includes(viewer) ? [ids.friend] : [])];
      expect(listed.sort(), viewer).toEqual(expected.sort());
    }
  });

  it.each(WORLD_VIEWERS.map((viewer) => ({ viewer, status: startOutcome[viewer] })))(
    'starting a chat with the owner as $viewer answers $status',
    async ({ viewer, status }) => {
      const answer = await world.request(viewer, {
        method: 'POST',
        url: '/api/conversations/start/',
        payload: { user_id: world.hunters.owner.user.id },
      });
      expect(answer.statusCode, answer.body).toBe(status);
    },
  );

  it('shows each hunter only their own notifications, never one from a blocked hunter, and marks only their own', async () => {
    const ownerList = await world.request('owner', { method: 'GET', url: '/api/notifications/' });
    const ownerNotifications = ownerList.json<{ results: Notification[] }>().results;
    const blockedId = world.userId('blocked');
    expect(ownerNotifications.length).toBeGreaterThan(0);
    expect(ownerNotifications.some((item) => item.actor?.id === blockedId)).toBe(false);
    const ownerIds = ownerNotifications.map((item) => item.id);
    for (const viewer of WORLD_VIEWERS) {
      if (viewer === 'owner') continue;
      const list = await world.request(viewer, { method: 'GET', url: '/api/notifications/' });
      const count = await world.request(viewer, {
        method: 'GET',
        url: '/api/notifications/unread_count/',
      });
      const mark = await world.request(viewer, {
        method: 'POST',
        url: '/api/notifications/mark_read/',
        payload: { ids: ownerIds },
      });
      if (viewer === 'signedOut') {
        expect([list.statusCode, count.statusCode, mark.statusCode]).toEqual([401, 401, 401]);
        continue;
      }
      const seen = list.json<{ results: Notification[] }>().results.map((item) => item.id);
      expect(
        seen.filter((id) => ownerIds.includes(id)),
        viewer,
      ).toEqual([]);
      expect(mark.json(), viewer).toEqual({ marked: 0 });
    }
    const after = await world.request('owner', {
      method: 'GET',
      url: '/api/notifications/?unread=true',
    });
    expect(after.json<{ count: number }>().count).toBe(
      ownerNotifications.filter((item) => !item.is_read).length,
    );
  });

  it('answers each hunter their own unread message count: the sum of their list, nothing across a block', async () => {
    await world.request('friend', {
      method: 'POST',
      url: `/api/conversations/${ids.friend}/messages/`,
      payload: { content: 'unread for the owner' },
    });
    for (const viewer of WORLD_VIEWERS) {
      const count = await world.request(viewer, {
        method: 'GET',
        url: '/api/conversations/unread_count/',
      });
      if (viewer === 'signedOut') {
        expect(count.statusCode).toBe(401);
        continue;
      }
      const list = await world.request(viewer, { method: 'GET', url: '/api/conversations/' });
      const listed = list.json<{ results: { unread_count: number }[] }>().results;
      const sum = listed.reduce((total, item) => total + item.unread_count, 0);
      expect(count.json(), viewer).toEqual({ unread_count: sum });
      if (viewer === 'owner') expect(sum).toBeGreaterThan(0);
    }
  });

  it.each(WORLD_VIEWERS.map((viewer) => ({ viewer })))(
    'the chat socket of the friend conversation for $viewer',
    async ({ viewer }) => {
      const base = await listen(world.app).catch(() => baseUrl);
      baseUrl = base;
      const hunter = world.hunter(viewer);
      const socket = await connect(
        base,
        `/ws/chat/${ids.friend}/${hunter ? `?token=${hunter.token}` : ''}`,
      );
      if (viewer === 'owner' || viewer === 'friend') {
        expect((await socket.next('chat_init')).type).toBe('chat_init');
        await socket.close();
        return;
      }
      const closed = await socket.closed;
      expect(closed.code).toBe(
        viewer === 'signedOut' ? SOCKET_CLOSE_CODES.unauthorized : SOCKET_CLOSE_CODES.notFound,
      );
    },
  );
});

/** The app listens once; later cases reuse its address. */
let baseUrl = '';
