import { describe, expect, it } from 'vitest';
import type { Activity } from '@marshlog/domain';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend } from './support/locations.js';
import { connect, listen, pause } from './support/sockets.js';
import { useTwoInstancesOverRedis } from './support/two-instances.js';
import { signUp } from './support/users.js';

/** The scale-out check: two instances on one PostgreSQL and Redis. */
describe.runIf(testBackend === 'postgres')('live feed across two instances (Redis)', () => {
  const servers = useTwoInstancesOverRedis('marshlog_feed_redis');

  it("a friend's new hunt on instance A appears live on instance B; a stranger's socket never gets it", async () => {
    await listen(servers.instanceA);
    const baseB = await listen(servers.instanceB);
    const ann = await signUp(servers.instanceA, { name: 'Ann Pintail' });
    const bob = await signUp(servers.instanceB, { name: 'Bob Gadwall' });
    const cal = await signUp(servers.instanceB, { name: 'Cal Stranger' });
    await befriend(servers.instanceA, ann, bob);
    const bobOnB = await connect(baseB, `/ws/feed/?token=${bob.token}`);
    const calOnB = await connect(baseB, `/ws/feed/?token=${cal.token}`);
    servers.sockets.push(bobOnB, calOnB);
    await pause(200);

    const hunt = await logHunt(servers.instanceA, ann, { privacy_level: 'friends' });
    const update = await bobOnB.next('activity_update');
    expect(update).toMatchObject({ action: 'new' });
    expect((update.activity as Activity).content_object).toBe(hunt.id);
    await pause(300);
    expect(calOnB.frames.filter((frame) => frame.type === 'activity_update')).toHaveLength(0);
  });
});
