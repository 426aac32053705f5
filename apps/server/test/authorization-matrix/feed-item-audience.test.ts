import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Activity, ActivityContentType, PrivacyLevel } from '@marshlog/domain';
import { activities } from '../../src/db/schema.js';
import { canSeeActivity } from '../../src/platform/visibility/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { makePolicy, writeReport } from '../support/reports.js';
import { signUp, type Hunter } from '../support/users.js';
import { buildWorld, OWNER_FRIENDS, WORLD_VIEWERS, type World, type WorldViewer } from './world.js';

/**
 * The feed lists judge each activity's item as it is now, through the item's own scope (no copy
 * of its audience is kept). Here every write that changes an item's audience goes through the
 * API, and after each one the feed's lists (the first page's prepared walk and a filtered list)
 * must show the activity to exactly the viewers named, and agree with the single-record policy.
 */
describe(`authorization matrix: the feed follows its items on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  const everyoneUnblocked = WORLD_VIEWERS.filter((viewer) => viewer !== 'blocked');
  const ownerAndFriends: WorldViewer[] = ['owner', ...OWNER_FRIENDS];

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
  });
  afterAll(() => app.close());

  async function activityOf(type: ActivityContentType, objectId: number, activityType?: string) {
    const rows = await app.db
      .select()
      .from(activities)
      .where(and(eq(activities.contentType, type), eq(activities.objectId, objectId)));
    const row = rows.find((candidate) => !activityType || candidate.activityType === activityType);
    if (!row) throw new Error(`no activity for ${type} ${objectId}`);
    return row;
  }

  async function listedIn(viewer: WorldViewer, path: string): Promise<number[]> {
    const response = await world.request(viewer, { method: 'GET', url: path });
    expect(response.statusCode, `${viewer} ${path}`).toBe(200);
    return response.json<{ results: Activity[] }>().results.map((activity) => activity.id);
  }

  /** Both feed lists and the single-record policy show the activity to exactly `readers`. */
  async function expectReaders(activityId: number, readers: readonly WorldViewer[]) {
    const [row] = await app.db.select().from(activities).where(eq(activities.id, activityId));
    if (!row) throw new Error(`activity ${activityId} missing`);
    for (const viewer of WORLD_VIEWERS) {
      const sees = readers.includes(viewer);
      const firstPage = await listedIn(viewer, '/api/feed/?page_size=100');
      expect(firstPage.includes(activityId), `${viewer} on the first page`).toBe(sees);
      const filtered = await listedIn(
        viewer,
        `/api/feed/?page_size=100&activity_type=${row.activityType}`,
      );
      expect(filtered.includes(activityId), `${viewer} on a filtered list`).toBe(sees);
      expect(await canSeeActivity(app.db, world.userId(viewer), row), `${viewer} policy`).toBe(
        sees,
      );
    }
  }

  const patch = async (viewer: WorldViewer, url: string, payload: object) => {
    const response = await world.request(viewer, { method: 'PATCH', url, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const remove = async (viewer: WorldViewer, url: string) => {
    const response = await world.request(viewer, { method: 'DELETE', url });
    expect(response.statusCode, response.body).toBe(204);
  };
  /** The owner logs a hunt at this level; answers its id. */
  const logHunt = async (privacyLevel: PrivacyLevel, dateOfHunt: string) => {
    const created = await world.request('owner', {
      method: 'POST',
      url: '/api/hunts/',
      payload: {
        date_of_hunt: dateOfHunt,
        latitude: 40,
        longitude: -119,
        privacy_level: privacyLevel,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number }>().id;
  };

  it('a hunt narrowed, then deleted', async () => {
    const huntId = await logHunt('public', '2020-11-02');
    const activity = await activityOf('hunt', huntId);
    await expectReaders(activity.id, everyoneUnblocked);
    await patch('owner', `/api/hunts/${huntId}/`, { privacy_level: 'friends' });
    await expectReaders(activity.id, ownerAndFriends);
    await remove('owner', `/api/hunts/${huntId}/`);
    await expectReaders(activity.id, []);
  });

  it('a location made private, shared, unshared, then deleted', async () => {
    const created = await world.request('owner', {
      method: 'POST',
      url: '/api/locations/',
      payload: { name: 'Audience slough', latitude: 40, longitude: -118, privacy_level: 'public' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const locationId = created.json<{ id: number }>().id;
    const activity = await activityOf('location', locationId, 'location_created');
    await expectReaders(activity.id, everyoneUnblocked);
    await patch('owner', `/api/locations/${locationId}/`, { privacy_level: 'private' });
    await expectReaders(activity.id, ['owner']);
    const share = await world.request('owner', {
      method: 'POST',
      url: `/api/locations/${locationId}/share/`,
      payload: { user_ids: [world.userId('viewShare')], permission_level: 'view' },
    });
    expect(share.statusCode, share.body).toBe(200);
    const shared = await activityOf('location', locationId, 'location_shared');
    await expectReaders(shared.id, ['owner', 'viewShare']);
    await world.request('owner', {
      method: 'DELETE',
      url: `/api/locations/${locationId}/unshare/`,
      payload: {},
    });
    await expectReaders(shared.id, ['owner']);
    await remove('owner', `/api/locations/${locationId}/`);
    await expectReaders(activity.id, []);
    await expectReaders(shared.id, []);
  });

  it('a report follows its level, its policy and the policy’s changes, then its deletion', async () => {
    const { owner, viewShare } = world.hunters;
    const policy = await makePolicy(app, owner, {
      visibility: 'user',
      allowed_users: [viewShare.user.id],
    });
    const report = await writeReport(app, owner, {
      privacy_level: 'private',
      sharing_policy: policy.id,
    });
    const activity = await activityOf('report', report.id);
    // The activity's own level is friends (record.ts), the policy names viewShare alone.
    await expectReaders(activity.id, ['owner', 'viewShare']);
    await patch('owner', `/api/sharing-policies/${policy.id}/`, { visibility: 'group' });
    await expectReaders(activity.id, ownerAndFriends);
    await patch('owner', `/api/sharing-policies/${policy.id}/`, { show_hunter_info: false });
    await expectReaders(activity.id, ['owner']);
    await patch('owner', `/api/sharing-policies/${policy.id}/`, { show_hunter_info: true });
    await expectReaders(activity.id, ownerAndFriends);
    await patch('owner', `/api/reports/${report.id}/`, { privacy_level: 'public' });
    await expectReaders(activity.id, ownerAndFriends);
    await remove('owner', `/api/reports/${report.id}/`);
    await expectReaders(activity.id, []);
  });

  it('a public report whose policy hides its hunter shows its activity to its author alone', async () => {
    const policy = await makePolicy(app, world.hunters.owner, {
      visibility: 'public',
      show_hunter_info: false,
    });
    const report = await writeReport(app, world.hunters.owner, {
      privacy_level: 'public',
      sharing_policy: policy.id,
    });
    await expectReaders((await activityOf('report', report.id)).id, ['owner']);
  });

  it('friend_added ends with the friendship, and hides from a hunter blocked with either friend', async () => {
    const newcomer: Hunter = await signUp(app, { name: 'Audience newcomer' });
    const requested = await app.inject({
      method: 'POST',
      url: '/api/friendships/',
      headers: newcomer.headers,
      payload: { to_user: world.userId('owner') },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const friendshipId = requested.json<{ id: number }>().id;
    const accepted = await world.request('owner', {
      method: 'POST',
      url: `/api/friendships/${friendshipId}/accept/`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const activity = await activityOf('friendship', friendshipId);
    await expectReaders(activity.id, ownerAndFriends);

    // The owner's friend blocks the newcomer: the friendship stands, but not for that friend.
    const toNewcomer = await world.request('friend', {
      method: 'POST',
      url: '/api/friendships/',
      payload: { to_user: newcomer.user.id },
    });
    expect(toNewcomer.statusCode, toNewcomer.body).toBe(201);
    const blocked = await world.request('friend', {
      method: 'POST',
      url: `/api/friendships/${toNewcomer.json<{ id: number }>().id}/block/`,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await expectReaders(
      activity.id,
      ownerAndFriends.filter((viewer) => viewer !== 'friend'),
    );

    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/friendships/${friendshipId}/`,
      headers: newcomer.headers,
    });
    expect(ended.statusCode, ended.body).toBe(204);
    await expectReaders(activity.id, []);
  });

  it('an activity written wider than its item reaches no further than the item', async () => {
    const huntId = await logHunt('private', '2020-11-03');
    const activity = await activityOf('hunt', huntId);
    await app.db
      .update(activities)
      .set({ privacyLevel: 'public' })
      .where(eq(activities.id, activity.id));
    await expectReaders(activity.id, ['owner']);
  });
});
