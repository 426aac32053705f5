import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRIVACY_LEVELS, type Activity, type PrivacyLevel } from '@marshlog/domain';
import { activities } from '../../src/db/schema.js';
import { canSeeActivity } from '../../src/platform/visibility/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import {
  buildWorld,
  readersByPrivacy,
  WORLD_VIEWERS,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * Who sees an activity: the readers of its item as it is now AND the readers of its own level,
 * never anyone blocked with its author (DESIGN.md section 5). Per activity type (hunt, location,
 * report), item level, activity level (narrowed by its author) and viewer, on every feed route,
 * with the single-record policy held to the same table. Then location_shared, friend_added and
 * profile_updated, and the item made private afterwards.
 */
type ItemKind = 'hunt' | 'location' | 'report';
const KINDS: ItemKind[] = ['hunt', 'location', 'report'];
const ORDER: Record<PrivacyLevel, number> = { private: 0, friends: 1, public: 2 };

function readers(itemLevel: PrivacyLevel, activityLevel: PrivacyLevel): WorldViewer[] {
  const byItem = readersByPrivacy(itemLevel);
  return readersByPrivacy(activityLevel).filter(
    (viewer) => byItem.includes(viewer) && viewer !== 'blocked',
  );
}

const cases = KINDS.flatMap((kind) =>
  PRIVACY_LEVELS.flatMap((itemLevel) =>
    PRIVACY_LEVELS.filter((level) => ORDER[level] <= ORDER[itemLevel]).map((activityLevel) => ({
      kind,
      itemLevel,
      activityLevel,
    })),
  ),
);

