import { describe, expect, it } from 'vitest';
import type { Message, Notification } from '@marshlog/domain';
import { count } from 'drizzle-orm';
import { messages } from '../src/db/schema.js';
import { startChat } from './support/chat.js';
import { testBackend } from './support/database.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause } from './support/sockets.js';
import { useTwoInstancesOverRedis } from './support/two-instances.js';
import { signUp, type Hunter } from './support/users.js';

/** Two instances on one PostgreSQL need a shared server database; PGlite is one process's. */
describe.runIf(testBackend === 'postgres')('two instances on one PostgreSQL and Redis', () => {
  const servers = useTwoInstancesOverRedis('marshlog_redis');

  it('delivers a message sent on instance A to the participant on instance B, stored once', async () => {
    const baseA = await listen(servers.instanceA);
    const baseB = await listen(servers.instanceB);
    const ann: Hunter = await signUp(servers.instanceA, { name: 'Ann Pintail' });
    const bob: Hunter = await signUp(servers.instanceB, { name: 'Bob Gadwall' });
    await befriend(servers.instanceA, ann, bob);
    const conversation = await startChat(servers.instanceB, bob, ann);

    const annOnA = await connect(baseA, `/ws/chat/${conversation.id}/?token=${ann.token}`);
    const bobOnB = await connect(baseB, `/ws/chat/${conversation.id}/?token=${bob.token}`);
    const bobFeedOnB = await connect(baseB, `/ws/feed/?token=${bob.token}`);
    servers.sockets.push(annOnA, bobOnB, bobFeedOnB);
    await annOnA.next('chat_init');
    await bobOnB.next('chat_init');
    await pause(100);

    annOnA.send({ type: 'typing_start' });
    expect(await bobOnB.next('chat_typing')).toMatchObject({
      user_email: ann.email,
      status: 'start',
    });
    annOnA.send({ type: 'send_message', content: 'Across the marsh', client_id: 'a-1' });
    const onB = (await bobOnB.next('chat_message')).message as Message;
    const onA = (await annOnA.next('chat_message')).message as Message;
    expect(onB).toEqual(onA);
    expect(onB.content).toBe('Across the marsh');
    const pushed = (await bobFeedOnB.next('notification')).notification as Notification;
    expect(pushed).toMatchObject({ kind: 'new_message', actor: { id: ann.user.id } });

    await pause(200);
    const [stored] = await servers.instanceB.db.select({ count: count() }).from(messages);
    expect(stored?.count).toBe(1);
    expect(bobOnB.frames.filter((frame) => frame.type === 'chat_message')).toHaveLength(1);
  });
});
