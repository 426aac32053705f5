import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import {
  buildWorld,
  OWNER_FRIENDS,
  WORLD_VIEWERS,
  type SignedInViewer,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * Profiles and search x viewer: the email is for the hunter and their accepted friends only, a
 * block either way hides each from the other (404, absent from search), a signed-out visitor reads
 * a profile without its email, and searching needs a signed-in hunter.
 */

const SIGNED_IN = WORLD_VIEWERS.filter(
  (viewer): viewer is SignedInViewer => viewer !== 'signedOut',
);

/** The accepted friends of a viewer in the world: only the owner has any. */
function friendsOf(viewer: WorldViewer): readonly WorldViewer[] {
  if (viewer === 'owner') return OWNER_FRIENDS;
  return OWNER_FRIENDS.includes(viewer) ? ['owner'] : [];
}

/** Whether a block stands between the two viewers. */
function blockedBetween(a: WorldViewer, b: WorldViewer): boolean {
  const pair = [a, b].sort().join(':');
  return pair === 'blocked:owner';
}

const profileCases = WORLD_VIEWERS.flatMap((viewer) =>
  SIGNED_IN.map((subject) => ({ viewer, subject })),
);

describe(`authorization matrix: users on ${testBackend}`, () => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
  });
  afterAll(() => world.app.close());

  describe('GET /api/users/{id}/', () => {
    it.each(profileCases)('$viewer reads $subject', async ({ viewer, subject }) => {
      const hunter = world.hunters[subject];
      const response = await world.request(viewer, {
        method: 'GET',
        url: `/api/users/${hunter.user.id}/`,
      });
      if (blockedBetween(viewer, subject)) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(hunter.email);
        return;
      }
      expect(response.statusCode).toBe(200);
      const seesEmail = viewer === subject || friendsOf(viewer).includes(subject);
      expect(response.json<User>()).toMatchObject({
        id: hunter.user.id,
        username: hunter.user.username,
        email: seesEmail ? hunter.email : null,
      });
    });

    it('answers 404 for a hunter who does not exist', async () => {
      const response = await world.request('owner', { method: 'GET', url: '/api/users/999999/' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/users/?search=', () => {
    it('answers 401 signed out', async () => {
      const response = await world.request('signedOut', {
        method: 'GET',
        url: '/api/users/?search=World',
      });
      expect(response.statusCode).toBe(401);
    });

    it.each(SIGNED_IN)(
      '%s finds everyone but themselves and across a block, emails of friends only',
      async (viewer) => {
        const response = await world.request(viewer, {
          method: 'GET',
          url: '/api/users/?search=World&page_size=100',
        });
        expect(response.statusCode).toBe(200);
        const found = response.json<{ results: User[] }>().results;
        const expected = SIGNED_IN.filter(
          (other) => other !== viewer && !blockedBetween(viewer, other),
        );
        const byId = new Map(found.map((user) => [user.id, user]));
        expect([...byId.keys()].sort()).toEqual(
          expected.map((other) => world.hunters[other].user.id).sort(),
        );
        for (const other of expected) {
          const hunter = world.hunters[other];
          expect(byId.get(hunter.user.id)?.email, other).toBe(
            friendsOf(viewer).includes(other) ? hunter.email : null,
          );
        }
      },
    );

    it('hides the owner and the blocked hunter from each other by name', async () => {
      const search = (viewer: WorldViewer, name: string) =>
        world.request(viewer, {
          method: 'GET',
          url: `/api/users/?search=${encodeURIComponent(name)}`,
        });
      expect((await search('owner', 'World blocked')).json()).toMatchObject({
        count: 0,
        results: [],
      });
      expect((await search('blocked', 'World owner')).json()).toMatchObject({
        count: 0,
        results: [],
      });
      expect((await search('stranger', 'World blocked')).json()).toMatchObject({ count: 1 });
    });
  });
});
