import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@marshlog/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import type { TestApp } from './support/app.js';
import { createScratchDatabase, testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause, type TestSocket } from './support/sockets.js';
import { signUp } from './support/users.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The scale-out check: two instances on one PostgreSQL and Redis. */
describe.runIf(testBackend === 'postgres')('live feed across two instances (Redis)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let instanceA: TestApp;
  let instanceB: TestApp;
  const sockets: TestSocket[] = [];

  async function startInstance(url: string): Promise<TestApp> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-feed-redis-'));
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
    scratch = await createScratchDatabase('marshlog_feed_redis');
    instanceA = await startInstance(scratch.url);
    instanceB = await startInstance(scratch.url);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await instanceA?.close();
    await instanceB?.close();
    await scratch?.drop();
  });

  it("a friend's new hunt on instance A appears live on instance B; a stranger's socket never gets it", async () => {
    await listen(instanceA);
    const baseB = await listen(instanceB);
    const ann = await signUp(instanceA, { name: 'Ann Pintail' });
    const bob = await signUp(instanceB, { name: 'Bob Gadwall' });
    const cal = await signUp(instanceB, { name: 'Cal Stranger' });
    await befriend(instanceA, ann, bob);
    const bobOnB = await connect(baseB, `/ws/feed/?token=${bob.token}`);
    const calOnB = await connect(baseB, `/ws/feed/?token=${cal.token}`);
    sockets.push(bobOnB, calOnB);
    await pause(200);

    const hunt = await logHunt(instanceA, ann, { privacy_level: 'friends' });
    const update = await bobOnB.next('activity_update');
    expect(update).toMatchObject({ action: 'new' });
    expect((update.activity as Activity).content_object).toBe(hunt.id);
    await pause(300);
    expect(calOnB.frames.filter((frame) => frame.type === 'activity_update')).toHaveLength(0);
  });
});
