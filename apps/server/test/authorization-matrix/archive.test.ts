import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveJob } from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { preparedArchive } from '../support/archives.js';
import { testBackend } from '../support/database.js';
import { WORLD_VIEWERS, buildWorld, type World } from './world.js';

/** The full archive x viewer: only its hunter follows and downloads it; the rest get 404 (401 signed out). */
describe(`authorization matrix: the full archive on ${testBackend}`, () => {
  let world: World;
  let job: ArchiveJob;
  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    job = await preparedArchive(world.app, world.headers('owner'));
    expect(job.status).toBe('ready');
  });
  afterAll(() => world.app.close());

  const expected = (viewer: string, allowed: number) =>
    viewer === 'owner' ? allowed : viewer === 'signedOut' ? 401 : 404;

  it.each(WORLD_VIEWERS)('viewer %s: status and download', async (viewer) => {
    const status = await world.request(viewer, {
      method: 'GET',
      url: `/api/export/archive/${job.id}/`,
    });
    expect(status.statusCode).toBe(expected(viewer, 200));
    const download = await world.request(viewer, {
      method: 'GET',
      url: `/api/export/archive/${job.id}/download/`,
    });
    expect(download.statusCode).toBe(expected(viewer, 200));
  });

  it.each(WORLD_VIEWERS)('viewer %s: starting an archive', async (viewer) => {
    const started = await world.request(viewer, { method: 'POST', url: '/api/export/archive/' });
    expect(started.statusCode).toBe(viewer === 'signedOut' ? 401 : 202);
  });
});
