import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportJob } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import {
  gridGpx,
  importCandidates,
  importJobDone,
  jobPreview,
  startImportJob,
} from './support/imports.js';
import { signUp, type Hunter } from './support/users.js';

const GPX = 'application/gpx+xml';
/** About 3 MB: read in a worker while the test asks the server other things. */
const WAYPOINTS = 30_000;

describe(`import: large files read in the background on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
  });
  afterAll(() => app.close());

  const jobOf = (id: string, who: Hunter = hunter) =>
    app.inject({
      method: 'GET',
      url: `/api/import/locations/jobs/${id}/`,
      headers: who.headers,
    });

  it('reads a big GPX in a worker, answering other requests meanwhile, then imports from its preview', async () => {
    const file = gridGpx(WAYPOINTS);
    expect(file.length).toBeGreaterThan(3_000_000);
    const started = await startImportJob(app, hunter, file, GPX);
    expect(started.statusCode).toBe(202);
    const job = started.json<ImportJob>();
    expect(job).toMatchObject({ status: 'reading', preview_path: null, error: null });

    // While the file is read, the same server answers: a health check comes back, and the job
    // it was asked during is still reading afterwards.
    const answeredDuringRead: number[] = [];
    let status = job;
    while (status.status === 'reading') {
      const asked = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
      const took = performance.now() - asked;
      status = (await jobOf(job.id)).json<ImportJob>();
      if (status.status === 'reading') answeredDuringRead.push(took);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answeredDuringRead.length).toBeGreaterThan(0);
    expect(Math.max(...answeredDuringRead)).toBeLessThan(1000);

    const done = await importJobDone(app, hunter, status);
    expect(done).toMatchObject({ status: 'ready', progress: 100, error: null });
    expect(done.features_read).toBe(WAYPOINTS);
    const preview = await jobPreview(app, hunter, done);
    expect(preview.format).toBe('gpx');
    expect(preview.candidates).toHaveLength(WAYPOINTS);
    expect(preview.candidates[12_345]).toMatchObject({
      name: 'Grid blind 12345',
      latitude: 30.345,
      longitude: -90.12,
      notes: 'North levee 12345',
    });
    const firstHundred = { ...preview, candidates: preview.candidates.slice(0, 100) };
    expect(await importCandidates(app, hunter, firstHundred)).toEqual({
      imported: 100,
      skipped: [],
    });
  });

  it("refuses a malformed file in the job, naming the problem; another hunter's job is unknown", async () => {
    const started = await startImportJob(app, hunter, '<gpx><wpt lat="1" lon="2"></gpx>', GPX);
    const done = await importJobDone(app, hunter, started.json<ImportJob>());
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^This GPX file is malformed XML: /);
    expect(done.preview_path).toBeNull();
    expect((await jobOf(`${done.id}/preview`)).statusCode).toBe(404);
    const stranger = await signUp(app);
    expect((await jobOf(done.id, stranger)).statusCode).toBe(404);
  });

  it('refuses a file without a declared size once it grows past the limit (413)', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 32);
    const chunks = Math.ceil(IMPORT_MAX_BYTES / chunk.length) + 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/import/locations/jobs/',
      headers: { ...hunter.headers, 'content-type': GPX },
      payload: Readable.from(Array.from({ length: chunks }, () => chunk)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: IMPORT_MESSAGES.tooLarge });
  });
});
