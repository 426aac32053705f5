import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_HUNTER_NAME,
  type Paginated,
  type Report,
  type ReportCommentThread,
} from '@marshlog/domain';
import { reportComments, reports, sharingPolicies } from '../src/db/schema.js';
import { DEMO_HUNTERS, DEMO_PASSWORD, type DemoHunterKey } from '../src/demo/cast.js';
import { loadDemo, type DemoSummary } from '../src/demo/load.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { bearer } from './support/users.js';

/** The demo's field reports show every privacy choice and policy flag through the API. */
describe(`demo reports on ${testBackend}`, () => {
  let app: TestApp;
  let summary: DemoSummary;
  const tokens = new Map<DemoHunterKey, Record<string, string>>();

  beforeAll(async () => {
    app = await createTestApp();
    summary = await loadDemo(app.db, {
      passwordHashCost: 2 ** 12,
      force: false,
      today: new Date('2026-01-10T15:00:00Z'),
    });
    for (const hunter of DEMO_HUNTERS) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: hunter.email, password: DEMO_PASSWORD },
      });
      tokens.set(hunter.key, bearer(response.json<{ jwt_token: string }>().jwt_token));
    }
  });
  afterAll(() => app.close());

  const get = (key: DemoHunterKey | null, url: string) =>
    app.inject({ method: 'GET', url, headers: key ? tokens.get(key) : {} });
  const reportId = async (title: string) => {
    const [row] = await app.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.title, title));
    if (!row) throw new Error(`no demo report ${title}`);
    return row.id;
  };

  it('writes the reports, policies and comments it counts', async () => {
    expect(summary).toMatchObject({ reports: 6, policies: 3, comments: 5 });
    expect(await app.db.$count(reports)).toBe(summary.reports);
    expect(await app.db.$count(sharingPolicies)).toBe(summary.policies);
    expect(await app.db.$count(reportComments)).toBe(summary.comments);
  });

  it("lets Mike's hunting partner Sarah read and discuss his private report, not Tom", async () => {
    const id = await reportId('Pond 12 is on fire');
    expect((await get('sarah', `/api/reports/${id}/`)).statusCode).toBe(200);
    expect((await get('tom', `/api/reports/${id}/`)).statusCode).toBe(404);
    const thread = (
      await get('sarah', `/api/report-comments/thread/?report_id=${id}`)
    ).json<ReportCommentThread>();
    expect(thread.count).toBe(2);
    expect(thread.comments[0]?.replies).toHaveLength(1);
  });

  it("keeps Tom's spot obscured for his friend Mike and Jess's tip anonymous", async () => {
    const geese = (
      await get('mike', `/api/reports/${await reportId('Specks feeding in the cut corn')}/`)
    ).json<Report>();
    expect(geese).toMatchObject({ location_obscured: true, latitude: 39.1, longitude: -121.8 });
    const tip = (
      await get(null, `/api/reports/${await reportId('Colusa check station line is long')}/`)
    ).json<Report>();
    expect(tip.user.name).toBe(ANONYMOUS_HUNTER_NAME);
    expect(tip.can_comment).toBe(false);
    const lenas = (await get('lena', '/api/reports/my_reports/')).json<Paginated<Report>>();
    expect(lenas.results.map((report) => report.privacy_level)).toEqual(['private']);
    const mikes = (
      await get('mike', `/api/reports/${await reportId('Sprig stacking up on Delevan')}/`)
    ).json<Report>();
    expect(mikes.hunt).not.toBeNull();
  });
});
