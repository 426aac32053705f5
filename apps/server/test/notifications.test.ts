import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@marshlog/domain';
import { count, eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema.js';
import { transactionWithEvents } from '../src/platform/realtime/index.js';
import { recordNotification } from '../src/modules/notifications/service.js';
import { createTestApp, type TestApp } from './support/app.js';
import { sendText, startChat } from './support/chat.js';
import { testBackend } from './support/database.js';
import { befriend, saveLocation, shareWith } from './support/locations.js';
import { relate, signUp, type Hunter } from './support/users.js';

interface Page<T> {
  count: number;
  results: T[];
}

describe(`notifications on ${testBackend}`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const post = (hunter: Hunter, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: hunter.headers, payload });
  const listOf = async (hunter: Hunter, query = '') => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/notifications/${query}`,
      headers: hunter.headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<Page<Notification>>();
  };
  const unreadCount = async (hunter: Hunter) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/notifications/unread_count/',
      headers: hunter.headers,
    });
    return answer.json<{ unread_count: number }>().unread_count;
  };
  const readAll = async (...hunters: Hunter[]) => {
    for (const hunter of hunters)
      await post(hunter, '/api/notifications/mark_read/', { all: true });
  };
  const storedFor = async (hunter: Hunter) =>
    (
      await app.db
        .select({ count: count() })
        .from(notifications)
        .where(eq(notifications.recipientId, hunter.user.id))
    )[0]?.count ?? 0;

  it('tells the addressee of a friend request, and the requester when it is accepted', async () => {
    const ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_pintail' });
    const bob = await signUp(app, { name: 'Bob Gadwall', username: 'bob_gadwall' });
    const request = await post(ann, '/api/friendships/', { to_user: bob.user.id });
    const friendshipId = request.json<{ id: number }>().id;

    const bobs = await listOf(bob);
    expect(bobs.count).toBe(1);
    expect(bobs.results[0]).toEqual({
      id: expect.any(Number),
      kind: 'friend_request',
      actor: {
        id: ann.user.id,
        name: 'Ann Pintail',
        username: 'ann_pintail',
        profile_image_url: null,
      },
      message: 'Ann Pintail sent you a friend request',
      target: { type: 'friendship', id: friendshipId },
      link: '/friends',
      is_read: false,
      created_at: expect.any(String),
    });
    expect((await listOf(ann)).count).toBe(0);

    const unreadOf = async (hunter: typeof bob) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/notifications/unread_count/',
          headers: hunter.headers,
        })
      ).json<{ unread_count: number }>().unread_count;
    expect(await unreadOf(bob)).toBe(1);

    await post(bob, `/api/friendships/${friendshipId}/accept/`);
    const anns = await listOf(ann);
    expect(anns.results.map((item) => [item.kind, item.message])).toEqual([
      ['friend_accepted', 'Bob Gadwall accepted your friend request'],
    ]);
    // The answered request is read with the accept: Bob's bell drops, Ann's new one stays unread.
    expect((await listOf(bob)).results.map((item) => [item.kind, item.is_read])).toEqual([
      ['friend_request', true],
    ]);
    expect(await unreadOf(bob)).toBe(0);
    expect(await unreadOf(ann)).toBe(1);
  });

  it('writes nothing when the friendship change is refused', async () => {
    const cal = await signUp(app, { name: 'Cal Teal' });
    const dee = await signUp(app, { name: 'Dee Scaup' });
    await relate(app, cal, dee, 'pending');
    const twice = await post(cal, '/api/friendships/', { to_user: dee.user.id });
    expect(twice.statusCode).toBe(409);
    expect(await storedFor(dee)).toBe(0);
    const blockRequest = await post(cal, '/api/friendships/', {
      to_user: (await signUp(app)).user.id,
      status: 'blocked',
    });
    expect(blockRequest.statusCode).toBe(201);
    expect(await storedFor(cal)).toBe(0);
  });

  it('keeps unread new_message notifications of one conversation as one, read with the chat', async () => {
    const eve = await signUp(app, { name: 'Eve Wigeon' });
    const fay = await signUp(app, { name: 'Fay Eider' });
    await befriend(app, eve, fay);
    await readAll(eve, fay);
    const chat = await startChat(app, eve, fay);
    await sendText(app, eve, chat.id, 'first');
    await sendText(app, eve, chat.id, 'second');
    const unread = await listOf(fay, '?unread=true');
    expect(unread.results.map((item) => [item.kind, item.message, item.link])).toEqual([
      ['new_message', 'Eve Wigeon sent you a message', `/messages?conversation=${chat.id}`],
    ]);
    expect(unread.results[0]?.target).toEqual({ type: 'conversation', id: chat.id });
    expect(await unreadCount(eve)).toBe(0);

    await post(fay, `/api/conversations/${chat.id}/mark_read/`);
    expect(await unreadCount(fay)).toBe(0);
    await sendText(app, eve, chat.id, 'third');
    expect((await listOf(fay)).results.filter((item) => item.kind === 'new_message')).toHaveLength(
      2,
    );
  });

  it('tells hunters a location was shared with them, while they may still see it', async () => {
    const gil = await signUp(app, { name: 'Gil Shoveler' });
    const hal = await signUp(app, { name: 'Hal Redhead' });
    await befriend(app, gil, hal);
    await readAll(gil, hal);
    const location = await saveLocation(app, gil, { privacy_level: 'private' });
    await shareWith(app, gil, location.id, [hal], 'view');
    const hals = await listOf(hal, '?unread=true');
    expect(hals.results.map((item) => [item.kind, item.link])).toEqual([
      ['location_shared', `/locations/${location.id}`],
    ]);
    const unshare = await app.inject({
      method: 'DELETE',
      url: `/api/locations/${location.id}/unshare/`,
      headers: gil.headers,
    });
    expect(unshare.statusCode).toBe(200);
    expect((await listOf(hal, '?unread=true')).results).toEqual([]);
    expect(await unreadCount(hal)).toBe(0);
  });

  it("marks read by ids (only the hunter's own) or all at once, and counts unread", async () => {
    const ida = await signUp(app, { name: 'Ida Merganser' });
    const senders = [await signUp(app), await signUp(app), await signUp(app)];
    for (const sender of senders) await post(sender, '/api/friendships/', { to_user: ida.user.id });
    const stranger = await signUp(app);
    await post(ida, '/api/friendships/', { to_user: stranger.user.id });
    const strangersId = (await listOf(stranger)).results[0]?.id;
    expect(await unreadCount(ida)).toBe(3);

    const idas = await listOf(ida);
    const firstId = idas.results[0]?.id;
    const marked = await post(ida, '/api/notifications/mark_read/', {
      ids: [firstId, strangersId],
    });
    expect(marked.json()).toEqual({ marked: 1 });
    expect(await unreadCount(ida)).toBe(2);
    expect(await unreadCount(stranger)).toBe(1);
    expect((await listOf(ida, '?unread=true')).count).toBe(2);
    expect((await listOf(ida, '?unread=false')).count).toBe(3);

    const all = await post(ida, '/api/notifications/mark_read/', { all: true });
    expect(all.json()).toEqual({ marked: 2 });
    expect(await unreadCount(ida)).toBe(0);
    expect((await listOf(ida)).results.every((item) => item.is_read)).toBe(true);
  });

  it('refuses malformed requests with 400 and changes nothing', async () => {
    const jo = await signUp(app);
    await post(await signUp(app), '/api/friendships/', { to_user: jo.user.id });
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [1], all: true }]) {
      const answer = await post(jo, '/api/notifications/mark_read/', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badFilter = await app.inject({
      method: 'GET',
      url: '/api/notifications/?unread=maybe',
      headers: jo.headers,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(await unreadCount(jo)).toBe(1);
    const signedOut = await app.inject({ method: 'GET', url: '/api/notifications/' });
    expect(signedOut.statusCode).toBe(401);
  });

  describe('blocks', () => {
    it('hide what a blocked hunter caused, and write nothing between them', async () => {
      const kit = await signUp(app, { name: 'Kit Bufflehead' });
      const lee = await signUp(app, { name: 'Lee Canvasback' });
      const friendshipId = await befriend(app, kit, lee);
      const chat = await startChat(app, kit, lee);
      await sendText(app, lee, chat.id, 'see you at the blind');
      expect((await listOf(kit)).results.map((item) => item.kind)).toEqual([
        'new_message',
        'friend_accepted',
      ]);
      await post(kit, `/api/friendships/${friendshipId}/block/`);
      expect((await listOf(kit)).results).toEqual([]);
      expect(await unreadCount(kit)).toBe(0);
      expect((await listOf(lee)).results).toEqual([]);

      const before = await storedFor(kit);
      for (const [recipient, actor] of [
        [kit, lee],
        [lee, kit],
      ] as const) {
        const written = await transactionWithEvents(app.db, (tx) =>
          recordNotification(tx, {
            recipientId: recipient.user.id,
            actorId: actor.user.id,
            kind: 'activity_reaction',
            target: { type: 'activity', id: 1 },
          }),
        );
        expect(written).toBeNull();
      }
      expect(await storedFor(kit)).toBe(before);
    });

    it('records the other kinds for the modules that cause them', async () => {
      const max = await signUp(app, { name: 'Max Teal' });
      const ned = await signUp(app, { name: 'Ned Pintail' });
      for (const kind of ['report_comment', 'activity_reaction', 'activity_comment'] as const) {
        await transactionWithEvents(app.db, (tx) =>
          recordNotification(tx, {
            recipientId: max.user.id,
            actorId: ned.user.id,
            kind,
            target:
              kind === 'report_comment' ? { type: 'report', id: 7 } : { type: 'activity', id: 9 },
          }),
        );
      }
      expect((await listOf(max)).results.map((item) => [item.message, item.link])).toEqual([
        ['Ned Pintail commented on your activity', '/feed'],
        ['Ned Pintail reacted to your activity', '/feed'],
        ['Ned Pintail commented on your report', '/reports/7'],
      ]);
    });
  });
});
