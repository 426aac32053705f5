import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BagTally, type Hunt, type HunterRegulationsAnswer } from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { ownerHuntsAtEveryLevel } from './owner-hunts.js';
import { buildWorld, WORLD_VIEWERS, type World } from './world.js';

const DAY = '2025-11-22';

/**
 * Regulations and tallies are the caller's own: whatever the owner's hunts' privacy, no other
 * viewer counts, reads or marks the owner's birds (404 on a bird that is not theirs), and a
 * signed-out caller is asked to sign in.
 */
describe(`authorization matrix: regulations and bag tallies on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  const hunts: Hunt[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    hunts.push(
      ...(await ownerHuntsAtEveryLevel(world, DAY, {
        birds: [{ species: 'mallard', gender: 'hen' }],
      })),
    );
    await world.request('owner', {
      method: 'PUT',
      url: '/api/regulations/me/',
      payload: { state: 'AR' },
    });
    // Seven hunters and three hunts: minutes when the shared machine is busy.
  }, 180_000);
  afterAll(() => app.close());

  const ownerBirdIds = () => hunts.flatMap((hunt) => hunt.birds.map((bird) => bird.id));

  it.each(WORLD_VIEWERS)('%s reads only their own tally and regulations', async (viewer) => {
    const tally = await world.request(viewer, {
      method: 'GET',
      url: `/api/regulations/tally/?date=${DAY}`,
    });
    const mine = await world.request(viewer, { method: 'GET', url: '/api/regulations/me/' });
    if (viewer === 'signedOut') {
      expect(tally.statusCode).toBe(401);
      expect(mine.statusCode).toBe(401);
      return;
    }
    expect(tally.statusCode).toBe(200);
    const { day, possession } = tally.json<BagTally>();
    const expected = viewer === 'owner' ? ownerBirdIds().sort() : [];
    expect(day.map((bird) => bird.id).sort()).toEqual(expected);
    expect(possession.map((bird) => bird.id).sort()).toEqual(expected);
    const answer = mine.json<HunterRegulationsAnswer>();
    expect(answer.state).toBe(viewer === 'owner' ? 'AR' : null);
  });

  it.each(WORLD_VIEWERS)('%s may mark only their own birds out of possession', async (viewer) => {
    const answer = await world.request(viewer, {
      method: 'POST',
      url: '/api/regulations/possession/',
      payload: { bird_ids: ownerBirdIds(), out_of_possession_on: DAY },
    });
    const status = viewer === 'owner' ? 200 : viewer === 'signedOut' ? 401 : 404;
    expect(answer.statusCode).toBe(status);
    const tally = await world.request('owner', {
      method: 'GET',
      url: `/api/regulations/tally/?date=${DAY}`,
    });
    expect(tally.json<BagTally>().possession).toHaveLength(viewer === 'owner' ? 0 : 3);
    if (viewer === 'owner') {
      await world.request('owner', {
        method: 'POST',
        url: '/api/regulations/possession/',
        payload: { bird_ids: ownerBirdIds(), out_of_possession_on: null },
      });
    }
  });
});
