import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_TEXTS,
  type Activity,
  type Paginated,
  type Report,
  type ReportFeatureCollection,
} from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { storedActivityId } from '../support/feed.js';
import { saveLocation, shareWith } from '../support/locations.js';
import { makePolicy, writeReport } from '../support/reports.js';
import { connect, listen } from '../support/sockets.js';
import {
  buildWorld,
  OWNER_FRIENDS,
  WORLD_VIEWERS,
  type SignedInViewer,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * Derived items never say more than the item (DESIGN.md section 5), per viewer relation (owner,
 * friend, pending requester, stranger, blocked, signed out, and viewShare / editShare: the hunters
 * a location is shared with, viewShare also the user a report's policy allows):
 * - a location_shared activity names every sharee to its author and only the viewer to a sharee,
 *   on the activity, the written first page, a presented page and the live frame;
 * - the report GeoJSON answers a `hunt` filter exactly as the report list does: nothing for a hunt
 *   the viewer may not see, signed out included;
 * - a report whose policy withholds its place withholds its location_name too (null) on the
 *   list, the detail and the map, and search does not match it.
 */
const HIDDEN_NAME = 'Widgeon bend behind the levee';

describe(`authorization matrix: derived items on ${testBackend}`, () => {
  let world: World;
  let shareActivity: number;
  let socketBase: string;
  const hunts = { private: 0, friends: 0, public: 0 };
  let withheld: Report;
  let partnersWithheld: Report;

  const get = (viewer: WorldViewer, url: string) => world.request(viewer, { method: 'GET', url });
  const sharees: WorldViewer[] = ['viewShare', 'editShare'];

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    const { app } = world;
    const { owner, viewShare, editShare } = world.hunters;
    const spot = await saveLocation(app, owner, { name: 'Sharing spot', privacy_level: 'private' });
    await shareWith(app, owner, spot.id, [viewShare, editShare], 'view');
    shareActivity = await storedActivityId(app, 'location_shared', 'location', spot.id);

    for (const level of ['private', 'friends', 'public'] as const) {
      const hunt = await world.request('owner', {
        method: 'POST',
        url: '/api/hunts/',
        payload: { date_of_hunt: '2024-10-12', latitude: 40, longitude: -99, privacy_level: level },
      });
      expect(hunt.statusCode, hunt.body).toBe(201);
      hunts[level] = hunt.json<{ id: number }>().id;
      await writeReport(app, owner, {
        title: `Linked to the ${level} hunt`,
        privacy_level: 'public',
        hunt: hunts[level],
      });
    }

    const noPlace = await makePolicy(app, owner, { allow_location_sharing: false });
    withheld = await writeReport(app, owner, {
      title: 'Where the place is withheld',
      privacy_level: 'public',
      sharing_policy: noPlace.id,
      location_name: HIDDEN_NAME,
    });
    const partnersNoPlace = await makePolicy(app, owner, {
      visibility: 'user',
      allowed_users: [viewShare.user.id],
      allow_location_sharing: false,
    });
    partnersWithheld = await writeReport(app, owner, {
      title: 'For partners, place withheld',
      sharing_policy: partnersNoPlace.id,
      location_name: HIDDEN_NAME,
    });
    socketBase = await listen(app);
  });
  afterAll(() => world.app.close());

  const usernameOf = (viewer: SignedInViewer) => world.hunters[viewer].user.username;

  describe.each(WORLD_VIEWERS.map((viewer) => ({ viewer })))('viewer $viewer', ({ viewer }) => {
    const isSharee = sharees.includes(viewer);

    it('location_shared names every sharee to the owner, the viewer alone to a sharee', async () => {
      const detail = await get(viewer, `/api/feed/${shareActivity}/`);
      expect(detail.statusCode).toBe(viewer === 'owner' || isSharee ? 200 : 404);
      if (detail.statusCode !== 200 || viewer === 'signedOut') return;
      const everyone = sharees.map((sharee) => usernameOf(sharee as SignedInViewer));
      const expected =
        viewer === 'owner'
          ? { summary: `Shared with ${everyone.join(', ')}`, names: everyone }
          : { summary: FEED_TEXTS.sharedWithYou, names: [usernameOf(viewer)] };
      const shown = (activity: Activity | undefined) => ({
        summary: activity?.content_object_data.summary,
        names: activity?.metadata.shared_with?.map((entry) => entry.username),
      });
      expect(shown(detail.json<Activity>())).toEqual(expected);
      // The first page (its own prepared statement) and a filtered page: the same names.
      for (const url of ['/api/feed/', '/api/feed/?activity_type=location_shared']) {
        const page = (await get(viewer, url)).json<Paginated<Activity>>();
        expect(shown(page.results.find((activity) => activity.id === shareActivity)), url).toEqual(
          expected,
        );
      }
    });

    it('the report GeoJSON answers a hunt filter exactly as the list does', async () => {
      const ids = async (url: string) => {
        const response = await get(viewer, url);
        expect(response.statusCode, url).toBe(200);
        return url.includes('geojson')
          ? response
              .json<ReportFeatureCollection>()
              .features.map((feature) => feature.properties.id)
          : response.json<Paginated<Report>>().results.map((report) => report.id);
      };
      const huntReaders: Record<keyof typeof hunts, boolean> = {
        private: viewer === 'owner',
        friends: viewer === 'owner' || OWNER_FRIENDS.includes(viewer),
        // A public hunt stays readable across a block and signed out.
        public: true,
      };
      for (const level of ['private', 'friends', 'public'] as const) {
        const query = `?hunt=${hunts[level]}&page_size=100`;
        const listed = await ids(`/api/reports/${query}`);
        const mapped = await ids(`/api/reports/geojson/?hunt=${hunts[level]}`);
        expect(mapped.sort(), level).toEqual(listed.sort());
        expect(listed.length > 0, level).toBe(huntReaders[level]);
      }
      const unknown = '?hunt=987654321';
      expect(await ids(`/api/reports/geojson/${unknown}`)).toEqual([]);
      expect(await ids(`/api/reports/${unknown}`)).toEqual([]);
    });

    it('a withheld place withholds its name: list, detail, map, search', async () => {
      const author = viewer === 'owner';
      const detail = await get(viewer, `/api/reports/${withheld.id}/`);
      expect(detail.json<Report>().location_name).toBe(author ? HIDDEN_NAME : null);
      expect(detail.body.includes(HIDDEN_NAME)).toBe(author);
      const listed = (await get(viewer, '/api/reports/?page_size=100')).json<Paginated<Report>>();
      const inList = listed.results.find((report) => report.id === withheld.id);
      expect(inList?.location_name).toBe(author ? HIDDEN_NAME : null);
      const search = await get(
        viewer,
        `/api/reports/?search=${encodeURIComponent('Widgeon bend')}`,
      );
      const found = search.json<Paginated<Report>>().results.map((report) => report.id);
      expect(found.includes(withheld.id)).toBe(author);
      const map = await get(viewer, '/api/reports/geojson/');
      expect(map.body.includes(HIDDEN_NAME)).toBe(author);
      // The policy-allowed user reads the partners' report, and not its place's name either.
      const partners = await get(viewer, `/api/reports/${partnersWithheld.id}/`);
      const reads = author || viewer === 'viewShare';
      expect(partners.statusCode).toBe(reads ? 200 : 404);
      if (reads) expect(partners.json<Report>().location_name).toBe(author ? HIDDEN_NAME : null);
      // Nor does the report's activity on the feed carry the name.
      const feed = await get(viewer, '/api/feed/?page_size=100');
      expect(feed.body.includes(HIDDEN_NAME)).toBe(false);
    });
  });

  it('the live frame of a new share names the sharee alone', async () => {
    const { owner, viewShare, editShare } = world.hunters;
    const feed = await connect(socketBase, `/ws/feed/?token=${viewShare.token}`);
    try {
      const spot = await saveLocation(world.app, owner, {
        name: 'Live share spot',
        privacy_level: 'private',
      });
      await shareWith(world.app, owner, spot.id, [viewShare, editShare], 'view');
      const frame = await feed.next('activity_update');
      const activity = frame.activity as Activity;
      expect(activity.activity_type).toBe('location_shared');
      expect(activity.content_object_data.summary).toBe(FEED_TEXTS.sharedWithYou);
      // One frame per view: the sharee's names only them, or no one.
      const named = activity.metadata.shared_with ?? [];
      expect(named.filter((entry) => entry.id !== viewShare.user.id)).toEqual([]);
      expect(JSON.stringify(frame)).not.toContain(editShare.user.username);
    } finally {
      await feed.close();
    }
  });
});