describe(`authorization matrix: activity feed on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  const activityIds = new Map<string, number>();
  const keyOf = (kind: ItemKind, itemLevel: PrivacyLevel, activityLevel: PrivacyLevel) =>
    `${kind}:${itemLevel}:${activityLevel}`;

  async function createItem(kind: ItemKind, level: PrivacyLevel, index: number) {
    const payloads: Record<ItemKind, [string, object]> = {
      hunt: [
        '/api/hunts/',
        { date_of_hunt: '2019-11-02', latitude: 41, longitude: -120 + index / 100 },
      ],
      location: [
        '/api/locations/',
        { name: `Matrix spot ${index}`, latitude: 41, longitude: -121 },
      ],
      report: [
        '/api/reports/',
        { title: `Matrix report ${index}`, content: 'Birds moving', latitude: 41, longitude: -122 },
      ],
    };
    const [url, payload] = payloads[kind];
    const response = await world.request('owner', {
      method: 'POST',
      url,
      payload: { ...payload, privacy_level: level },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await app.db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.contentType, kind), eq(activities.objectId, id)));
    if (!row) throw new Error(`no activity for ${kind} ${id}`);
    return { itemId: id, activityId: row.id };
  }

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    for (const [index, { kind, itemLevel, activityLevel }] of cases.entries()) {
      const { activityId } = await createItem(kind, itemLevel, index);
      if (activityLevel !== itemLevel) {
        const narrowed = await world.request('owner', {
          method: 'PATCH',
          url: `/api/feed/${activityId}/`,
          payload: { privacy_level: activityLevel },
        });
        expect(narrowed.statusCode, narrowed.body).toBe(200);
      }
      activityIds.set(keyOf(kind, itemLevel, activityLevel), activityId);
    }
  });
  afterAll(() => app.close());

  const idOf = (kind: ItemKind, itemLevel: PrivacyLevel, activityLevel: PrivacyLevel) => {
    const id = activityIds.get(keyOf(kind, itemLevel, activityLevel));
    if (id === undefined) throw new Error('unknown case');
    return id;
  };
  const feedIds = async (viewer: WorldViewer, path = '/api/feed/?page_size=100') => {
    const response = await world.request(viewer, { method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return response.json<{ results: Activity[] }>().results.map((activity) => activity.id);
  };

  describe.each(cases)('$kind at $itemLevel, activity $activityLevel', (item) => {
    const allowed = readers(item.itemLevel, item.activityLevel);

    it.each(WORLD_VIEWERS)('%s: detail, list, comments, policy', async (viewer) => {
      const id = idOf(item.kind, item.itemLevel, item.activityLevel);
      const sees = allowed.includes(viewer);
      const detail = await world.request(viewer, { method: 'GET', url: `/api/feed/${id}/` });
      expect(detail.statusCode).toBe(sees ? 200 : 404);
      expect((await feedIds(viewer)).includes(id)).toBe(sees);
      const comments = await world.request(viewer, {
        method: 'GET',
        url: `/api/feed/${id}/comments/`,
      });
      expect(comments.statusCode).toBe(sees ? 200 : 404);
      const [row] = await app.db.select().from(activities).where(eq(activities.id, id));
      if (!row) throw new Error('activity row missing');
      expect(await canSeeActivity(app.db, world.userId(viewer), row)).toBe(sees);
    });

    it.each(WORLD_VIEWERS)('%s: react, comment, privacy', async (viewer) => {
      const id = idOf(item.kind, item.itemLevel, item.activityLevel);
      const sees = allowed.includes(viewer);
      const signedIn = viewer !== 'signedOut';
      const react = await world.request(viewer, {
        method: 'POST',
        url: `/api/feed/${id}/react/`,
        payload: { reaction_type: 'like' },
      });
      expect(react.statusCode).toBe(!signedIn ? 401 : sees ? 200 : 404);
      const unreact = await world.request(viewer, {
        method: 'DELETE',
        url: `/api/feed/${id}/react/`,
      });
      expect(unreact.statusCode).toBe(!signedIn ? 401 : sees ? 200 : 404);
      const comment = await world.request(viewer, {
        method: 'POST',
        url: `/api/feed/${id}/comments/`,
        payload: { content: `From ${viewer}` },
      });
      expect(comment.statusCode).toBe(!signedIn ? 401 : sees ? 201 : 404);
      const patch = await world.request(viewer, {
        method: 'PATCH',
        url: `/api/feed/${id}/`,
        payload: { privacy_level: item.activityLevel },
      });
      const patchStatus = !signedIn ? 401 : viewer === 'owner' ? 200 : sees ? 403 : 404;
      expect(patch.statusCode).toBe(patchStatus);
    });
  });

  it('public_feed and friends_only answer within the same scope', async () => {
    const publicId = idOf('hunt', 'public', 'public');
    const friendsId = idOf('hunt', 'friends', 'friends');
    for (const viewer of WORLD_VIEWERS) {
      const publicFeed = await feedIds(viewer, '/api/feed/public_feed/?page_size=100');
      expect(publicFeed.includes(publicId)).toBe(viewer !== 'blocked');
      expect(publicFeed.includes(friendsId)).toBe(false);
      const friendsFeed = await feedIds(viewer, '/api/feed/friends_only/?page_size=100');
      expect(friendsFeed.includes(friendsId)).toBe(
        ['friend', 'viewShare', 'editShare'].includes(viewer),
      );
    }
  });

  it('location_shared: the owner and the hunter it names, while the share stands', async () => {
    const { itemId } = await createItem('location', 'private', 99);
    const share = await world.request('owner', {
      method: 'POST',
      url: `/api/locations/${itemId}/share/`,
      payload: { user_ids: [world.userId('viewShare')], permission_level: 'view' },
    });
    expect(share.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(activities)
      .where(and(eq(activities.objectId, itemId), eq(activities.activityType, 'location_shared')));
    if (!row) throw new Error('no location_shared activity');
    for (const viewer of WORLD_VIEWERS) {
      const sees = viewer === 'owner' || viewer === 'viewShare';
      const detail = await world.request(viewer, { method: 'GET', url: `/api/feed/${row.id}/` });
      expect(detail.statusCode, viewer).toBe(sees ? 200 : 404);
      expect(await canSeeActivity(app.db, world.userId(viewer), row)).toBe(sees);
    }
    await world.request('owner', {
      method: 'DELETE',
      url: `/api/locations/${itemId}/unshare/`,
      payload: {},
    });
    const after = await world.request('viewShare', { method: 'GET', url: `/api/feed/${row.id}/` });
    expect(after.statusCode).toBe(404);
  });

  it('friend_added: the new friends and their friends, never after a block', async () => {
    const rows = await app.db
      .select()
      .from(activities)
      .where(eq(activities.activityType, 'friend_added'));
    const byFriend = rows.find((row) => row.userId === world.userId('friend'));
    const byBlocked = rows.find((row) => row.userId === world.userId('blocked'));
    if (!byFriend || !byBlocked) throw new Error('friend_added activities missing');
    for (const viewer of WORLD_VIEWERS) {
      const sees = viewer === 'owner' || viewer === 'friend';
      const detail = await world.request(viewer, {
        method: 'GET',
        url: `/api/feed/${byFriend.id}/`,
      });
      expect(detail.statusCode, viewer).toBe(sees ? 200 : 404);
      expect(await canSeeActivity(app.db, world.userId(viewer), byFriend)).toBe(sees);
      const ended = await world.request(viewer, {
        method: 'GET',
        url: `/api/feed/${byBlocked.id}/`,
      });
      expect(ended.statusCode, viewer).toBe(404);
    }
  });

  it('profile_updated: the hunter and their friends', async () => {
    const updated = await world.request('owner', {
      method: 'PATCH',
      url: '/api/users/me/',
      payload: { name: 'World Owner Renamed' },
    });
    expect(updated.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.activityType, 'profile_updated'),
          eq(activities.userId, world.userId('owner') ?? 0),
        ),
      );
    if (!row) throw new Error('no profile_updated activity');
    for (const viewer of WORLD_VIEWERS) {
      const sees = ['owner', 'friend', 'viewShare', 'editShare'].includes(viewer);
      const detail = await world.request(viewer, { method: 'GET', url: `/api/feed/${row.id}/` });
      expect(detail.statusCode, viewer).toBe(sees ? 200 : 404);
    }
  });

  it('a hunt made private takes its public activity from everyone but the owner', async () => {
    const { itemId, activityId } = await createItem('hunt', 'public', 98);
    await world.request('owner', {
      method: 'PATCH',
      url: `/api/hunts/${itemId}/`,
      payload: { privacy_level: 'private' },
    });
    for (const viewer of WORLD_VIEWERS) {
      const detail = await world.request(viewer, {
        method: 'GET',
        url: `/api/feed/${activityId}/`,
      });
      expect(detail.statusCode, viewer).toBe(viewer === 'owner' ? 200 : 404);
    }
  });
});
