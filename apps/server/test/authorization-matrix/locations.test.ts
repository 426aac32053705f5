import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_LEVELS,
  type Location,
  type LocationFeatureCollection,
  type PrivacyLevel,
} from '@marshlog/domain';
import { locationShares } from '../../src/db/schema.js';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { saveLocation, shareWith } from '../support/locations.js';
import {
  WORLD_VIEWERS,
  buildWorld,
  readersByPrivacy,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * Every location endpoint x privacy level x viewer. Each location is shared with viewShare for
 * 'view' and editShare for 'edit', and carries a share with the blocked viewer left over from
 * before the block, which must grant nothing. Detail and writes go through the single-record
 * policy (locationAccess), list and map through the SQL scope (locationsVisibleTo): one table.
 */

/** Who reads a location: its privacy level's readers plus whoever holds a live share. */
function readers(level: PrivacyLevel): WorldViewer[] {
  return [...new Set<WorldViewer>([...readersByPrivacy(level), 'viewShare', 'editShare'])];
}
const editors: WorldViewer[] = ['owner', 'editShare'];

/** The status a change answers: allowed, 403 for a viewer who sees it, 404 for one who does not. */
function writeStatus(
  viewer: WorldViewer,
  level: PrivacyLevel,
  allowed: WorldViewer[],
  success: number,
): number {
  if (viewer === 'signedOut') return 401;
  if (allowed.includes(viewer)) return success;
  return readers(level).includes(viewer) ? 403 : 404;
}

const cases = PRIVACY_LEVELS.flatMap((level) => WORLD_VIEWERS.map((viewer) => ({ level, viewer })));

describe(`authorization matrix: locations on ${testBackend}`, () => {
  let world: World;
  const fixtures = {} as Record<PrivacyLevel, Location>;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    const { owner, viewShare, editShare, blocked } = world.hunters;
    for (const level of PRIVACY_LEVELS) {
      const location = await saveLocation(world.app, owner, {
        name: `Matrix ${level} pond`,
        privacy_level: level,
      });
      await shareWith(world.app, owner, location.id, [viewShare], 'view');
      await shareWith(world.app, owner, location.id, [editShare], 'edit');
      await world.app.db.insert(locationShares).values({
        locationId: location.id,
        sharedWithId: blocked.user.id,
        permissionLevel: 'edit',
      });
      fixtures[level] = location;
    }
  });
  afterAll(() => world.app.close());

  const listed = async (viewer: WorldViewer, url: string) =>
    (await world.request(viewer, { method: 'GET', url }))
      .json<{ results: { id: number }[] }>()
      .results.map((location) => location.id);

  describe.each(cases)('$level location, viewer $viewer', ({ level, viewer }) => {
    const reads = () => readers(level).includes(viewer);

    it('GET /api/locations/{id}/ answers 200 with the right abilities, or 404', async () => {
      const response = await world.request(viewer, {
        method: 'GET',
        url: `/api/locations/${fixtures[level].id}/`,
      });
      expect(response.statusCode).toBe(reads() ? 200 : 404);
      if (!reads()) return;
      const location = response.json<Location>();
      expect({
        is_owner: location.is_owner,
        can_edit: location.can_edit,
        can_upload_photos: location.can_upload_photos,
        can_delete: location.can_delete,
        can_share: location.can_share,
        can_view_details: location.can_view_details,
        can_comment: location.can_comment,
        sees_shares: location.shares.length > 0,
        sees_email: location.user.email !== null,
      }).toEqual({
        is_owner: viewer === 'owner',
        can_edit: editors.includes(viewer),
        can_upload_photos: editors.includes(viewer),
        can_delete: viewer === 'owner',
        can_share: viewer === 'owner',
        can_view_details: true,
        can_comment: viewer !== 'signedOut',
        sees_shares: viewer === 'owner',
        sees_email: ['owner', 'friend', 'viewShare', 'editShare'].includes(viewer),
      });
    });

    it('GET /api/locations/ lists it exactly when the viewer may read it', async () => {
      expect(
        (await listed(viewer, `/api/locations/?privacy_level=${level}&page_size=100`)).includes(
          fixtures[level].id,
        ),
      ).toBe(reads());
    });

    it('GET /api/locations/geojson/ maps it exactly when the viewer may read it', async () => {
      const response = await world.request(viewer, {
        method: 'GET',
        url: '/api/locations/geojson/',
      });
      const feature = response
        .json<LocationFeatureCollection>()
        .features.find((candidate) => candidate.properties.id === fixtures[level].id);
      expect(feature !== undefined).toBe(reads());
      // The map's flags are computed in SQL: they must say what the detail's policy says.
      if (feature) {
        expect(feature.properties.is_owner).toBe(viewer === 'owner');
        expect(feature.properties.can_edit).toBe(editors.includes(viewer));
      }
    });

    it('PATCH /api/locations/{id}/ is for the owner and edit shares', async () => {
      const response = await world.request(viewer, {
        method: 'PATCH',
        url: `/api/locations/${fixtures[level].id}/`,
        payload: { description: `Checked by ${viewer}` },
      });
      expect(response.statusCode).toBe(writeStatus(viewer, level, editors, 200));
      const stored = await world.request('owner', {
        method: 'GET',
        url: `/api/locations/${fixtures[level].id}/`,
      });
      expect(stored.json<Location>().description === `Checked by ${viewer}`).toBe(
        editors.includes(viewer),
      );
    });

    it('POST /api/locations/{id}/share/ is for the owner', async () => {
      const response = await world.request(viewer, {
        method: 'POST',
        url: `/api/locations/${fixtures[level].id}/share/`,
        payload: { user_ids: [world.hunters.viewShare.user.id], permission_level: 'view' },
      });
      expect(response.statusCode).toBe(writeStatus(viewer, level, ['owner'], 200));
    });

    it('DELETE /api/locations/{id}/unshare/ is for the owner', async () => {
      const response = await world.request(viewer, {
        method: 'DELETE',
        url: `/api/locations/${fixtures[level].id}/unshare/`,
        payload: { user_ids: [world.hunters.friend.user.id] },
      });
      expect(response.statusCode).toBe(writeStatus(viewer, level, ['owner'], 200));
    });

    it('DELETE /api/locations/{id}/ is for the owner', async () => {
      const target =
        viewer === 'owner'
          ? await saveLocation(world.app, world.hunters.owner, { privacy_level: level })
          : fixtures[level];
      const response = await world.request(viewer, {
        method: 'DELETE',
        url: `/api/locations/${target.id}/`,
      });
      expect(response.statusCode).toBe(writeStatus(viewer, level, ['owner'], 204));
      const after = await world.request('owner', {
        method: 'GET',
        url: `/api/locations/${target.id}/`,
      });
      expect(after.statusCode).toBe(viewer === 'owner' ? 404 : 200);
    });
  });

  it('leaves every share as it was after the whole matrix', async () => {
    const shares = await Promise.all(
      PRIVACY_LEVELS.map(async (level) =>
        (
          await world.request('owner', {
            method: 'GET',
            url: `/api/locations/${fixtures[level].id}/`,
          })
        )
          .json<Location>()
          .shares.map((share) => [share.shared_with.id, share.permission_level]),
      ),
    );
    const expected = [
      [world.hunters.viewShare.user.id, 'view'],
      [world.hunters.editShare.user.id, 'edit'],
    ];
    expect(shares).toEqual([expected, expected, expected]);
  });
});
