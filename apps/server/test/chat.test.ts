import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  FRIENDSHIP_MESSAGES,
  type Conversation,
  type Message,
} from '@marshlog/domain';
import { count, eq } from 'drizzle-orm';
import { conversations, messages } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startChat, sendText } from './support/chat.js';
import { testBackend } from './support/database.js';
import { befriend } from './support/locations.js';
import { relate, signUp, type Hunter } from './support/users.js';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

describe(`direct chat on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let bob: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_pintail' });
    bob = await signUp(app, { name: 'Bob Gadwall', username: 'bob_gadwall' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_stranger' });
    await befriend(app, ann, bob);
  });
  afterAll(() => app.close());

  const post = (hunter: Hunter, url: string, payload?: unknown) =>
    app.inject({ method: 'POST', url, headers: hunter.headers, payload: payload as object });
  const get = (hunter: Hunter | undefined, url: string) =>
    app.inject({ method: 'GET', url, headers: hunter?.headers ?? {} });
  const storedMessages = async () =>
    (await app.db.select({ count: count() }).from(messages))[0]?.count ?? 0;

  describe('starting a conversation', () => {
    it('creates one conversation per pair, whoever starts it and however often', async () => {
      const first = await post(ann, '/api/conversations/start/', { user_id: bob.user.id });
      expect(first.statusCode).toBe(201);
      const conversation = first.json<Conversation>();
      expect(conversation.other_user).toEqual({
        id: bob.user.id,
        name: 'Bob Gadwall',
        username: 'bob_gadwall',
        profile_image_url: null,
      });
      expect(conversation.last_message).toBeNull();
      expect(conversation.unread_count).toBe(0);

      const again = await post(ann, '/api/conversations/start/', { user_id: bob.user.id });
      expect(again.statusCode).toBe(200);
      expect(again.json<Conversation>().id).toBe(conversation.id);
      const fromBob = await post(bob, '/api/conversations/start/', { user_id: ann.user.id });
      expect(fromBob.json<Conversation>().id).toBe(conversation.id);
      expect(fromBob.json<Conversation>().other_user.id).toBe(ann.user.id);
    });

    it('agrees on one conversation when both start at the same instant', async () => {
      const dee = await signUp(app, { name: 'Dee Teal' });
      const eve = await signUp(app, { name: 'Eve Scaup' });
      await befriend(app, dee, eve);
      const answers = await Promise.all([
        post(dee, '/api/conversations/start/', { user_id: eve.user.id }),
        post(eve, '/api/conversations/start/', { user_id: dee.user.id }),
        post(dee, '/api/conversations/start/', { user_id: eve.user.id }),
      ]);
      const ids = new Set(answers.map((answer) => answer.json<Conversation>().id));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      expect(ids.size).toBe(1);
      const [stored] = await app.db
        .select({ count: count() })
        .from(conversations)
        .where(eq(conversations.userAId, Math.min(dee.user.id, eve.user.id)));
      expect(stored?.count).toBe(1);
    });

    it('sends an initial message with the start', async () => {
      const fay = await signUp(app, { name: 'Fay Wigeon' });
      await befriend(app, ann, fay);
      const started = await post(ann, '/api/conversations/start/', {
        user_id: fay.user.id,
        initial_message: '  Decoys at dawn?  ',
      });
      expect(started.statusCode).toBe(201);
      expect(started.json<Conversation>().last_message).toMatchObject({
        content: 'Decoys at dawn?',
        sender: { id: ann.user.id, name: 'Ann Pintail', username: 'ann_pintail' },
      });
      expect(started.json<Conversation>().unread_count).toBe(0);
    });

    it('refuses strangers, pending requests and blocks with 403, unknown hunters with 404', async () => {
      const gil = await signUp(app, { name: 'Gil Pending' });
      const hal = await signUp(app, { name: 'Hal Blocked' });
      await relate(app, gil, ann, 'pending');
      await relate(app, hal, ann, 'blocked');
      for (const other of [cal, gil]) {
        const answer = await post(ann, '/api/conversations/start/', { user_id: other.user.id });
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ detail: CHAT_MESSAGES.friendsOnly });
      }
      for (const [from, to] of [
        [ann, hal],
        [hal, ann],
      ] as const) {
        const blockedAsks = await post(from, '/api/conversations/start/', { user_id: to.user.id });
        expect(blockedAsks.statusCode).toBe(403);
        expect(blockedAsks.json()).toMatchObject({
          detail: FRIENDSHIP_MESSAGES.blockedInteraction,
        });
      }
      const unknown = await post(ann, '/api/conversations/start/', { user_id: 987654 });
      expect(unknown.statusCode).toBe(404);
      const self = await post(ann, '/api/conversations/start/', { user_id: ann.user.id });
      expect(self.statusCode).toBe(400);
      const missing = await post(ann, '/api/conversations/start/', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toHaveProperty('errors.user_id');
    });

    it('needs a signed-in hunter', async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/conversations/start/',
        payload: { user_id: bob.user.id },
      });
      expect(answer.statusCode).toBe(401);
    });
  });

  describe('messages', () => {
    let conversation: Conversation;

    beforeAll(async () => {
      conversation = await startChat(app, ann, bob);
    });

    it('stores trimmed content and answers the message JSON', async () => {
      const answer = await post(ann, `/api/conversations/${conversation.id}/messages/`, {
        content: '  Birds are moving  ',
      });
      expect(answer.statusCode).toBe(201);
      const message = answer.json<Message>();
      expect(message).toEqual({
        id: expect.any(Number),
        conversation: conversation.id,
        sender: { id: ann.user.id, name: 'Ann Pintail', username: 'ann_pintail' },
        content: 'Birds are moving',
        created_at: expect.any(String),
      });
    });

    it('refuses blank and oversize content with 400 and stores nothing', async () => {
      const before = await storedMessages();
      for (const content of ['', '   \n ', 'x'.repeat(2001)]) {
        const answer = await post(ann, `/api/conversations/${conversation.id}/messages/`, {
          content,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toHaveProperty('errors.content');
      }
      const exact = await post(ann, `/api/conversations/${conversation.id}/messages/`, {
        content: 'y'.repeat(2000),
      });
      expect(exact.statusCode).toBe(201);
      expect(await storedMessages()).toBe(before + 1);
    });

    it('hides a conversation from everyone but its two participants (404)', async () => {
      const before = await storedMessages();
      const base = `/api/conversations/${conversation.id}`;
      expect((await get(cal, `${base}/`)).statusCode).toBe(404);
      expect((await get(cal, `${base}/messages/`)).statusCode).toBe(404);
      expect((await post(cal, `${base}/messages/`, { content: 'hi' })).statusCode).toBe(404);
      expect((await post(cal, `${base}/mark_read/`)).statusCode).toBe(404);
      expect((await get(undefined, `${base}/messages/`)).statusCode).toBe(401);
      const list = await get(cal, '/api/conversations/');
      expect(list.json<Page<Conversation>>().results).toEqual([]);
      expect(await storedMessages()).toBe(before);
    });

    it('pages from the newest: page 1 holds the latest, each page oldest first', async () => {
      const ida = await signUp(app, { name: 'Ida Redhead' });
      await befriend(app, ida, bob);
      const chat = await startChat(app, ida, bob);
      for (let index = 1; index <= 5; index += 1) {
        await sendText(app, index % 2 ? ida : bob, chat.id, `message ${index}`);
      }
      const first = await get(bob, `/api/conversations/${chat.id}/messages/?page_size=2`);
      const page1 = first.json<Page<Message>>();
      expect(page1.count).toBe(5);
      expect(page1.results.map((message) => message.content)).toEqual(['message 4', 'message 5']);
      expect(page1.next).toContain('page=2');
      const third = await get(bob, `/api/conversations/${chat.id}/messages/?page=3&page_size=2`);
      expect(third.json<Page<Message>>().results.map((message) => message.content)).toEqual([
        'message 1',
      ]);
      const defaults = await get(bob, `/api/conversations/${chat.id}/messages/`);
      expect(defaults.json<Page<Message>>().results).toHaveLength(5);
      const tooBig = await get(bob, `/api/conversations/${chat.id}/messages/?page_size=101`);
      expect(tooBig.statusCode).toBe(400);
    });
  });

  describe('blocks', () => {
    it('hide the conversation from both (404, history included) and store nothing', async () => {
      const jo = await signUp(app, { name: 'Jo Canvasback' });
      const kit = await signUp(app, { name: 'Kit Bufflehead' });
      const friendshipId = await befriend(app, jo, kit);
      const chat = await startChat(app, jo, kit);
      await sendText(app, kit, chat.id, 'before the block');
      const block = await post(jo, `/api/friendships/${friendshipId}/block/`);
      expect(block.statusCode).toBe(200);
      const before = await storedMessages();
      for (const sender of [jo, kit]) {
        const answer = await post(sender, `/api/conversations/${chat.id}/messages/`, {
          content: 'after the block',
        });
        expect(answer.statusCode).toBe(404);
        const history = await get(sender, `/api/conversations/${chat.id}/messages/`);
        expect(history.statusCode).toBe(404);
        expect((await get(sender, '/api/conversations/')).json<Page<Conversation>>().count).toBe(0);
      }
      expect(await storedMessages()).toBe(before);
      const restart = await post(kit, '/api/conversations/start/', { user_id: jo.user.id });
      expect(restart.statusCode).toBe(403);
      expect(restart.json()).toMatchObject({ detail: FRIENDSHIP_MESSAGES.blockedInteraction });
    });
  });

  describe('the conversation list and unread counts', () => {
    it('lists the newest first with the other hunter, the last message and the unread count', async () => {
      const lee = await signUp(app, { name: 'Lee Shoveler' });
      const max = await signUp(app, { name: 'Max Eider' });
      const ned = await signUp(app, { name: 'Ned Merganser' });
      await befriend(app, lee, max);
      await befriend(app, lee, ned);
      const withMax = await startChat(app, lee, max);
      const withNed = await startChat(app, ned, lee);
      await sendText(app, max, withMax.id, 'Max one');
      await sendText(app, max, withMax.id, 'Max two');
      await sendText(app, ned, withNed.id, 'Ned one');
      await sendText(app, lee, withNed.id, 'Lee answers Ned');

      const list = (await get(lee, '/api/conversations/')).json<Page<Conversation>>();
      expect(list.count).toBe(2);
      expect(
        list.results.map((item) => [
          item.other_user.name,
          item.last_message?.content,
          item.unread_count,
        ]),
      ).toEqual([
        ['Ned Merganser', 'Lee answers Ned', 1],
        ['Max Eider', 'Max two', 2],
      ]);
      const maxView = (await get(max, '/api/conversations/')).json<Page<Conversation>>();
      expect(maxView.results).toHaveLength(1);
      expect(maxView.results[0]?.unread_count).toBe(0);

      const marked = await post(lee, `/api/conversations/${withMax.id}/mark_read/`);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ marked: 2 });
      const after = (await get(lee, '/api/conversations/')).json<Page<Conversation>>();
      expect(after.results.map((item) => item.unread_count)).toEqual([1, 0]);
      const again = await post(lee, `/api/conversations/${withMax.id}/mark_read/`);
      expect(again.json()).toEqual({ marked: 0 });
      // Marking one's own side read leaves the other's unread messages alone.
      await post(max, `/api/conversations/${withMax.id}/mark_read/`);
      const maxAfter = (await get(max, '/api/conversations/')).json<Page<Conversation>>();
      expect(maxAfter.results[0]?.unread_count).toBe(0);
      const paged = (await get(lee, '/api/conversations/?page_size=1&page=2')).json<
        Page<Conversation>
      >();
      expect(paged.results.map((item) => item.other_user.name)).toEqual(['Max Eider']);
    });
  });
});
