import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BandLog, type BandLogEntry, type Hunt, type SeasonSummary } from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { ownerHuntsAtEveryLevel } from './owner-hunts.js';
import { buildWorld, WORLD_VIEWERS, type World } from './world.js';

const DAY = '2025-11-22';

/**
 * Bands and the season summary are the owner's alone: whatever the privacy of the hunt a banded
 * bird is of, no other viewer lists, bands, reports or unbands it (404 on a bird that is not
 * theirs), nor counts the owner's hunts in their summary; a signed-out caller is asked to sign in.
 */
describe(`authorization matrix: bands and season summary on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  const hunts: Hunt[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    hunts.push(
      ...(await ownerHuntsAtEveryLevel(world, DAY, {
        shells_fired: 5,
        birds: [{ species: 'mallard', gender: 'hen', quantity: 2 }],
      })),
    );
    for (const hunt of hunts) {
      const bird = hunt.birds[0];
      if (!bird) throw new Error('the hunt was logged without its birds');
      await world.request('owner', {
        method: 'PUT',
        url: `/api/bands/${bird.id}/`,
        payload: { band_number: `0807-${bird.id}`, band_type: 'federal' },
      });
    }
    // Seven hunters and three hunts: minutes when the shared machine is busy.
  }, 180_000);
  afterAll(() => app.close());

  const bandedBirds = () => hunts.map((hunt) => hunt.birds[0]?.id ?? 0);
  const unbandedBirds = () => hunts.map((hunt) => hunt.birds[1]?.id ?? 0);
  const deniedStatus = (viewer: string) => (viewer === 'signedOut' ? 401 : 404);

  it.each(WORLD_VIEWERS)('%s lists only their own bands', async (viewer) => {
    const answer = await world.request(viewer, { method: 'GET', url: '/api/bands/' });
    if (viewer === 'signedOut') {
      expect(answer.statusCode).toBe(401);
      return;
    }
    expect(answer.statusCode).toBe(200);
    const ids = answer.json<BandLog>().results.map((band) => band.bird_id);
    expect(ids.sort()).toEqual(viewer === 'owner' ? bandedBirds().sort() : []);
  });

  it.each(WORLD_VIEWERS)('%s bands, reports and unbands only their own birds', async (viewer) => {
    for (const [index, birdId] of unbandedBirds().entries()) {
      const put = await world.request(viewer, {
        method: 'PUT',
        url: `/api/bands/${birdId}/`,
        payload: { band_number: 'X1', band_type: 'other' },
      });
      const report = await world.request(viewer, {
        method: 'PATCH',
        url: `/api/bands/${bandedBirds()[index] ?? 0}/`,
        payload: { reported_on: DAY },
      });
      if (viewer === 'owner') {
        expect(put.statusCode).toBe(200);
        expect(report.json<BandLogEntry>().reported_on).toBe(DAY);
        const removed = await world.request(viewer, {
          method: 'DELETE',
          url: `/api/bands/${birdId}/`,
        });
        expect(removed.statusCode).toBe(204);
        continue;
      }
      expect(put.statusCode).toBe(deniedStatus(viewer));
      expect(report.statusCode).toBe(deniedStatus(viewer));
      const removed = await world.request(viewer, {
        method: 'DELETE',
        url: `/api/bands/${bandedBirds()[index] ?? 0}/`,
      });
      expect(removed.statusCode).toBe(deniedStatus(viewer));
    }
    const log = await world.request('owner', { method: 'GET', url: '/api/bands/' });
    expect(log.json<BandLog>().count).toBe(hunts.length);
  });

  it.each(WORLD_VIEWERS)('%s counts only their own hunts in a season summary', async (viewer) => {
    for (const format of ['', 'csv/', 'pdf/']) {
      const answer = await world.request(viewer, {
        method: 'GET',
        url: `/api/season/summary/${format}?season=2025-26`,
      });
      if (viewer === 'signedOut') {
        expect(answer.statusCode).toBe(401);
        continue;
      }
      expect(answer.statusCode).toBe(200);
      if (format !== '') continue;
      const summary = answer.json<SeasonSummary>();
      expect(summary.hunts).toBe(viewer === 'owner' ? hunts.length : 0);
      expect(summary.shells_fired).toBe(viewer === 'owner' ? 5 * hunts.length : 0);
    }
  });
});
