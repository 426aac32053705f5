import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PRIVACY_LEVELS,
  type Hunt,
  type HuntFeatureCollection,
  type PrivacyLevel,
} from '@marshlog/domain';
import { hunts } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import {
  buildWorld,
  OWNER_FRIENDS,
  readersByPrivacy,
  WORLD_VIEWERS,
  type World,
  type WorldViewer,
} from './world.js';
import {
  canSeeHunt,
  huntsVisibleTo,
  type OwnerRelation,
} from '../../src/platform/visibility/index.js';

/** How each viewer of the world stands to the owner, for the single-item policy. */
const relationOf: Record<WorldViewer, OwnerRelation> = {
  owner: 'owner',
  friend: 'friend',
  viewShare: 'friend',
  editShare: 'friend',
  pendingRequester: 'other',
  stranger: 'other',
  blocked: 'blocked',
  signedOut: 'signed-out',
};

const cases = PRIVACY_LEVELS.flatMap((level) =>
  WORLD_VIEWERS.map((viewer) => ({
    level,
    viewer,
    reads: readersByPrivacy(level).includes(viewer),
  })),
);

describe(`authorization matrix: hunts on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  const huntOf = {} as Record<PrivacyLevel, Hunt>;
  const range = '?start_date=2019-10-01&end_date=2019-10-31';

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    for (const [index, level] of PRIVACY_LEVELS.entries()) {
      const response = await world.request('owner', {
        method: 'POST',
        url: '/api/hunts/',
        payload: {
          date_of_hunt: `2019-10-0${index + 1}`,
          latitude: 40 + index,
          longitude: -120,
          privacy_level: level,
          notes: `the ${level} hunt`,
          birds: [{ species: 'mallard', quantity: 2 }],
        },
      });
      expect(response.statusCode).toBe(201);
      huntOf[level] = response.json<Hunt>();
    }
  });
  afterAll(() => app.close());

  describe('who reads: detail (single-item policy), list and GeoJSON (SQL condition)', () => {
    it.each(cases)('$level hunt, $viewer: reads=$reads', async ({ level, viewer, reads }) => {
      const hunt = huntOf[level];
      const detail = await world.request(viewer, { method: 'GET', url: `/api/hunts/${hunt.id}/` });
      expect(detail.statusCode).toBe(reads ? 200 : 404);
      if (reads) {
        const signedIn = viewer !== 'signedOut';
        const isOwner = viewer === 'owner';
        expect(detail.json()).toMatchObject({
          id: hunt.id,
          is_owner: isOwner,
          can_edit: isOwner,
          can_view_details: true,
          can_comment: signedIn,
          can_upload_photos: isOwner,
          user: {
            id: world.hunters.owner.user.id,
            email: isOwner || OWNER_FRIENDS.includes(viewer) ? world.hunters.owner.email : null,
          },
        });
      }

      const list = await world.request(viewer, { method: 'GET', url: `/api/hunts/${range}` });
      expect(list.statusCode).toBe(200);
      expect(list.json<{ results: Hunt[] }>().results.some((item) => item.id === hunt.id)).toBe(
        reads,
      );

      const map = await world.request(viewer, {
        method: 'GET',
        url: `/api/hunts/geojson/${range}`,
      });
      expect(map.statusCode).toBe(200);
      expect(
        map
          .json<HuntFeatureCollection>()
          .features.some((feature) => feature.properties.id === hunt.id),
      ).toBe(reads);
    });

    it('holds canSeeHunt and huntsVisibleTo to the same case table', async () => {
      for (const { level, viewer, reads } of cases) {
        const hunt = huntOf[level];
        expect(canSeeHunt(relationOf[viewer], { privacyLevel: level }), `${level} ${viewer}`).toBe(
          reads,
        );
        const rows = await app.db
          .select({ id: hunts.id })
          .from(hunts)
          .where(and(eq(hunts.id, hunt.id), huntsVisibleTo(world.userId(viewer))));
        expect(rows.length === 1, `${level} ${viewer} (SQL)`).toBe(reads);
      }
    });
  });

  describe('who changes: patch, delete, add_bird, remove_bird', () => {
    const nonOwners = cases.filter(({ viewer }) => viewer !== 'owner');
    it.each(nonOwners)('$level hunt, $viewer: refused', async ({ level, viewer, reads }) => {
      const hunt = huntOf[level];
      const refused = viewer === 'signedOut' ? 401 : reads ? 403 : 404;
      const bird = hunt.birds[0]?.id;
      const attempts = [
        { method: 'PATCH', url: `/api/hunts/${hunt.id}/`, payload: { notes: 'taken over' } },
        { method: 'DELETE', url: `/api/hunts/${hunt.id}/` },
        {
          method: 'POST',
          url: `/api/hunts/${hunt.id}/add_bird/`,
          payload: { species: 'brant', quantity: 5 },
        },
        { method: 'DELETE', url: `/api/hunts/${hunt.id}/remove_bird/`, payload: { bird_id: bird } },
        { method: 'DELETE', url: `/api/hunts/${hunt.id}/remove_bird/?bird_id=${bird}` },
        // As the offline outbox sends them: each with its own Idempotency-Key.
        {
          method: 'POST',
          url: `/api/hunts/${hunt.id}/add_bird/`,
          payload: { species: 'brant' },
          headers: { 'idempotency-key': `add-${level}-${viewer}` },
        },
        {
          method: 'DELETE',
          url: `/api/hunts/${hunt.id}/remove_bird/`,
          payload: { bird_id: bird },
          headers: { 'idempotency-key': `remove-${level}-${viewer}` },
        },
      ] as const;
      for (const attempt of attempts) {
        const response = await world.request(viewer, attempt);
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(refused);
      }
      const after = await world.request('owner', { method: 'GET', url: `/api/hunts/${hunt.id}/` });
      expect(after.json()).toMatchObject({
        notes: `the ${level} hunt`,
        total_birds: 2,
        birds: hunt.birds,
      });
    });

    it.each(PRIVACY_LEVELS)(
      '%s hunt, owner: patches, adds and removes birds, deletes',
      async (level) => {
        const created = await world.request('owner', {
          method: 'POST',
          url: '/api/hunts/',
          payload: { date_of_hunt: '2018-01-01', latitude: 1, longitude: 1, privacy_level: level },
        });
        const { id } = created.json<Hunt>();
        const patched = await world.request('owner', {
          method: 'PATCH',
          url: `/api/hunts/${id}/`,
          payload: { notes: 'mine' },
        });
        expect(patched.statusCode).toBe(200);
        const added = await world.request('owner', {
          method: 'POST',
          url: `/api/hunts/${id}/add_bird/`,
          payload: { species: 'brant', quantity: 2 },
        });
        expect(added.json()).toMatchObject({ total_birds: 2, total_geese: 2 });
        const birdId = added.json<Hunt>().birds[0]?.id;
        const removed = await world.request('owner', {
          method: 'DELETE',
          url: `/api/hunts/${id}/remove_bird/`,
          payload: { bird_id: birdId },
        });
        expect(removed.json()).toMatchObject({ total_birds: 1, total_geese: 1 });
        expect(
          (await world.request('owner', { method: 'DELETE', url: `/api/hunts/${id}/` })).statusCode,
        ).toBe(204);
      },
    );

    it('lets only signed-in hunters create hunts, always as their own', async () => {
      const payload = { date_of_hunt: '2018-02-01', latitude: 1, longitude: 1 };
      expect(
        (await world.request('signedOut', { method: 'POST', url: '/api/hunts/', payload }))
          .statusCode,
      ).toBe(401);
      const created = await world.request('stranger', {
        method: 'POST',
        url: '/api/hunts/',
        payload,
      });
      expect(created.json().user.id).toBe(world.hunters.stranger.user.id);
    });
  });
});
