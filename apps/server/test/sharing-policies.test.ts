import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARING_POLICY_MESSAGES,
  type Paginated,
  type Report,
  type SharingPolicy,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import {
  injectAs,
  listedReportIds,
  makePolicy,
  mappedReportIds,
  writeReport,
} from './support/reports.js';
import { relate, signUp, type Hunter } from './support/users.js';

describe(`sharing policies on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let ben: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_sp' });
    ben = await signUp(app, { name: 'Ben Gadwall', username: 'ben_sp' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_sp' });
    await relate(app, ann, ben, 'accepted');
  });
  afterAll(() => app.close());

  it('creates a policy with its defaults and the allowed friends as users', async () => {
    const response = await injectAs(app, 'POST', '/api/sharing-policies/', ann, {
      name: ' Blind partners ',
      visibility: 'user',
      allowed_users: [ben.user.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<SharingPolicy>()).toEqual({
      id: expect.any(Number),
      name: 'Blind partners',
      description: '',
      visibility: 'user',
      allow_comments: true,
      allow_location_sharing: true,
      show_hunter_info: true,
      created_by: expect.objectContaining({ id: ann.user.id, username: 'ann_sp' }),
      created_at: expect.any(String),
      allowed_users: [
        {
          id: ben.user.id,
          username: 'ben_sp',
          email: ben.email,
          name: 'Ben Gadwall',
          first_name: 'Ben',
          profile_image_url: null,
        },
      ],
    });
  });

  it('refuses a non-friend, the owner and a blank name with clear messages', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        { name: 'x', allowed_users: [cal.user.id] },
        { allowed_users: [SHARING_POLICY_MESSAGES.allowedUsersFriendsOnly] },
      ],
      [
        { name: 'x', allowed_users: [ann.user.id] },
        { allowed_users: [SHARING_POLICY_MESSAGES.allowedUsersSelf] },
      ],
      [{ name: '  ' }, { name: [SHARING_POLICY_MESSAGES.nameRequired] }],
      [
        { name: 'x', visibility: 'friends' },
        { visibility: [SHARING_POLICY_MESSAGES.visibilityInvalid] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await injectAs(app, 'POST', '/api/sharing-policies/', ann, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual(errors);
    }
  });

  it("lists, searches and orders only the hunter's own; others' answer 404", async () => {
    const hunter = await signUp(app);
    const zulu = await makePolicy(app, hunter, { name: 'Zulu', description: 'marsh crew' });
    const alpha = await makePolicy(app, hunter, { name: 'alpha' });
    const list = await injectAs(app, 'GET', '/api/sharing-policies/', hunter);
    const page = list.json<Paginated<SharingPolicy>>();
    expect(page.count).toBe(2);
    expect(page.results.map((policy) => policy.id)).toEqual([alpha.id, zulu.id]);
    expect(await listedReportIds(app, '/api/sharing-policies/?search=crew', hunter)).toEqual([
      zulu.id,
    ]);
    expect(await listedReportIds(app, '/api/sharing-policies/?ordering=-name', hunter)).toEqual([
      zulu.id,
      alpha.id,
    ]);
    for (const [method, url] of [
      ['GET', `/api/sharing-policies/${zulu.id}/`],
      ['PATCH', `/api/sharing-policies/${zulu.id}/`],
      ['DELETE', `/api/sharing-policies/${zulu.id}/`],
      ['POST', `/api/sharing-policies/${zulu.id}/duplicate/`],
    ] as const) {
      const response = await injectAs(
        app,
        method,
        url,
        ann,
        method === 'PATCH' ? { name: 'y' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await injectAs(app, 'GET', '/api/sharing-policies/')).statusCode).toBe(401);
  });

  it('duplicates a policy as "<name> (copy)"', async () => {
    const policy = await makePolicy(app, ann, {
      name: 'Early season',
      visibility: 'group',
      allow_comments: false,
      allowed_users: [ben.user.id],
    });
    const response = await injectAs(
      app,
      'POST',
      `/api/sharing-policies/${policy.id}/duplicate/`,
      ann,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<SharingPolicy>()).toMatchObject({
      name: 'Early season (copy)',
      visibility: 'group',
      allow_comments: false,
      allowed_users: [expect.objectContaining({ id: ben.user.id })],
    });
    expect(response.json<SharingPolicy>().id).not.toBe(policy.id);
  });

  it('a change to a policy holds at once for its reports', async () => {
    const policy = await makePolicy(app, ann, { visibility: 'private' });
    const report = await writeReport(app, ann, { sharing_policy: policy.id });
    expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben)).statusCode).toBe(404);
    const widened = await injectAs(app, 'PATCH', `/api/sharing-policies/${policy.id}/`, ann, {
      visibility: 'group',
      allow_location_sharing: false,
    });
    expect(widened.statusCode).toBe(200);
    const seen = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Report>()).toMatchObject({
      location_obscured: true,
      latitude: 39.3,
      longitude: -122.2,
    });
    expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, cal)).statusCode).toBe(404);
    // The lists read the policy as it is now too: listed for the friend, off the map (withheld).
    expect(await listedReportIds(app, '/api/reports/?page_size=100', ben)).toContain(report.id);
    expect(await listedReportIds(app, '/api/reports/?page_size=100', cal)).not.toContain(report.id);
    expect(await mappedReportIds(app, ben)).not.toContain(report.id);
    expect(await mappedReportIds(app, ann)).toContain(report.id);
  });

  it('deleting a policy in use leaves its reports private without the policy', async () => {
    const policy = await makePolicy(app, ann, { visibility: 'public' });
    const report = await writeReport(app, ann, {
      privacy_level: 'friends',
      sharing_policy: policy.id,
    });
    expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, cal)).statusCode).toBe(200);
    expect(
      (await injectAs(app, 'DELETE', `/api/sharing-policies/${policy.id}/`, ann)).statusCode,
    ).toBe(204);
    const own = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ann);
    expect(own.json<Report>()).toMatchObject({ privacy_level: 'private', sharing_policy: null });
    expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben)).statusCode).toBe(404);
    expect((await injectAs(app, 'GET', `/api/reports/${report.id}/`, cal)).statusCode).toBe(404);
  });

  it('filters reports by the viewer’s own policy only', async () => {
    const policy = await makePolicy(app, ann, { visibility: 'public' });
    const report = await writeReport(app, ann, { sharing_policy: policy.id });
    expect(await listedReportIds(app, `/api/reports/?sharing_policy=${policy.id}`, ann)).toEqual([
      report.id,
    ]);
    expect(await listedReportIds(app, `/api/reports/?sharing_policy=${policy.id}`, cal)).toEqual(
      [],
    );
  });
});
