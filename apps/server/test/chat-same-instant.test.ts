import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, Notification } from '@marshlog/domain';
import { inArray } from 'drizzle-orm';
import { messages } from '../src/db/schema.js';
import { sendMessagesAtomically } from '../src/modules/chat/send-statement.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startChat } from './support/chat.js';
import { testBackend } from './support/database.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause, type Frame, type TestSocket } from './support/sockets.js';
import { signUp, type Hunter } from './support/users.js';

/**
 * Messages that arrive at the same instant are stored together (one statement per tick, issue
 * 30): each must still be stored once, answered to its own sender, refused alone, and counted in
 * its own receiver's badges.
 */
describe(`chat messages sent at the same instant on ${testBackend}`, () => {
  let app: TestApp;
  let base: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(async () => {
    await Promise.all(open.map((socket) => socket.close()));
    await app.close();
  });

  const pairOfFriends = async (first: string, second: string) => {
    const a = await signUp(app, { name: first });
    const b = await signUp(app, { name: second });
    await befriend(app, a, b);
    return { a, b, conversation: await startChat(app, a, b) };
  };
  const chatSocket = async (hunter: Hunter, conversationId: number) => {
    const socket = await connect(base, `/ws/chat/${conversationId}/?token=${hunter.token}`);
    open.push(socket);
    await socket.next('chat_init');
    return socket;
  };
  const feedSocket = async (hunter: Hunter) => {
    const socket = await connect(base, `/ws/feed/?token=${hunter.token}`);
    open.push(socket);
    return socket;
  };
  const get = async <T>(hunter: Hunter, url: string) =>
    (await app.inject({ method: 'GET', url, headers: hunter.headers })).json<T>();
  const storedContents = async (conversationIds: number[]) =>
    (
      await app.db
        .select({ content: messages.content })
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
    )
      .map((row) => row.content)
      .sort();

  it('stores each message once and answers each sender with its own, both ways in one conversation', async () => {
    const marsh = await pairOfFriends('Ann Pintail', 'Bob Gadwall');
    const bay = await pairOfFriends('Cal Redhead', 'Dee Teal');
    const senders = [
      { hunter: marsh.a, conversation: marsh.conversation, content: 'Pintails at first light' },
      { hunter: marsh.b, conversation: marsh.conversation, content: 'Gadwall on the pond' },
      { hunter: bay.a, conversation: bay.conversation, content: 'Redheads rafting up' },
    ];
    const sockets = await Promise.all(
      senders.map((sender) => chatSocket(sender.hunter, sender.conversation.id)),
    );
    const deeChat = await chatSocket(bay.b, bay.conversation.id);
    // All sent in one go, so they reach the server together.
    senders.forEach((sender, index) =>
      sockets[index]?.send({
        type: 'send_message',
        content: sender.content,
        client_id: `same-${index}`,
      }),
    );

    const acknowledged = await Promise.all(
      sockets.map((socket, index) =>
        socket.next('chat_message', 5000, (frame) => frame.client_id === `same-${index}`),
      ),
    );
    acknowledged.forEach((frame, index) => {
      const sender = senders[index];
      expect(frame.message).toMatchObject({
        conversation: sender?.conversation.id,
        content: sender?.content,
        sender: { id: sender?.hunter.user.id },
      });
    });
    const ids = acknowledged.map((frame) => (frame.message as Message).id);
    expect(new Set(ids).size).toBe(3);
    const delivered = await deeChat.next('chat_message');
    expect(delivered.message).toEqual(acknowledged[2]?.message);

    await pause(200);
    // One acknowledgment each, nothing twice.
    sockets.forEach((socket, index) =>
      expect(socket.frames.filter((frame) => frame.client_id === `same-${index}`)).toHaveLength(1),
    );
    expect(await storedContents([marsh.conversation.id, bay.conversation.id])).toEqual(
      senders.map((sender) => sender.content).sort(),
    );
    // Each side of the shared conversation has the other's message unread, and sees the newest last.
    for (const reader of [marsh.a, marsh.b]) {
      const list = await get<{ results: Conversation[] }>(reader, '/api/conversations/');
      expect(list.results[0]).toMatchObject({
        id: marsh.conversation.id,
        unread_count: 1,
        last_message: { id: Math.max(ids[0] ?? 0, ids[1] ?? 0) },
      });
      // One unread new_message notification of the conversation each, however many messages.
      const notes = await get<{ results: Notification[] }>(
        reader,
        '/api/notifications/?unread=true',
      );
      expect(
        notes.results.filter(
          (note) => note.kind === 'new_message' && note.target.id === marsh.conversation.id,
        ),
      ).toHaveLength(1);
    }
  });

  it("keeps the order in which one conversation's messages of the same instant were sent", async () => {
    const marsh = await pairOfFriends('Ira Canvasback', 'Jo Bufflehead');
    const lines = [
      'Birds working',
      'Two drakes left',
      'Hen on the water',
      'Taking them',
      'Good shot',
    ];
    const outcomes = await sendMessagesAtomically(
      app.db,
      lines.map((content, index) => ({
        senderId: (index % 2 === 0 ? marsh.a : marsh.b).user.id,
        conversationId: marsh.conversation.id,
        content,
      })),
    );
    const ids = outcomes.map((outcome) => (outcome.kind === 'stored' ? outcome.message.id : 0));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(lines.length);
    const page = await get<{ results: Message[] }>(
      marsh.a,
      `/api/conversations/${marsh.conversation.id}/messages/`,
    );
    const shown = page.results.map((message) => message.content);
    // The thread reads in the order the lines were sent, whichever way the list is sorted.
    expect(shown.filter((content) => lines.includes(content))).toEqual(
      shown[0] === lines[0] ? lines : [...lines].reverse(),
    );
  });

  it('refuses only the message whose pair are no longer friends; the rest of its instant is stored', async () => {
    const marsh = await pairOfFriends('Eve Scaup', 'Fay Wigeon');
    const ended = await pairOfFriends('Gus Eider', 'Hal Brant');
    const [friendship] = (
      await get<{ results: { id: number }[] }>(ended.a, '/api/friendships/?status=accepted')
    ).results;
    const unfriend = await app.inject({
      method: 'DELETE',
      url: `/api/friendships/${friendship?.id}/`,
      headers: ended.b.headers,
    });
    expect(unfriend.statusCode).toBeLessThan(300);

    const post = (hunter: Hunter, conversationId: number, content: string) =>
      app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages/`,
        headers: hunter.headers,
        payload: { content },
      });
    const [kept, refused] = await Promise.all([
      post(marsh.a, marsh.conversation.id, 'Scaup over the point'),
      post(ended.a, ended.conversation.id, 'after the unfriend'),
    ]);
    expect(kept.statusCode).toBe(201);
    expect(kept.json<Message>().content).toBe('Scaup over the point');
    expect(refused.statusCode).toBe(404);
    expect(await storedContents([marsh.conversation.id, ended.conversation.id])).toEqual([
      'Scaup over the point',
    ]);
  });

  it('stores the others of its instant when the database refuses one message', async () => {
    const marsh = await pairOfFriends('Ivy Shoveler', 'Jon Bufflehead');
    const bay = await pairOfFriends('Kit Canvasback', 'Lou Goldeneye');
    const ivy = await chatSocket(marsh.a, marsh.conversation.id);
    const kit = await chatSocket(bay.a, bay.conversation.id);
    // PostgreSQL cannot store a NUL character in text: that statement fails.
    ivy.send({ type: 'send_message', content: 'Shovelers in the slough', client_id: 'good' });
    kit.send({ type: 'send_message', content: 'nul \u0000 inside', client_id: 'bad' });

    const stored = await ivy.next('chat_message');
    expect(stored).toMatchObject({
      client_id: 'good',
      message: { content: 'Shovelers in the slough' },
    });
    expect(await kit.next('error')).toMatchObject({ client_id: 'bad' });
    expect(kit.frames.filter((frame) => frame.type === 'chat_message')).toEqual([]);
    expect(await storedContents([marsh.conversation.id, bay.conversation.id])).toEqual([
      'Shovelers in the slough',
    ]);
  });

  it('sends each receiver their own badge counts when several are raised at once', async () => {
    const marsh = await pairOfFriends('Max Merganser', 'Ned Mallard');
    const bay = await pairOfFriends('Oda Pochard', 'Pat Smew');
    const nedFeed = await feedSocket(marsh.b);
    const patFeed = await feedSocket(bay.b);
    await pause(50);
    const max = await chatSocket(marsh.a, marsh.conversation.id);
    const oda = await chatSocket(bay.a, bay.conversation.id);
    // Badges are read a few milliseconds after their write (the setup's friend request may still
    // be on its way): each receiver's frame is the one that counts the messages sent here.
    const raised = (messages: number) => (frame: Frame) => frame.messages === messages;
    max.send({ type: 'send_message', content: 'one', client_id: 'm-1' });
    await max.next('chat_message');
    await nedFeed.next('unread_counts', undefined, raised(1));
    // Ned now has one unread message and Pat none: then both are raised at the same instant.
    max.send({ type: 'send_message', content: 'two', client_id: 'm-2' });
    oda.send({ type: 'send_message', content: 'first', client_id: 'o-1' });
    expect(await nedFeed.next('unread_counts', undefined, raised(2))).toEqual({
      type: 'unread_counts',
      messages: 2,
      notifications: 1,
    });
    expect(await patFeed.next('unread_counts', undefined, raised(1))).toEqual({
      type: 'unread_counts',
      messages: 1,
      notifications: 1,
    });
  });
});
