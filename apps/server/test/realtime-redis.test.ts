import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Notification } from '@marshlog/domain';
import { count } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { messages } from '../src/db/schema.js';
import type { TestApp } from './support/app.js';
import { startChat } from './support/chat.js';
import { createScratchDatabase, testBackend } from './support/database.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause, type TestSocket } from './support/sockets.js';
import { signUp, type Hunter } from './support/users.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances on one PostgreSQL need a shared server database; PGlite is one process's. */
describe.runIf(testBackend === 'postgres')('two instances on one PostgreSQL and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let instanceA: TestApp;
  let instanceB: TestApp;
  const sockets: TestSocket[] = [];

  async function startInstance(url: string): Promise<TestApp> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-redis-'));
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'web'),
      }),
      jwtSecret: 'two-instances-share-this-secret-of-32-chars',
      redisUrl: REDIS_URL,
      passwordHashCost: 2 ** 12,
      authRateLimitPerMinute: 10_000,
    };
    const database = await openPostgres(url);
    const app = await buildApp(config, { database });
    app.addHook('onClose', () => fs.rm(dataDir, { recursive: true, force: true }));
    return Object.assign(app, { config, db: database.db });
  }

  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
    let refusal: Error | undefined;
    probe.on('error', (error: Error) => (refusal = error));
    try {
      await probe.connect();
      await probe.quit();
    } catch (error) {
      probe.disconnect();
      throw new Error(
        `The PostgreSQL pass needs Redis at ${REDIS_URL} for the two-instance test (set TEST_REDIS_URL): ${(refusal ?? (error as Error)).message}`,
      );
    }
    scratch = await createScratchDatabase('marshlog_redis');
    instanceA = await startInstance(scratch.url);
    instanceB = await startInstance(scratch.url);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await instanceA?.close();
    await instanceB?.close();
    await scratch?.drop();
  });

  it('delivers a message sent on instance A to the participant on instance B, stored once', async () => {
    const baseA = await listen(instanceA);
    const baseB = await listen(instanceB);
    const ann: Hunter = await signUp(instanceA, { name: 'Ann Pintail' });
    const bob: Hunter = await signUp(instanceB, { name: 'Bob Gadwall' });
    await befriend(instanceA, ann, bob);
    const conversation = await startChat(instanceB, bob, ann);

    const annOnA = await connect(baseA, `/ws/chat/${conversation.id}/?token=${ann.token}`);
    const bobOnB = await connect(baseB, `/ws/chat/${conversation.id}/?token=${bob.token}`);
    const bobFeedOnB = await connect(baseB, `/ws/feed/?token=${bob.token}`);
    sockets.push(annOnA, bobOnB, bobFeedOnB);
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
    const [stored] = await instanceB.db.select({ count: count() }).from(messages);
    expect(stored?.count).toBe(1);
    expect(bobOnB.frames.filter((frame) => frame.type === 'chat_message')).toHaveLength(1);
  });
});
