import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@marshlog/domain';
import { accessTokenCutoffs, users } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { sendText, startChat } from '../support/chat.js';
import { logHunt } from '../support/hunts.js';
import { befriend, saveLocation, shareWith } from '../support/locations.js';
import { plainPng, storedKeys, uploadPhoto } from '../support/photos.js';
import { comment, writeReport } from '../support/reports.js';
import { signUp, type Hunter } from '../support/users.js';

/** What the deleted hunter wrote carries this word, so any answer still holding it leaks. */
const MARK = 'Canvasbackquill';

/**
 * Every read endpoint another hunter has, as a list of URLs; the deleted hunter's items and their
 * derived rows (activities, notifications, comments, messages, shares, photos) all surface here.
 */
function readsOf(ids: {
  hunter: number;
  hunt: number;
  location: number;
  report: number;
  otherReport: number;
  conversation: number;
  photo: number;
}): string[] {
  return [
    '/api/hunts/',
    '/api/hunts/?scope=all',
    '/api/hunts/geojson/',
    `/api/hunts/${ids.hunt}/`,
    '/api/locations/',
    '/api/locations/geojson/',
    `/api/locations/${ids.location}/`,
    '/api/reports/',
    '/api/reports/geojson/',
    `/api/reports/${ids.report}/`,
    '/api/reports/nearby/?latitude=39.34&longitude=-122.16&radius=50',
    `/api/report-comments/?report=${ids.otherReport}`,
    `/api/report-comments/thread/?report=${ids.otherReport}`,
    '/api/feed/',
    '/api/feed/feed_stats/',
    '/api/photos/',
    `/api/photos/${ids.photo}/`,
    '/api/photos/user_gallery/',
    `/api/users/?search=${MARK}`,
    `/api/users/${ids.hunter}/`,
    '/api/friendships/',
    '/api/conversations/',
    `/api/conversations/${ids.conversation}/`,
    `/api/conversations/${ids.conversation}/messages/`,
    '/api/notifications/',
    '/api/activity-analytics/friend_comparison/',
    '/api/activity-analytics/community_trends/',
  ];
}

describe(`authorization matrix: a deleted account leaves nothing any hunter can see, on ${testBackend}`, () => {
  let app: TestApp;
  let leaving: Hunter;
  let friend: Hunter;
  let stranger: Hunter;
  let urls: string[];
  let otherReportId: number;
  beforeAll(async () => {
    app = await createTestApp();
    leaving = await signUp(app, { name: `${MARK} Hunter`, username: MARK.toLowerCase() });
    friend = await signUp(app);
    stranger = await signUp(app);
    await befriend(app, leaving, friend);
    const hunt = await logHunt(app, leaving, {
      privacy_level: 'public',
      notes: `${MARK} limit of sprig`,
    });
    const location = await saveLocation(app, leaving, {
      name: `${MARK} slough`,
      privacy_level: 'friends',
    });
    await shareWith(app, leaving, location.id, [friend], 'edit');
    const report = await writeReport(app, leaving, {
      title: `${MARK} report`,
      privacy_level: 'public',
    });
    const otherReport = await writeReport(app, friend, { privacy_level: 'public' });
    otherReportId = otherReport.id;
    await comment(app, leaving, otherReport.id, `${MARK} says hi`);
    const chat = await startChat(app, leaving, friend);
    await sendText(app, leaving, chat.id, `${MARK} meet at the levee`);
    const photo = await uploadPhoto(
      app,
      leaving,
      { content_type: 'hunt', object_id: hunt.id },
      await plainPng(),
      { caption: `${MARK} drake` },
    );
    // A friend's photo on the leaving hunter's shared location goes with the location.
    await uploadPhoto(
      app,
      friend,
      { content_type: 'location', object_id: location.id },
      await plainPng(),
    );
    urls = readsOf({
      hunter: leaving.user.id,
      hunt: hunt.id,
      location: location.id,
      report: report.id,
      otherReport: otherReport.id,
      conversation: chat.id,
      photo: photo.id,
    });
  });
  afterAll(() => app.close());

  const leaks = async (viewer: Hunter) => {
    const found: string[] = [];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers: viewer.headers });
      if (response.statusCode >= 500) throw new Error(`${url} answered ${response.statusCode}`);
      if (response.body.includes(MARK) || response.body.includes(MARK.toLowerCase()))
        found.push(url);
    }
    return found;
  };

  it('shows the hunter to others before, so the check below can fail', async () => {
    const seen = await leaks(friend);
    expect(seen).toEqual(
      expect.arrayContaining([
        '/api/hunts/',
        '/api/locations/',
        `/api/report-comments/?report=${otherReportId}`,
        '/api/feed/',
        '/api/conversations/',
        '/api/friendships/',
        `/api/users/?search=${MARK}`,
      ]),
    );
  });

  it('refuses without the right password and deletes nothing', async () => {
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: leaving.headers,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toEqual([ACCOUNT_MESSAGES.passwordWrong]);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: leaving.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await app.db.select().from(users).where(eq(users.id, leaving.user.id))).toHaveLength(1);
  });

  it('deletes the account: no endpoint shows any of it to a friend or a stranger, files and tokens are gone', async () => {
    const keysBefore = await storedKeys(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: { ...leaving.headers, cookie: leaving.cookie },
      payload: { password: leaving.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.accountDeleted });

    expect(await leaks(friend)).toEqual([]);
    expect(await leaks(stranger)).toEqual([]);
    // Both photos' files (original, display, thumbnail) left storage.
    const keysAfter = await storedKeys(app);
    expect(keysBefore.length - keysAfter.length).toBe(6);

    const me = await app.inject({ method: 'GET', url: '/api/users/me/', headers: leaving.headers });
    expect(me.statusCode).toBe(401);
    const hunt = await app.inject({
      method: 'POST',
      url: '/api/hunts/',
      headers: leaving.headers,
      payload: { date_of_hunt: '2024-11-16', latitude: 39.31, longitude: -121.79 },
    });
    expect(hunt.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { cookie: leaving.cookie },
      payload: { email: leaving.email },
    });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: leaving.email, password: leaving.password },
    });
    expect(signIn.statusCode).toBe(401);
    // The cutoff that ends their tokens outlives the account.
    const cutoff = await app.db
      .select()
      .from(accessTokenCutoffs)
      .where(eq(accessTokenCutoffs.userId, leaving.user.id));
    expect(cutoff).toHaveLength(1);
  });

  it('frees the email and username for a new account', async () => {
    const again = await signUp(app, { email: leaving.email, username: MARK.toLowerCase() });
    expect(again.user.id).not.toBe(leaving.user.id);
  });
});
