import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_HUNTER_NAME,
  FRIENDSHIP_MESSAGES,
  REPORT_COMMENT_MESSAGES,
  type Paginated,
  type Report,
  type ReportFeatureCollection,
} from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { writeMatrixReports, type ReportItem, type ReportSetup } from './report-items.js';
import { WORLD_VIEWERS, buildWorld, type World, type WorldViewer } from './world.js';

/**
 * Each sharing-policy flag x viewer, on public reports whose policy widens nothing: the flags
 * hold for everyone but the author on every route that shows a report (DESIGN.md section 5).
 */
const HERE = { latitude: 44.5, longitude: -100.25 };
const SETUPS = {
  noComments: {
    name: 'comments off',
    level: 'public',
    policy: 'private',
    flagsOff: ['allow_comments'],
    at: { latitude: 44.51, longitude: -100.26 },
  },
  noLocation: {
    name: 'location off',
    level: 'public',
    policy: 'private',
    flagsOff: ['allow_location_sharing'],
    at: { latitude: 44.55, longitude: -100.25 },
  },
  noHunter: {
    name: 'hunter off',
    level: 'public',
    policy: 'private',
    flagsOff: ['show_hunter_info'],
    at: { latitude: 44.52, longitude: -100.24 },
  },
} satisfies Record<string, ReportSetup>;

describe(`authorization matrix: report policy flags on ${testBackend}`, () => {
  let world: World;
  let items: Record<keyof typeof SETUPS, ReportItem>;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    const [noComments, noLocation, noHunter] = await writeMatrixReports(world, [
      SETUPS.noComments,
      SETUPS.noLocation,
      SETUPS.noHunter,
    ]);
    if (!noComments || !noLocation || !noHunter) throw new Error('matrix reports missing');
    items = { noComments, noLocation, noHunter };
  });
  afterAll(() => world.app.close());

  const get = (viewer: WorldViewer, url: string) => world.request(viewer, { method: 'GET', url });
  const nearbyUrl = `/api/reports/nearby/?lat=${HERE.latitude}&lng=${HERE.longitude}&radius=20&page_size=100`;

  describe.each(WORLD_VIEWERS.map((viewer) => ({ viewer })))('viewer $viewer', ({ viewer }) => {
    const author = viewer === 'owner';

    it('allow_comments=false: no comments but the author’s (can_comment false, 403)', async () => {
      const { report } = items.noComments;
      const detail = (await get(viewer, `/api/reports/${report.id}/`)).json<Report>();
      expect(detail.can_comment).toBe(author);
      const map = (await get(viewer, '/api/reports/geojson/')).json<ReportFeatureCollection>();
      const feature = map.features.find((candidate) => candidate.properties.id === report.id);
      expect(feature?.properties.can_comment).toBe(author);
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/report-comments/',
        payload: { report: report.id, content: `From ${viewer}` },
      });
      expect(response.statusCode).toBe(viewer === 'signedOut' ? 401 : author ? 201 : 403);
      if (response.statusCode === 403) {
        expect(response.json<{ detail: string }>().detail).toBe(
          viewer === 'blocked'
            ? FRIENDSHIP_MESSAGES.blockedInteraction
            : REPORT_COMMENT_MESSAGES.commentsDisabled,
        );
      }
    });

    it('allow_location_sharing=false: rounded to 0.1°, flagged, off the map and nearby', async () => {
      const { report } = items.noLocation;
      const exact = { latitude: 44.55, longitude: -100.25, location_obscured: false };
      // Half away from zero: 44.55 → 44.6 and -100.25 → -100.3.
      const rounded = { latitude: 44.6, longitude: -100.3, location_obscured: true };
      const expected = author ? exact : rounded;
      const pick = (shown: Report) => ({
        latitude: shown.latitude,
        longitude: shown.longitude,
        location_obscured: shown.location_obscured,
      });
      expect(pick((await get(viewer, `/api/reports/${report.id}/`)).json<Report>())).toEqual(
        expected,
      );
      const listed = (await get(viewer, '/api/reports/?page_size=100')).json<Paginated<Report>>();
      const inList = listed.results.find((shown) => shown.id === report.id);
      expect(inList && pick(inList)).toEqual(expected);
      const map = (await get(viewer, '/api/reports/geojson/')).json<ReportFeatureCollection>();
      expect(map.features.some((feature) => feature.properties.id === report.id)).toBe(author);
      const nearby = (await get(viewer, nearbyUrl)).json<Paginated<Report>>();
      expect(nearby.results.some((shown) => shown.id === report.id)).toBe(author);
      expect(nearby.results.some((shown) => shown.id === items.noHunter.report.id)).toBe(true);
    });

    it('show_hunter_info=false: no author id, name, username or email on any route', async () => {
      const { report, photo, ownerCommentId } = items.noHunter;
      const owner = world.hunters.owner;
      const ownerComment = `/api/report-comments/${ownerCommentId}/`;
      const urls = [
        `/api/reports/${report.id}/`,
        `/api/reports/?search=${encodeURIComponent('hunter off')}`,
        `/api/reports/geojson/?search=${encodeURIComponent('hunter off')}`,
        `/api/report-comments/?report=${report.id}`,
        ownerComment,
        `/api/report-comments/thread/?report_id=${report.id}`,
        `/api/photos/${photo.id}/`,
        `/api/photos/?content_type=report&object_id=${report.id}`,
      ];
      for (const url of urls) {
        const response = await get(viewer, url);
        // The owner's comments are hidden from a hunter they blocked (404 by id).
        const hidden = viewer === 'blocked' && url === ownerComment;
        expect(response.statusCode, url).toBe(hidden ? 404 : 200);
        const leaks = [
          owner.user.username,
          owner.user.name,
          owner.email,
          `photos/${owner.user.id}/`,
        ].filter((secret) => response.body.includes(secret));
        expect(leaks, url).toEqual(author ? leaks : []);
        if (author) {
          expect(response.body, url).toContain(owner.user.username);
        }
      }
      // Nearby lists the owner's other reports too: only this one must be anonymous.
      const nearby = (await get(viewer, nearbyUrl)).json<Paginated<Report>>();
      const nearbyText = JSON.stringify(nearby.results.find((shown) => shown.id === report.id));
      expect(nearbyText.includes(owner.user.username)).toBe(author);
      expect(nearbyText.includes(owner.email)).toBe(author);
      const detail = (await get(viewer, `/api/reports/${report.id}/`)).json<Report>();
      expect(detail.user.name).toBe(author ? owner.user.name : ANONYMOUS_HUNTER_NAME);
      expect(detail.user.id).toBe(author ? owner.user.id : null);
      const byUser = (await get(viewer, `/api/reports/?user=${owner.user.id}&page_size=100`)).json<
        Paginated<Report>
      >();
      expect(byUser.results.some((shown) => shown.id === report.id)).toBe(author);
    });
  });
});
