import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  SOCKET_CLOSE_CODES,
  SOCKET_CLOSE_REASONS,
  type Message,
  type Notification,
} from '@marshlog/domain';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { messages } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { sendText, startChat, unreadCountsOf } from './support/chat.js';
import { openTestDatabase, testBackend } from './support/database.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause, type TestSocket } from './support/sockets.js';
import { signUp, type Hunter } from './support/users.js';

describe(`chat and feed sockets on ${testBackend}`, () => {
  let app: TestApp;
  let base: string;
  let ann: Hunter;
  let bob: Hunter;
  let cal: Hunter;
  let conversationId: number;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_pintail' });
    bob = await signUp(app, { name: 'Bob Gadwall', username: 'bob_gadwall' });
    cal = await signUp(app, { name: 'Cal Stranger' });
    await befriend(app, ann, bob);
    conversationId = (await startChat(app, ann, bob)).id;
  });
  afterAll(async () => {
    await Promise.all(open.map((socket) => socket.close()));
    await app.close();
  });

  const chatSocket = async (hunter: Hunter | null, id = conversationId) => {
    const query = hunter ? `?token=${hunter.token}` : '';
    const socket = await connect(base, `/ws/chat/${id}/${query}`);
    open.push(socket);
    return socket;
  };
  const storedMessages = async () =>
    (
      await app.db
        .select({ count: count() })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
    )[0]?.count ?? 0;

  it('closes a socket without a valid token with 4401', async () => {
    for (const token of [null, 'not-a-jwt', `${ann.token}x`]) {
      const socket = await connect(
        base,
        `/ws/chat/${conversationId}/${token === null ? '' : `?token=${token}`}`,
      );
      expect(await socket.closed).toEqual({
        code: SOCKET_CLOSE_CODES.unauthorized,
        reason: SOCKET_CLOSE_REASONS.unauthorized,
      });
    }
  });

  it("closes a socket for another's or an unknown conversation with 4404", async () => {
    for (const path of [`/ws/chat/${conversationId}/`, '/ws/chat/999999/', '/ws/chat/abc/']) {
      const socket = await connect(base, `${path}?token=${cal.token}`);
      expect(await socket.closed).toEqual({
        code: SOCKET_CLOSE_CODES.notFound,
        reason: SOCKET_CLOSE_REASONS.notFound,
      });
      expect(socket.frames).toEqual([]);
    }
  });

  it('greets with chat_init holding the latest messages, oldest first', async () => {
    await sendText(app, ann, conversationId, 'first light');
    await sendText(app, bob, conversationId, 'on my way');
    const socket = await chatSocket(bob);
    const init = await socket.next('chat_init');
    expect(init.has_more).toBe(false);
    expect((init.messages as Message[]).map((message) => message.content)).toEqual([
      'first light',
      'on my way',
    ]);
  });

  it('stores send_message, then delivers chat_message to both participants', async () => {
    const annSocket = await chatSocket(ann);
    const bobSocket = await chatSocket(bob);
    await annSocket.next('chat_init');
    await bobSocket.next('chat_init');
    const before = await storedMessages();
    annSocket.send({ type: 'send_message', content: '  Teal over the decoys  ', client_id: 'c-1' });
    const acknowledged = await annSocket.next('chat_message');
    // The acknowledgement comes only once the message is stored.
    expect(await storedMessages()).toBe(before + 1);
    expect(acknowledged).toMatchObject({
      client_id: 'c-1',
      message: {
        conversation: conversationId,
        content: 'Teal over the decoys',
        sender: { id: ann.user.id, name: 'Ann Pintail', username: 'ann_pintail' },
      },
    });
    const delivered = await bobSocket.next('chat_message');
    expect(delivered.message).toEqual(acknowledged.message);
    await pause(100);
    expect(await storedMessages()).toBe(before + 1);
  });

  it('passes typing to the other participant only, as chat_typing with the email', async () => {
    const annSocket = await chatSocket(ann);
    const bobSocket = await chatSocket(bob);
    await annSocket.next('chat_init');
    await bobSocket.next('chat_init');
    annSocket.send({ type: 'typing_start' });
    expect(await bobSocket.next('chat_typing')).toEqual({
      type: 'chat_typing',
      user_id: ann.user.id,
      user_email: ann.email,
      status: 'start',
    });
    annSocket.send({ type: 'typing_stop' });
    expect((await bobSocket.next('chat_typing')).status).toBe('stop');
    await pause(100);
    expect(annSocket.frames.filter((frame) => frame.type === 'chat_typing')).toEqual([]);
  });

  it('ignores malformed frames and keeps the connection; blank content stores nothing', async () => {
    const socket = await chatSocket(ann);
    await socket.next('chat_init');
    const before = await storedMessages();
    for (const text of ['not json', '[]', '42', '{"type":"unknown"}', '{"type":"send_message"}']) {
      socket.sendRaw(text);
    }
    socket.send({ type: 'send_message', content: '   ', client_id: 'blank' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      detail: CHAT_MESSAGES.contentRequired,
      client_id: 'blank',
    });
    socket.send({ type: 'send_message', content: 'x'.repeat(2001) });
    expect((await socket.next('error')).detail).toBe(CHAT_MESSAGES.contentTooLong);
    socket.send({ type: 'send_message', content: 'still here' });
    expect(((await socket.next('chat_message')).message as Message).content).toBe('still here');
    expect(await storedMessages()).toBe(before + 1);
  });

  it('delivers messages sent over HTTP to the open sockets', async () => {
    const socket = await chatSocket(bob);
    await socket.next('chat_init');
    await sendText(app, ann, conversationId, 'sent by POST');
    expect(((await socket.next('chat_message')).message as Message).content).toBe('sent by POST');
  });

  it('pushes notifications on /ws/feed/ to their hunter only', async () => {
    const annFeed = await connect(base, `/ws/feed/?token=${ann.token}`);
    const calFeed = await connect(base, `/ws/feed/?token=${cal.token}`);
    open.push(annFeed, calFeed);
    await pause(50);
    await sendText(app, bob, conversationId, 'check the feed');
    const pushed = (await annFeed.next('notification')).notification as Notification;
    expect(pushed).toMatchObject({
      kind: 'new_message',
      actor: { id: bob.user.id },
      target: { type: 'conversation', id: conversationId },
    });
    await pause(100);
    expect(calFeed.frames).toEqual([]);
    const badFeed = await connect(base, '/ws/feed/?token=nope');
    expect((await badFeed.closed).code).toBe(SOCKET_CLOSE_CODES.unauthorized);
  });

  it('keeps the badges at the server counts on /ws/feed/: after a message, and after it is read', async () => {
    const unread = (hunter: Hunter) => unreadCountsOf(app, hunter);
    const annFeed = await connect(base, `/ws/feed/?token=${ann.token}`);
    const calFeed = await connect(base, `/ws/feed/?token=${cal.token}`);
    open.push(annFeed, calFeed);
    await pause(50);
    await sendText(app, bob, conversationId, 'raise the badge');
    const raised = await annFeed.next('unread_counts');
    expect(raised).toEqual(await unread(ann));
    expect(raised.messages).toBeGreaterThan(0);
    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/mark_read/`,
      headers: ann.headers,
    });
    expect(read.statusCode).toBe(200);
    const cleared = await annFeed.next('unread_counts');
    expect(cleared).toEqual(await unread(ann));
    expect(cleared.messages).toBe(0);
    await pause(100);
    expect(calFeed.frames).toEqual([]);
  });

  it('after a block: both chat sockets close for good, the old room refuses them, nothing stored', async () => {
    const dee = await signUp(app, { name: 'Dee Teal' });
    const eve = await signUp(app, { name: 'Eve Scaup' });
    const friendshipId = await befriend(app, dee, eve);
    const chatId = (await startChat(app, dee, eve)).id;
    const deeSocket = await chatSocket(dee, chatId);
    const eveSocket = await chatSocket(eve, chatId);
    await deeSocket.next('chat_init');
    await eveSocket.next('chat_init');
    const block = await app.inject({
      method: 'POST',
      url: `/api/friendships/${friendshipId}/block/`,
      headers: eve.headers,
    });
    expect(block.statusCode).toBe(200);
    const noLongerAllowed = {
      code: SOCKET_CLOSE_CODES.noLongerAllowed,
      reason: SOCKET_CLOSE_REASONS.noLongerAllowed,
    };
    expect(await deeSocket.closed).toEqual(noLongerAllowed);
    expect(await eveSocket.closed).toEqual(noLongerAllowed);
    const reopened = await chatSocket(dee, chatId);
    expect(await reopened.closed).toEqual({
      code: SOCKET_CLOSE_CODES.notFound,
      reason: SOCKET_CLOSE_REASONS.notFound,
    });
    expect(reopened.frames).toEqual([]);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/conversations/${chatId}/messages/`,
      headers: dee.headers,
      payload: { content: 'hello?' },
    });
    // The block hides the conversation from both: the REST send is as unknown as the socket.
    expect(sent.statusCode).toBe(404);
    const stored = await app.db
      .select({ count: count() })
      .from(messages)
      .where(eq(messages.conversationId, chatId));
    expect(stored[0]?.count).toBe(0);
  });
});

describe('REDIS_URL at boot', () => {
  it('refuses to start when Redis does not answer', async () => {
    const app = await createTestApp();
    const config = { ...app.config, redisUrl: 'redis://127.0.0.1:1' };
    await app.close();
    // buildApp closes the database it was given when it fails.
    const failure = await buildApp(config, { database: await openTestDatabase() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toMatch(
      /^Cannot reach Redis at REDIS_URL \(127\.0\.0\.1:1\)/,
    );
  });
});
