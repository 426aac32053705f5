import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { preparedArchive } from './support/archives.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { saveLocation } from './support/locations.js';
import { containsExif, jpegWithGps, uploadPhoto } from './support/photos.js';
import { writeReport } from './support/reports.js';
import { signUp, type Hunter } from './support/users.js';

describe(`export: the full archive, prepared in the background, on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  let other: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
    other = await signUp(app);
    const hunt = await logHunt(app, hunter, {
      notes: 'Teal at first light',
      birds: [{ species: 'mallard', gender: 'drake' }],
    });
    await saveLocation(app, hunter, { name: 'Archive slough', access_notes: 'Gate 7' });
    await saveLocation(app, other, { name: 'Not mine' });
    await writeReport(app, hunter, { title: 'Archive report' });
    await uploadPhoto(
      app,
      hunter,
      { content_type: 'hunt', object_id: hunt.id },
      await jpegWithGps(),
    );
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, who: Hunter | null = hunter) =>
    app.inject({ method, url, headers: who?.headers ?? {} });

  it('starts a job, reports progress, and downloads a ZIP of everything the hunter owns', async () => {
    const started = await call('POST', '/api/export/archive/');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'preparing', download_path: null });

    const ready = await preparedArchive(app, hunter.headers);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    const download = await call('GET', ready.download_path ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /marshlog-archive-\d{4}-\d{2}-\d{2}\.zip/,
    );

    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'marshlog.json',
      expect.stringMatching(/^photos\/\d+\.jpg$/),
    ]);
    expect(strFromU8(files['README.md'] ?? new Uint8Array())).toContain('# Marshlog archive');
    const archive = JSON.parse(strFromU8(files['marshlog.json'] ?? new Uint8Array())) as {
      hunts: { notes: string; birds: { species: string }[] }[];
      locations: { name: string; accessNotes: string }[];
      reports: { title: string }[];
      photos: { file: string }[];
    };
    expect(archive.hunts.map((h) => [h.notes, h.birds.map((b) => b.species)])).toEqual([
      ['Teal at first light', ['mallard']],
    ]);
    expect(archive.locations.map((l) => [l.name, l.accessNotes])).toEqual([
      ['Archive slough', 'Gate 7'],
    ]);
    expect(archive.reports.map((r) => r.title)).toEqual(['Archive report']);
    const photo = files[archive.photos[0]?.file ?? ''];
    expect(photo?.length).toBeGreaterThan(0);
    expect(containsExif(Buffer.from(photo ?? []))).toBe(false);
  });

  it("answers 404 for another hunter's archive and 401 signed out", async () => {
    const job = await preparedArchive(app, hunter.headers);
    expect((await call('GET', `/api/export/archive/${job.id}/`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/export/archive/${job.id}/download/`, other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/export/archive/${job.id}/`, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/export/archive/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/export/archive/not-a-job/')).statusCode).toBe(400);
  });
});
