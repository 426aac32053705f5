import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COORDINATE_MESSAGES,
  REPORT_MESSAGES,
  type Paginated,
  type Report,
  type SharingPolicy,
} from '@marshlog/domain';
import { reports, sharingPolicies } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { injectAs, listedReportIds, writeReport } from './support/reports.js';
import { relate, signUp, type Hunter } from './support/users.js';

describe(`reports on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let ben: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_pintail' });
    ben = await signUp(app, { name: 'Ben Gadwall', username: 'ben_gadwall' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_stranger' });
    await relate(app, ann, ben, 'accepted');
  });
  afterAll(() => app.close());

  const reportCount = async () => (await app.db.select({ id: reports.id }).from(reports)).length;
  const post = (hunter: Hunter | undefined, payload: object) =>
    injectAs(app, 'POST', '/api/reports/', hunter, payload);

  describe('create', () => {
    it('saves a report, dates it today and answers the full report JSON', async () => {
      const response = await post(ann, {
        title: '  Sprig on the Delevan check ',
        content: 'Pintail working the flooded rice at legal light.',
        privacy_level: 'public',
        latitude: 39.3421,
        longitude: -122.1589,
        location_name: 'Delevan NWR',
        bird_activity: 'Heavy pintail, some wigeon',
        weather_conditions: 'Fog, calm',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<Report>()).toEqual({
        id: expect.any(Number),
        title: 'Sprig on the Delevan check',
        content: 'Pintail working the flooded rice at legal light.',
        report_date: new Date().toISOString().slice(0, 10),
        location_name: 'Delevan NWR',
        latitude: 39.3421,
        longitude: -122.1589,
        bird_activity: 'Heavy pintail, some wigeon',
        weather_conditions: 'Fog, calm',
        hunt: null,
        sharing_policy: null,
        privacy_level: 'public',
        comment_count: 0,
        photo_count: 0,
        user: {
          id: ann.user.id,
          username: 'ann_pintail',
          email: ann.email,
          name: 'Ann Pintail',
          first_name: 'Ann',
          profile_image_url: null,
        },
        is_owner: true,
        can_edit: true,
        can_view_details: true,
        can_comment: true,
        can_upload_photos: true,
        location_obscured: false,
        audience: 'public',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('keeps a report without a privacy level private', async () => {
      const report = await writeReport(app, ann);
      expect(report.privacy_level).toBe('private');
      expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben)).statusCode).toBe(404);
    });

    it('answers every rule of the report form with its message and writes nothing', async () => {
      const before = await reportCount();
      const cases: [object, Record<string, string[]>][] = [
        [{ content: 'x', latitude: 1, longitude: 1 }, { title: [REPORT_MESSAGES.titleRequired] }],
        [
          { title: '   ', content: 'x', latitude: 1, longitude: 1 },
          { title: ['Title is required'] },
        ],
        [
          { title: 't'.repeat(101), content: 'x', latitude: 1, longitude: 1 },
          { title: ['Title cannot exceed 100 characters'] },
        ],
        [{ title: 't', latitude: 1, longitude: 1 }, { content: ['Report content is required'] }],
        [
          { title: 't', content: 'c'.repeat(501), latitude: 1, longitude: 1 },
          { content: ['Report content cannot exceed 500 characters'] },
        ],
        [
          { title: 't', content: 'c', latitude: 1, longitude: 1, location_name: 'l'.repeat(101) },
          { location_name: ['Location name cannot exceed 100 characters'] },
        ],
        [
          { title: 't', content: 'c', latitude: 90.5, longitude: 180.5 },
          {
            latitude: [COORDINATE_MESSAGES.latitudeInvalid],
            longitude: [COORDINATE_MESSAGES.longitudeInvalid],
          },
        ],
        [
          { title: 't', content: 'c' },
          {
            latitude: [COORDINATE_MESSAGES.latitudeRequired],
            longitude: [COORDINATE_MESSAGES.longitudeRequired],
          },
        ],
        [
          { title: 't', content: 'c', latitude: 1, longitude: 1, report_date: '2026-02-30' },
          { report_date: [REPORT_MESSAGES.reportDateInvalid] },
        ],
      ];
      for (const [payload, errors] of cases) {
        const response = await post(ann, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ errors: object }>().errors).toEqual(errors);
      }
      expect(await reportCount()).toBe(before);
    });

    it('needs a session', async () => {
      const response = await post(undefined, {
        title: 't',
        content: 'c',
        latitude: 1,
        longitude: 1,
      });
      expect(response.statusCode).toBe(401);
    });

    it('links only a hunt the author may see, and shows it only to viewers who may see it', async () => {
      const bensPrivateHunt = await logHunt(app, ben, { privacy_level: 'private' });
      const refused = await post(ann, {
        title: 't',
        content: 'c',
        latitude: 1,
        longitude: 1,
        hunt: bensPrivateHunt.id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: object }>().errors).toEqual({
        hunt: [REPORT_MESSAGES.huntNotVisible],
      });

      const annsFriendsHunt = await logHunt(app, ann, { privacy_level: 'friends' });
      const report = await writeReport(app, ann, {
        privacy_level: 'public',
        hunt: annsFriendsHunt.id,
      });
      expect(report.hunt).toEqual({
        id: annsFriendsHunt.id,
        date_of_hunt: annsFriendsHunt.date_of_hunt,
        total_birds: 0,
      });
      const asFriend = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
      expect(asFriend.json<Report>().hunt?.id).toBe(annsFriendsHunt.id);
      const asStranger = await injectAs(app, 'GET', `/api/reports/${report.id}/`, cal);
      expect(asStranger.json<Report>().hunt).toBeNull();
      expect(await listedReportIds(app, `/api/reports/?hunt=${annsFriendsHunt.id}`, cal)).toEqual(
        [],
      );
      expect(await listedReportIds(app, `/api/reports/?hunt=${annsFriendsHunt.id}`, ben)).toEqual([
        report.id,
      ]);
    });
  });

  describe('hunting partners', () => {
    it('creates a user policy for the chosen friends in the same request', async () => {
      const report = await writeReport(app, ann, {
        title: 'For Ben only',
        allowed_users: [ben.user.id],
      });
      expect(report.privacy_level).toBe('private');
      expect(report.sharing_policy).toEqual(expect.any(Number));
      const policy = await injectAs(
        app,
        'GET',
        `/api/sharing-policies/${report.sharing_policy}/`,
        ann,
      );
      expect(policy.json<SharingPolicy>()).toMatchObject({
        name: 'Hunting partners: For Ben only',
        visibility: 'user',
        allow_comments: true,
        allow_location_sharing: true,
        show_hunter_info: true,
        allowed_users: [expect.objectContaining({ id: ben.user.id })],
      });
      const asPartner = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
      expect(asPartner.statusCode).toBe(200);
      expect(asPartner.json<Report>().sharing_policy).toBeNull();
      expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, cal)).statusCode).toBe(404);
    });

    it('refuses a hunter who is not a friend and writes neither report nor policy', async () => {
      const before = await reportCount();
      const policiesBefore = (await app.db.select().from(sharingPolicies)).length;
      const response = await post(ann, {
        title: 't',
        content: 'c',
        latitude: 1,
        longitude: 1,
        allowed_users: [ben.user.id, cal.user.id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual({
        allowed_users: [REPORT_MESSAGES.allowedUsersFriendsOnly],
      });
      expect(await reportCount()).toBe(before);
      expect((await app.db.select().from(sharingPolicies)).length).toBe(policiesBefore);
    });

    it("refuses someone else's sharing policy", async () => {
      const bens = await injectAs(app, 'POST', '/api/sharing-policies/', ben, { name: 'Mine' });
      const response = await post(ann, {
        title: 't',
        content: 'c',
        latitude: 1,
        longitude: 1,
        sharing_policy: bens.json<SharingPolicy>().id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual({
        sharing_policy: [REPORT_MESSAGES.sharingPolicyNotYours],
      });
    });
  });

  describe('patch and delete', () => {
    it('lets the author change fields; a reader gets 403, anyone else 404', async () => {
      const report = await writeReport(app, ann, { privacy_level: 'friends' });
      const changed = await injectAs(app, 'PATCH', `/api/reports/${report.id}/`, ann, {
        title: 'Wigeon moved in',
        location_name: '',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<Report>()).toMatchObject({
        title: 'Wigeon moved in',
        location_name: null,
      });
      const byFriend = await injectAs(app, 'PATCH', `/api/reports/${report.id}/`, ben, {
        title: 'x',
      });
      expect(byFriend.statusCode).toBe(403);
      const byStranger = await injectAs(app, 'PATCH', `/api/reports/${report.id}/`, cal, {
        title: 'x',
      });
      expect(byStranger.statusCode).toBe(404);
      const invalid = await injectAs(app, 'PATCH', `/api/reports/${report.id}/`, ann, {
        content: '',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<{ errors: object }>().errors).toEqual({
        content: ['Report content is required'],
      });
    });

    it('deletes a report with its comments for the author only', async () => {
      const report = await writeReport(app, ann, { privacy_level: 'public' });
      const commented = await injectAs(app, 'POST', '/api/report-comments/', ben, {
        report: report.id,
        content: 'Nice',
      });
      expect(commented.statusCode).toBe(201);
      expect((await injectAs(app, 'DELETE', `/api/reports/${report.id}/`, ben)).statusCode).toBe(
        403,
      );
      expect((await injectAs(app, 'DELETE', `/api/reports/${report.id}/`, ann)).statusCode).toBe(
        204,
      );
      expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, ann)).statusCode).toBe(404);
      const comment = await injectAs(
        app,
        'GET',
        `/api/report-comments/${commented.json<{ id: number }>().id}/`,
        ben,
      );
      expect(comment.statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    let dave: Hunter;
    let ids: Record<string, number>;

    beforeAll(async () => {
      dave = await signUp(app, { name: 'Dave Lists', username: 'dave_lists' });
      const write = async (title: string, extra: object) =>
        (await writeReport(app, dave, { title, privacy_level: 'public', ...extra })).id;
      ids = {
        alpha: await write('Alpha gadwall', { report_date: '2026-11-01', location_name: 'Colusa' }),
        bravo: await write('Bravo teal', { report_date: '2026-11-03', content: 'Spoonies too' }),
        charlie: await write('Charlie geese', {
          report_date: '2026-11-02',
          privacy_level: 'private',
        }),
      };
    });

    it('searches title, content and location name, and orders by an allowed field', async () => {
      const url = (query: string) => `/api/reports/?user=${dave.user.id}&${query}`;
      expect(await listedReportIds(app, url('search=colusa'), cal)).toEqual([ids.alpha]);
      expect(await listedReportIds(app, url('search=spoonies'), cal)).toEqual([ids.bravo]);
      expect(await listedReportIds(app, url('ordering=report_date'), cal)).toEqual([
        ids.alpha,
        ids.bravo,
      ]);
      expect(await listedReportIds(app, url('ordering=-report_date'), dave)).toEqual([
        ids.bravo,
        ids.charlie,
        ids.alpha,
      ]);
      expect(await listedReportIds(app, url('ordering=title'), dave)).toEqual([
        ids.alpha,
        ids.bravo,
        ids.charlie,
      ]);
      expect((await injectAs(app, 'GET', '/api/reports/?ordering=password')).statusCode).toBe(400);
    });

    it('pages with count, next and previous', async () => {
      const response = await injectAs(
        app,
        'GET',
        `/api/reports/my_reports/?page_size=2&ordering=title`,
        dave,
      );
      const page = response.json<Paginated<Report>>();
      expect(page.count).toBe(3);
      expect(page.results.map((report) => report.id)).toEqual([ids.alpha, ids.bravo]);
      expect(page.next).toContain('page=2');
      expect(page.previous).toBeNull();
    });

    it('my_reports holds only the viewer’s own and needs a session', async () => {
      expect(await listedReportIds(app, '/api/reports/my_reports/', dave)).toHaveLength(3);
      expect((await injectAs(app, 'GET', '/api/reports/my_reports/')).statusCode).toBe(401);
    });

    it('filters the map by date range and privacy level', async () => {
      const response = await injectAs(
        app,
        'GET',
        `/api/reports/geojson/?user=${dave.user.id}&start_date=2026-11-02&end_date=2026-11-03`,
        dave,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{ type: string; features: { properties: { id: number } }[] }>();
      expect(body.type).toBe('FeatureCollection');
      expect(body.features.map((feature) => feature.properties.id).sort()).toEqual(
        [ids.bravo, ids.charlie].sort(),
      );
      const publicOnly = await injectAs(
        app,
        'GET',
        `/api/reports/geojson/?user=${dave.user.id}&privacy_level=private`,
        cal,
      );
      expect(publicOnly.json<{ features: unknown[] }>().features).toEqual([]);
    });
  });

  describe('nearby', () => {
    it('answers reports within the radius, nearest first, with distance_km', async () => {
      const eve = await signUp(app);
      const near = await writeReport(app, eve, {
        privacy_level: 'public',
        latitude: 45.01,
        longitude: 10,
      });
      const nearer = await writeReport(app, eve, {
        privacy_level: 'public',
        latitude: 45.001,
        longitude: 10,
      });
      await writeReport(app, eve, { privacy_level: 'public', latitude: 46, longitude: 10 });
      const response = await injectAs(
        app,
        'GET',
        '/api/reports/nearby/?lat=45&lng=10&radius=5',
        cal,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<Paginated<Report & { distance_km: number }>>();
      expect(page.results.map((report) => report.id)).toEqual([nearer.id, near.id]);
      expect(page.results.map((report) => report.distance_km)).toEqual([0.11, 1.11]);
      const wider = await injectAs(app, 'GET', '/api/reports/nearby/?lat=45&lng=10', cal);
      expect(wider.json<Paginated<Report>>().count).toBe(2);
      const widest = await injectAs(
        app,
        'GET',
        '/api/reports/nearby/?lat=45&lng=10&radius=200',
        cal,
      );
      expect(widest.json<Paginated<Report>>().count).toBe(3);
    });

    it('refuses a missing point or a radius over 200 km', async () => {
      for (const query of [
        'lng=10',
        'lat=45',
        'lat=45&lng=10&radius=201',
        'lat=91&lng=0',
        'lat=x&lng=1',
      ]) {
        const response = await injectAs(app, 'GET', `/api/reports/nearby/?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  it('answers junk on every report route with a 4xx, never a 500', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'public' });
    const urls = [
      '/api/reports/?page=0',
      '/api/reports/?page_size=1000',
      '/api/reports/?user=abc',
      '/api/reports/?hunt=99999999999',
      '/api/reports/?start_date=yesterday',
      '/api/reports/geojson/?bbox=1,2,3',
      '/api/reports/geojson/?start_date=2026-11-05&end_date=2026-11-01',
      '/api/reports/nearby/?lat=&lng=',
      '/api/reports/abc/',
      '/api/reports/0/',
      '/api/reports/99999999999/',
    ];
    for (const url of urls) {
      const response = await injectAs(app, 'GET', url, ann);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const bodies: unknown[] = [
      [],
      'text',
      { title: 5, content: {}, latitude: '1', longitude: null },
      { title: 't', content: 'c', latitude: 1, longitude: 1, hunt: -1 },
      { title: '', content: 'c', latitude: 1, longitude: 1, allowed_users: ['x'] },
      { title: 't', content: 'c', latitude: 1, longitude: 1, sharing_policy: 2 ** 40 },
      { title: 't', content: 'c', latitude: 1, longitude: 1, privacy_level: 'everyone' },
    ];
    for (const body of bodies) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/reports/',
        headers: { ...ann.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(created.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(created.statusCode, JSON.stringify(body)).toBeLessThan(500);
      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/reports/${report.id}/`,
        headers: { ...ann.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(patched.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    const stored = await app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored[0]?.title).toBe(report.title);
  });
});
