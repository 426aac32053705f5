import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_HUNTER_NAME,
  REPORT_COMMENT_MESSAGES,
  type Paginated,
  type ReportComment,
  type ReportCommentThread,
} from '@marshlog/domain';
import { reportComments } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { comment, injectAs, listedReportIds, makePolicy, writeReport } from './support/reports.js';
import { relate, signUp, type Hunter } from './support/users.js';

describe(`report comments on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let ben: Hunter;
  let cal: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_rc' });
    ben = await signUp(app, { name: 'Ben Gadwall', username: 'ben_rc' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_rc' });
    await relate(app, ann, ben, 'accepted');
  });
  afterAll(() => app.close());

  const commentCount = async () => (await app.db.select().from(reportComments)).length;

  it('creates a comment and a reply, counted on the report and threaded oldest first', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'friends' });
    const response = await injectAs(app, 'POST', '/api/report-comments/', ben, {
      report: report.id,
      content: '  Were they decoying?  ',
    });
    expect(response.statusCode).toBe(201);
    const first = response.json<ReportComment>();
    expect(first).toEqual({
      id: expect.any(Number),
      report: report.id,
      user: {
        id: ben.user.id,
        username: 'ben_rc',
        email: ben.email,
        name: 'Ben Gadwall',
        first_name: 'Ben',
        profile_image_url: null,
      },
      parent: null,
      content: 'Were they decoying?',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      is_owner: true,
      can_edit: true,
      can_delete: true,
      reply_count: 0,
    });
    const reply = await comment(app, ann, report.id, 'Finished by 8', first.id);
    const second = await comment(app, ben, report.id, 'Thanks');

    const thread = await injectAs(
      app,
      'GET',
      `/api/report-comments/thread/?report_id=${report.id}`,
      ann,
    );
    expect(thread.statusCode).toBe(200);
    const body = thread.json<ReportCommentThread>();
    expect(body.report_id).toBe(report.id);
    expect(body.count).toBe(3);
    expect(body.comments.map((node) => [node.id, node.replies.map((child) => child.id)])).toEqual([
      [first.id, [reply.id]],
      [second.id, []],
    ]);
    expect(body.comments[0]).toMatchObject({ reply_count: 1, can_delete: true, can_edit: false });
    const detail = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
    expect(detail.json<{ comment_count: number }>().comment_count).toBe(3);
    expect(
      await listedReportIds(app, `/api/report-comments/?report=${report.id}&parent=none`, ben),
    ).toEqual([first.id, second.id]);
    expect(await listedReportIds(app, `/api/report-comments/?parent=${first.id}`, ben)).toEqual([
      reply.id,
    ]);
    expect(
      await listedReportIds(
        app,
        `/api/report-comments/?report=${report.id}&ordering=-created_at`,
        ben,
      ),
    ).toEqual([second.id, reply.id, first.id]);
  });

  it("notifies the report's author of a comment, not of their own", async () => {
    const report = await writeReport(app, ann, { privacy_level: 'public' });
    await comment(app, ben, report.id, 'Any geese?');
    await comment(app, ann, report.id, 'A few');
    const response = await injectAs(app, 'GET', '/api/notifications/', ann);
    expect(response.statusCode).toBe(200);
    const mine = response
      .json<Paginated<{ kind: string; target: { type: string; id: number } }>>()
      .results.filter((item) => item.target.type === 'report' && item.target.id === report.id);
    expect(mine.map((item) => item.kind)).toEqual(['report_comment']);
  });

  it('refuses blank, too long, a parent on another report, and writes nothing', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'public' });
    const other = await writeReport(app, ann, { privacy_level: 'public' });
    const parent = await comment(app, ben, other.id, 'Elsewhere');
    const before = await commentCount();
    const cases: [object, Record<string, string[]>][] = [
      [
        { report: report.id, content: '   ' },
        { content: [REPORT_COMMENT_MESSAGES.contentRequired] },
      ],
      [
        { report: report.id, content: 'a'.repeat(1001) },
        { content: [REPORT_COMMENT_MESSAGES.contentTooLong] },
      ],
      [{ content: 'Hi' }, { report: [REPORT_COMMENT_MESSAGES.reportRequired] }],
      [
        { report: report.id, content: 'Hi', parent: parent.id },
        { parent: [REPORT_COMMENT_MESSAGES.parentOtherReport] },
      ],
      [
        { report: report.id, content: 'Hi', parent: 2 ** 30 },
        { parent: [REPORT_COMMENT_MESSAGES.parentOtherReport] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await injectAs(app, 'POST', '/api/report-comments/', ben, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual(errors);
    }
    expect(await commentCount()).toBe(before);
  });

  it('answers 404 for a report the viewer cannot see and 401 signed out', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'friends' });
    const hidden = await injectAs(app, 'POST', '/api/report-comments/', cal, {
      report: report.id,
      content: 'Hi',
    });
    expect(hidden.statusCode).toBe(404);
    const signedOut = await injectAs(app, 'POST', '/api/report-comments/', undefined, {
      report: report.id,
      content: 'Hi',
    });
    expect(signedOut.statusCode).toBe(401);
    const thread = await injectAs(
      app,
      'GET',
      `/api/report-comments/thread/?report_id=${report.id}`,
      cal,
    );
    expect(thread.statusCode).toBe(404);
    const byBen = await comment(app, ben, report.id, 'Friends only');
    expect((await injectAs(app, 'GET', `/api/report-comments/${byBen.id}/`, cal)).statusCode).toBe(
      404,
    );
    expect(await listedReportIds(app, `/api/report-comments/?report=${report.id}`, cal)).toEqual(
      [],
    );
    expect(
      await listedReportIds(app, `/api/report-comments/?user=${ben.user.id}`, cal),
    ).not.toContain(byBen.id);
  });

  it('refuses comments with 403 where the policy turns them off, except for the author', async () => {
    const policy = await makePolicy(app, ann, { visibility: 'public', allow_comments: false });
    const report = await writeReport(app, ann, { sharing_policy: policy.id });
    const refused = await injectAs(app, 'POST', '/api/report-comments/', ben, {
      report: report.id,
      content: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toBe(
      REPORT_COMMENT_MESSAGES.commentsDisabled,
    );
    const detail = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
    expect(detail.json<{ can_comment: boolean }>().can_comment).toBe(false);
    await comment(app, ann, report.id, 'Author note');
  });

  it('lets the author edit, the author or report owner delete, with the replies', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'public' });
    const byBen = await comment(app, ben, report.id, 'First');
    const reply = await comment(app, cal, report.id, 'Reply', byBen.id);
    const byCal = await injectAs(app, 'PATCH', `/api/report-comments/${byBen.id}/`, cal, {
      content: 'x',
    });
    expect(byCal.statusCode).toBe(403);
    const edited = await injectAs(app, 'PATCH', `/api/report-comments/${byBen.id}/`, ben, {
      content: 'Edited',
    });
    expect(edited.json<ReportComment>().content).toBe('Edited');
    const blank = await injectAs(app, 'PATCH', `/api/report-comments/${byBen.id}/`, ben, {
      content: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(
      (await injectAs(app, 'DELETE', `/api/report-comments/${byBen.id}/`, cal)).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(app, 'DELETE', `/api/report-comments/${byBen.id}/`, ann)).statusCode,
    ).toBe(204);
    expect((await injectAs(app, 'GET', `/api/report-comments/${reply.id}/`, cal)).statusCode).toBe(
      404,
    );
  });

  it('hides the author of an anonymous report in their own comments, for everyone else', async () => {
    const policy = await makePolicy(app, ann, { visibility: 'public', show_hunter_info: false });
    const report = await writeReport(app, ann, { sharing_policy: policy.id });
    const own = await comment(app, ann, report.id, 'From the author');
    const bens = await comment(app, ben, report.id, 'From Ben', own.id);
    const thread = await injectAs(
      app,
      'GET',
      `/api/report-comments/thread/?report_id=${report.id}`,
      cal,
    );
    const text = thread.body;
    expect(text).not.toContain('ann_rc');
    expect(text).not.toContain('Ann Pintail');
    expect(text).not.toContain(ann.email);
    expect(text).not.toContain(`"id":${ann.user.id},`);
    const [root] = thread.json<ReportCommentThread>().comments;
    expect(root?.user).toEqual({
      id: null,
      username: null,
      email: null,
      name: ANONYMOUS_HUNTER_NAME,
      first_name: null,
      profile_image_url: null,
    });
    expect(root?.replies[0]?.user.id).toBe(ben.user.id);
    const filtered = await injectAs(app, 'GET', `/api/report-comments/?user=${ann.user.id}`, cal);
    expect(filtered.json<Paginated<ReportComment>>().results.map((item) => item.id)).not.toContain(
      own.id,
    );
    const asAuthor = await injectAs(app, 'GET', `/api/report-comments/${own.id}/`, ann);
    expect(asAuthor.json<ReportComment>().user.id).toBe(ann.user.id);
    expect(bens.user.id).toBe(ben.user.id);
  });

  it('answers junk with a 4xx, never a 500', async () => {
    for (const url of [
      '/api/report-comments/thread/',
      '/api/report-comments/thread/?report_id=abc',
      '/api/report-comments/?parent=xyz',
      '/api/report-comments/?report=-1',
      '/api/report-comments/?ordering=id',
      '/api/report-comments/0/',
    ]) {
      const response = await injectAs(app, 'GET', url, ann);
      expect(response.statusCode, url).toBe(400);
    }
    for (const payload of [[], { report: 'x', content: 1 }, { report: 1.5, content: 'x' }]) {
      const response = await injectAs(app, 'POST', '/api/report-comments/', ann, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
