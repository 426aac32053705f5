import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityTrends } from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { logHunt } from '../support/hunts.js';
import { buildWorld, WORLD_VIEWERS, type World } from './world.js';

const ROUTES = [
  '/api/activity-analytics/my_insights/',
  '/api/activity-analytics/friend_comparison/',
  '/api/activity-analytics/community_trends/',
  '/api/activity-analytics/harvest_insights/',
];

/**
 * /activity-analytics/ x viewer: analytics require a session (401 signed out, on every route);
 * community trends count public activity only, so the owner's private and friends-only hunts
 * count for nobody, not even the owner or a friend, while the public one counts for everyone.
 */
describe(`authorization matrix: analytics on ${testBackend}`, () => {
  let world: World;
  let before: CommunityTrends;

  const trendsOf = async (viewer: (typeof WORLD_VIEWERS)[number]) => {
    const response = await world.request(viewer, {
      method: 'GET',
      url: '/api/activity-analytics/community_trends/',
    });
    return { status: response.statusCode, trends: response.json<CommunityTrends>() };
  };

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    before = (await trendsOf('stranger')).trends;
    const owner = world.hunters.owner;
    await logHunt(world.app, owner, { privacy_level: 'private' });
    await logHunt(world.app, owner, { privacy_level: 'friends' });
    await logHunt(world.app, owner, { privacy_level: 'public' });
  });
  afterAll(() => world.app.close());

  it.each(WORLD_VIEWERS.flatMap((viewer) => ROUTES.map((url) => ({ viewer, url }))))(
    '$viewer asks for $url',
    async ({ viewer, url }) => {
      const response = await world.request(viewer, { method: 'GET', url });
      expect(response.statusCode).toBe(viewer === 'signedOut' ? 401 : 200);
    },
  );

  it.each(WORLD_VIEWERS.filter((viewer) => viewer !== 'signedOut'))(
    "%s sees only the owner's public hunt added to community trends",
    async (viewer) => {
      const { status, trends } = await trendsOf(viewer);
      expect(status).toBe(200);
      expect(trends.total_public_activities).toBe(before.total_public_activities + 1);
      expect(trends.activities_this_week).toBe(before.activities_this_week + 1);
    },
  );
});
