import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Paginated,
  Photo,
  Report,
  ReportComment,
  ReportCommentThread,
  ReportFeatureCollection,
} from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { requestUploadUrl } from '../support/photos.js';
import {
  MATRIX_POINT,
  ownerOnlyStatus,
  REPORT_SETUPS,
  reportAudienceOfSetup,
  reportReaders,
  writeMatrixReports,
  type ReportItem,
} from './report-items.js';
import { OWNER_FRIENDS, WORLD_VIEWERS, buildWorld, type World } from './world.js';

/**
 * Every report route x privacy level and policy visibility x viewer. Detail, comments and photos
 * go through the single-record policy (reportAccess), lists, my_reports, GeoJSON, nearby and the
 * comment list through the SQL scope (reportsVisibleTo): one case table for both.
 */
const cases = REPORT_SETUPS.flatMap((setup, index) =>
  WORLD_VIEWERS.map((viewer) => ({ setup, index, viewer, name: setup.name })),
);

describe(`authorization matrix: reports on ${testBackend}`, () => {
  let world: World;
  let items: ReportItem[];

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    items = await writeMatrixReports(world, REPORT_SETUPS);
  });
  afterAll(() => world.app.close());

  const get = (viewer: (typeof WORLD_VIEWERS)[number], url: string) =>
    world.request(viewer, { method: 'GET', url });
  const idsOf = async (viewer: (typeof WORLD_VIEWERS)[number], url: string) => {
    const response = await get(viewer, url);
    return response.statusCode === 200
      ? response.json<Paginated<{ id: number }>>().results.map((item) => item.id)
      : [];
  };

  describe.each(cases)('$name report, viewer $viewer', ({ setup, index, viewer }) => {
    const reads = () => reportReaders(setup).includes(viewer);
    // A block ends interaction both ways: a public report stays readable, its comments do not.
    const blocked = viewer === 'blocked';
    const mayComment = viewer !== 'signedOut' && !blocked;
    const item = () => {
      const found = items[index];
      if (!found) throw new Error(`no matrix report ${index}`);
      return found;
    };

    it('GET /api/reports/{id}/ answers 200 with the right abilities, or 404', async () => {
      const response = await get(viewer, `/api/reports/${item().report.id}/`);
      expect(response.statusCode).toBe(reads() ? 200 : 404);
      if (!reads()) return;
      const report = response.json<Report>();
      expect({
        is_owner: report.is_owner,
        can_edit: report.can_edit,
        can_upload_photos: report.can_upload_photos,
        can_view_details: report.can_view_details,
        can_comment: report.can_comment,
        sees_policy: report.sharing_policy !== null,
        sees_email: report.user.email !== null,
        audience: report.audience,
      }).toEqual({
        is_owner: viewer === 'owner',
        can_edit: viewer === 'owner',
        can_upload_photos: viewer === 'owner',
        can_view_details: true,
        can_comment: mayComment,
        sees_policy: viewer === 'owner' && setup.policy !== null,
        sees_email: viewer === 'owner' || OWNER_FRIENDS.includes(viewer),
        audience: reportAudienceOfSetup(setup),
      });
    });

    it('lists it (/reports/, my_reports, GeoJSON, nearby) exactly when the viewer may read it', async () => {
      const id = item().report.id;
      expect((await idsOf(viewer, '/api/reports/?page_size=100')).includes(id)).toBe(reads());
      expect((await idsOf(viewer, '/api/reports/my_reports/?page_size=100')).includes(id)).toBe(
        viewer === 'owner',
      );
      const nearby = `/api/reports/nearby/?lat=${MATRIX_POINT.latitude}&lng=${MATRIX_POINT.longitude}&radius=5&page_size=100`;
      expect((await idsOf(viewer, nearby)).includes(id)).toBe(reads());
      const map = (await get(viewer, '/api/reports/geojson/')).json<ReportFeatureCollection>();
      const feature = map.features.find((candidate) => candidate.properties.id === id);
      expect(feature !== undefined).toBe(reads());
      if (feature) {
        expect(feature.properties.is_owner).toBe(viewer === 'owner');
        expect(feature.properties.audience).toBe(reportAudienceOfSetup(setup));
        expect(feature.properties.can_comment).toBe(mayComment);
        expect(feature.properties.sharing_policy !== null).toBe(
          viewer === 'owner' && setup.policy !== null,
        );
      }
    });

    it('shows its comments (list, detail, thread) exactly when the viewer may read it', async () => {
      const { report, ownerCommentId } = item();
      // The owner's comments are hidden from a hunter they blocked, even on a report they read.
      const readsComment = reads() && !blocked;
      expect(
        (await idsOf(viewer, `/api/report-comments/?report=${report.id}`)).includes(ownerCommentId),
      ).toBe(readsComment);
      expect((await get(viewer, `/api/report-comments/${ownerCommentId}/`)).statusCode).toBe(
        readsComment ? 200 : 404,
      );
      const thread = await get(viewer, `/api/report-comments/thread/?report_id=${report.id}`);
      expect(thread.statusCode).toBe(reads() ? 200 : 404);
      if (reads()) {
        expect(
          thread
            .json<ReportCommentThread>()
            .comments.map((node) => node.id)
            .includes(ownerCommentId),
        ).toBe(readsComment);
      }
    });

    it('POST /api/report-comments/ is for signed-in readers not blocked with the author', async () => {
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/report-comments/',
        payload: { report: item().report.id, content: `From ${viewer}` },
      });
      const expected = viewer === 'signedOut' ? 401 : !reads() ? 404 : blocked ? 403 : 201;
      expect(response.statusCode).toBe(expected);
      if (expected === 201) {
        const created = response.json<ReportComment>();
        expect({ can_delete: created.can_delete, is_owner: created.is_owner }).toEqual({
          can_delete: true,
          is_owner: true,
        });
      }
    });

    it('shows its photos exactly when the viewer may read it; only the owner attaches', async () => {
      const { report, photo } = item();
      expect((await get(viewer, `/api/photos/${photo.id}/`)).statusCode).toBe(reads() ? 200 : 404);
      const listed = await get(viewer, `/api/photos/?content_type=report&object_id=${report.id}`);
      expect(listed.json<Paginated<Photo>>().results.map((each) => each.id)).toEqual(
        reads() ? [photo.id] : [],
      );
      const hunter = world.hunter(viewer);
      if (!hunter) return;
      const grant = await requestUploadUrl(world.app, hunter, {
        content_type: 'report',
        object_id: report.id,
        filename: 'late.png',
        content_type_mime: 'image/png',
      });
      expect(grant.statusCode).toBe(ownerOnlyStatus(setup, viewer, 200));
    });

    it('PATCH and DELETE /api/reports/{id}/ are for the owner', async () => {
      const { report } = item();
      const patched = await world.request(viewer, {
        method: 'PATCH',
        url: `/api/reports/${report.id}/`,
        payload: { bird_activity: `Seen by ${viewer}` },
      });
      expect(patched.statusCode).toBe(ownerOnlyStatus(setup, viewer, 200));
      if (viewer === 'owner') return;
      const deleted = await world.request(viewer, {
        method: 'DELETE',
        url: `/api/reports/${report.id}/`,
      });
      expect(deleted.statusCode).toBe(ownerOnlyStatus(setup, viewer, 204));
      const stored = await get('owner', `/api/reports/${report.id}/`);
      expect(stored.json<Report>().bird_activity).not.toBe(`Seen by ${viewer}`);
    });
  });
});
