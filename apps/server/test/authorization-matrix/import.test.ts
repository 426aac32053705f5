import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_LEVELS,
  type ArchiveImportPreview,
  type ImportJob,
  type ImportPreview,
  type Location,
  type PrivacyLevel,
} from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { saveLocation } from '../support/locations.js';
import { WORLD_VIEWERS, buildWorld, readersByPrivacy, type World } from './world.js';

/**
 * The import endpoints x viewer: a preview flags as saved only the viewer's own locations (another
 * hunter's public spot of the same name and place is not theirs), and what an import saves at a
 * privacy level is read by exactly that level's readers.
 */
const SPOT = { name: 'Matrix import marsh', latitude: 38.5, longitude: -121.5 };
const file = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [SPOT.longitude, SPOT.latitude] },
      properties: { name: SPOT.name },
    },
  ],
});

/** A Marshlog archive holding the same spot, as another account's export would. */
const archive = Buffer.from(
  zipSync({
    'marshlog.json': strToU8(
      JSON.stringify({
        format: 'marshlog-archive',
        version: 1,
        hunts: [],
        locations: [{ id: 1, locationType: 'marsh', description: '', accessNotes: '', ...SPOT }],
      }),
    ),
  }),
);

describe(`authorization matrix: import on ${testBackend}`, () => {
  let world: World;
  let ownersSpot: Location;
  let ownersJob: ImportJob;
  const imported = {} as Record<PrivacyLevel, number>;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    ownersSpot = await saveLocation(world.app, world.hunters.owner, {
      ...SPOT,
      privacy_level: 'public',
    });
    for (const level of PRIVACY_LEVELS) {
      const name = `Matrix imported ${level} field`;
      const response = await world.request('owner', {
        method: 'POST',
        url: '/api/import/locations/',
        payload: {
          ...(level === 'private' ? {} : { privacy_level: level }),
          locations: [{ name, latitude: 38.6, longitude: -121.6 }],
        },
      });
      expect(response.json()).toEqual({ imported: 1, skipped: [] });
      const mine = await world.request('owner', {
        method: 'GET',
        url: `/api/locations/?scope=mine&search=${encodeURIComponent(name)}`,
      });
      const found = mine.json<{ results: Location[] }>().results.find((l) => l.name === name);
      if (!found) throw new Error(`imported ${level} location not found`);
      imported[level] = found.id;
    }
  });
  afterAll(() => world.app.close());

  const startJob = (viewer: (typeof WORLD_VIEWERS)[number]) =>
    world.request(viewer, {
      method: 'POST',
      url: '/api/import/locations/jobs/',
      headers: { 'content-type': 'application/geo+json' },
      payload: file,
    });

  it('POST /api/import/locations/ answers 401 signed out', async () => {
    const response = await world.request('signedOut', {
      method: 'POST',
      url: '/api/import/locations/',
      payload: { locations: [SPOT] },
    });
    expect(response.statusCode).toBe(401);
  });

  it('POST /api/import/archive/ answers 401 signed out', async () => {
    const response = await world.request('signedOut', {
      method: 'POST',
      url: '/api/import/archive/',
      headers: { 'content-type': 'application/zip' },
      payload: archive,
    });
    expect(response.statusCode).toBe(401);
  });

  describe.each(WORLD_VIEWERS)('viewer %s', (viewer) => {
    it('POST /api/import/archive/preview/ flags only their own saved spot, 401 signed out', async () => {
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/import/archive/preview/',
        headers: { 'content-type': 'application/zip' },
        payload: archive,
      });
      if (viewer === 'signedOut') return expect(response.statusCode).toBe(401);
      expect(response.statusCode).toBe(200);
      const [candidate] = response.json<ArchiveImportPreview>().locations.candidates;
      expect(candidate?.duplicate_of).toBe(viewer === 'owner' ? ownersSpot.id : null);
    });

    it("POST /api/import/locations/jobs/ starts the viewer's own job, 401 signed out; the owner's job and its preview are the owner's only", async () => {
      ownersJob ??= (await startJob('owner')).json<ImportJob>();
      const started = await startJob(viewer);
      expect(started.statusCode).toBe(viewer === 'signedOut' ? 401 : 202);
      const owners = await world.request(viewer, {
        method: 'GET',
        url: `/api/import/locations/jobs/${ownersJob.id}/`,
      });
      const preview = await world.request(viewer, {
        method: 'GET',
        url: `/api/import/locations/jobs/${ownersJob.id}/preview/`,
      });
      if (viewer === 'signedOut') {
        expect(preview.statusCode).toBe(401);
        return expect(owners.statusCode).toBe(401);
      }
      expect(owners.statusCode).toBe(viewer === 'owner' ? 200 : 404);
      // The owner's may still be reading (404 until ready); anyone else's is always 404.
      if (viewer !== 'owner') expect(preview.statusCode).toBe(404);
    });

    it('POST /api/import/locations/preview/ flags only their own saved spot, 401 signed out', async () => {
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/import/locations/preview/',
        headers: { 'content-type': 'application/geo+json' },
        payload: file,
      });
      if (viewer === 'signedOut') return expect(response.statusCode).toBe(401);
      expect(response.statusCode).toBe(200);
      const [candidate] = response.json<ImportPreview>().candidates;
      expect(candidate?.duplicate_of).toBe(viewer === 'owner' ? ownersSpot.id : null);
    });

    it.each(PRIVACY_LEVELS)(
      "an import saved %s is read by that level's readers only",
      async (level) => {
        const response = await world.request(viewer, {
          method: 'GET',
          url: `/api/locations/${imported[level]}/`,
        });
        expect(response.statusCode).toBe(readersByPrivacy(level).includes(viewer) ? 200 : 404);
      },
    );
  });
});
