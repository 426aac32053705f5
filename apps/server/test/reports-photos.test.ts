import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_HUNTER_NAME,
  REPORT_MESSAGES,
  type Paginated,
  type Photo,
  type Report,
  type UploadUrl,
} from '@marshlog/domain';
import { photos } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import {
  plainPng,
  postToStorage,
  requestUploadUrl,
  storedKeys,
  uploadPhoto,
} from './support/photos.js';
import { injectAs, makePolicy, writeReport } from './support/reports.js';
import { relate, signUp, type Hunter } from './support/users.js';

describe(`report photos on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let ben: Hunter;
  let cal: Hunter;
  let png: Buffer;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'ann_photo' });
    ben = await signUp(app, { name: 'Ben Gadwall', username: 'ben_photo' });
    cal = await signUp(app, { name: 'Cal Stranger', username: 'cal_photo' });
    await relate(app, ann, ben, 'accepted');
    png = await plainPng();
  });
  afterAll(() => app.close());

  const photoOf = (hunter: Hunter, reportId: number, caption = '') =>
    uploadPhoto(app, hunter, { content_type: 'report', object_id: reportId }, png, {
      filename: 'marsh.png',
      caption,
    });
  const grant = (hunter: Hunter, reportId: number) =>
    requestUploadUrl(app, hunter, {
      content_type: 'report',
      object_id: reportId,
      filename: 'marsh.png',
      content_type_mime: 'image/png',
    });
  const rowsOf = async (reportId: number) =>
    app.db
      .select()
      .from(photos)
      .where(and(eq(photos.contentType, 'report'), eq(photos.objectId, reportId)));

  it('takes at most 5 photos, captioning blank ones "Report photo {n}"', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'friends' });
    const captions: string[] = [];
    for (const caption of ['', 'Decoys at dawn', '', '', '']) {
      captions.push((await photoOf(ann, report.id, caption)).caption);
    }
    expect(captions).toEqual([
      'Report photo 1',
      'Decoys at dawn',
      'Report photo 3',
      'Report photo 4',
      'Report photo 5',
    ]);
    const sixth = await grant(ann, report.id);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json<{ errors: object }>().errors).toEqual({
      object_id: [REPORT_MESSAGES.tooManyPhotos],
    });
    const detail = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
    expect(detail.json<Report>().photo_count).toBe(5);
  });

  it('refuses a sixth photo at confirmation too, writing nothing', async () => {
    const report = await writeReport(app, ann);
    for (let n = 0; n < 4; n += 1) await photoOf(ann, report.id);
    const granted = await grant(ann, report.id);
    expect(granted.statusCode).toBe(200);
    await photoOf(ann, report.id);
    const upload = granted.json<UploadUrl>();
    expect(
      (await postToStorage(app, upload, png, { filename: 'late.png', type: 'image/png' })).status,
    ).toBe(204);
    const confirmed = await injectAs(app, 'POST', '/api/photos/confirm_upload/', ann, {
      s3_key: upload.s3_key,
      filename: 'late.png',
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json<{ detail: string }>().detail).toBe(REPORT_MESSAGES.tooManyPhotos);
    expect(await rowsOf(report.id)).toHaveLength(5);
    expect(
      (await storedKeys(app)).filter((key) => key.startsWith(upload.s3_key.replace(/\.png$/, ''))),
    ).toEqual([]);
  });

  it('lets only the author attach photos: 403 for a reader, 404 for anyone else', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'friends' });
    expect((await grant(ben, report.id)).statusCode).toBe(403);
    expect((await grant(cal, report.id)).statusCode).toBe(404);
    const asFriend = await injectAs(app, 'GET', `/api/reports/${report.id}/`, ben);
    expect(asFriend.json<Report>().can_upload_photos).toBe(false);
  });

  it('shows photos only to those who may see the report', async () => {
    const report = await writeReport(app, ann, { privacy_level: 'friends' });
    const photo = await photoOf(ann, report.id);
    expect((await injectAs(app, 'GET', `/api/photos/${photo.id}/`, ben)).statusCode).toBe(200);
    expect((await injectAs(app, 'GET', `/api/photos/${photo.id}/`, cal)).statusCode).toBe(404);
    expect((await injectAs(app, 'GET', `/api/photos/${photo.id}/`)).statusCode).toBe(404);
    const listed = await injectAs(
      app,
      'GET',
      `/api/photos/?content_type=report&object_id=${report.id}`,
      cal,
    );
    expect(listed.json<Paginated<Photo>>().count).toBe(0);
    const seen = await injectAs(
      app,
      'GET',
      `/api/photos/?content_type=report&object_id=${report.id}`,
      ben,
    );
    expect(seen.json<Paginated<Photo>>().results.map((item) => item.id)).toEqual([photo.id]);
  });

  it('names no author in the photos of an anonymous report, except to the author', async () => {
    const policy = await makePolicy(app, ann, { visibility: 'public', show_hunter_info: false });
    const report = await writeReport(app, ann, { sharing_policy: policy.id });
    const photo = await photoOf(ann, report.id);
    expect(photo.s3_key.startsWith(`photos/0/report/${report.id}/`)).toBe(true);
    for (const url of [
      `/api/photos/${photo.id}/`,
      `/api/photos/?content_type=report&object_id=${report.id}`,
    ]) {
      const response = await injectAs(app, 'GET', url, cal);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('ann_photo');
      expect(response.body).not.toContain('Ann Pintail');
      expect(response.body).not.toContain(`photos/${ann.user.id}/`);
      expect(response.body).toContain(ANONYMOUS_HUNTER_NAME);
    }
    const own = await injectAs(app, 'GET', `/api/photos/${photo.id}/`, ann);
    expect(own.json<Photo>().user).toEqual({
      id: ann.user.id,
      username: 'ann_photo',
      name: 'Ann Pintail',
    });
  });

  it('deletes a report’s photos and their files with it', async () => {
    const report = await writeReport(app, ann);
    const photo = await photoOf(ann, report.id);
    expect((await injectAs(app, 'DELETE', `/api/reports/${report.id}/`, ann)).statusCode).toBe(204);
    expect(await rowsOf(report.id)).toEqual([]);
    const folder = photo.s3_key.replace(/\/original\.png$/, '/');
    expect((await storedKeys(app)).filter((key) => key.startsWith(folder))).toEqual([]);
  });
});
