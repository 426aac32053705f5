import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_IMPORT_LIMITS,
  ARCHIVE_IMPORT_MESSAGES,
  type ArchiveImportPreview,
  type ArchiveImportResult,
  type Hunt,
  type Location,
} from '@marshlog/domain';
import { hunts as huntsTable } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { preparedArchive } from './support/archives.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

const ZIP = 'application/zip';

describe(`import: a Marshlog archive into another account on ${testBackend}`, () => {
  let app: TestApp;
  let archive: Buffer;
  let source: { locations: Location[]; hunts: Hunt[] };

  beforeAll(async () => {
    app = await createTestApp();
    const hunter = await signUp(app);
    const slough = await saveLocation(app, hunter, {
      name: 'Archive slough',
      latitude: 39.4212345678,
      longitude: -122.1834567891,
      description: 'Layout blind on the north levee.',
      access_notes: 'Gate 7',
      location_type: 'marsh',
    });
    const pond = await saveLocation(app, hunter, {
      name: 'Teal pond',
      latitude: 38.1000001,
      longitude: -121.9999999,
    });
    const hunts = [
      await logHunt(app, hunter, {
        date_of_hunt: '2024-11-16',
        latitude: slough.latitude,
        longitude: slough.longitude,
        location: slough.id,
        notes: 'Teal at first light',
        birds: [
          { species: 'mallard', gender: 'drake' },
          { species: 'green_winged_teal', gender: 'hen' },
        ],
      }),
      await logHunt(app, hunter, { date_of_hunt: '2024-11-17', notes: 'Skunked' }),
      await logHunt(app, hunter, {
        date_of_hunt: '2024-12-01',
        latitude: pond.latitude,
        longitude: pond.longitude,
        location: pond.id,
        birds: [{ species: 'northern_pintail', gender: 'drake' }],
      }),
    ];
    source = { locations: [slough, pond], hunts };
    const ready = await preparedArchive(app, hunter.headers);
    const download = await app.inject({
      method: 'GET',
      url: ready.download_path ?? '',
      headers: hunter.headers,
    });
    archive = download.rawPayload;
  });
  afterAll(() => app.close());

  const send = (who: Hunter, url: string, file: Uint8Array | string, type = ZIP) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, 'content-type': type },
      payload: Buffer.from(file),
    });

  it('round trip: locations match in name, position (1e-6) and notes; hunts with their birds and place', async () => {
    const fresh = await signUp(app);
    const preview = (
      await send(fresh, '/api/import/archive/preview/', archive)
    ).json<ArchiveImportPreview>();
    expect(preview.locations.candidates.map((c) => [c.name, c.duplicate_of])).toEqual([
      ['Archive slough', null],
      ['Teal pond', null],
    ]);
    expect(preview.hunts.candidates.map((h) => [h.date_of_hunt, h.birds])).toEqual([
      ['2024-11-16', 2],
      ['2024-11-17', 0],
      ['2024-12-01', 1],
    ]);
    const imported = await send(fresh, '/api/import/archive/', archive);
    expect(imported.statusCode).toBe(200);
    expect(imported.json<ArchiveImportResult>()).toEqual({
      locations: { imported: 2, skipped: [] },
      hunts: { imported: 3, skipped: [] },
    });

    const locations = (
      await app.inject({
        method: 'GET',
        url: '/api/locations/?scope=mine&ordering=name',
        headers: fresh.headers,
      })
    ).json<{ results: Location[] }>().results;
    expect(locations).toHaveLength(2);
    for (const [index, original] of source.locations.entries()) {
      const copy = locations[index];
      expect(copy?.name).toBe(original.name);
      expect(Math.abs((copy?.latitude ?? 0) - original.latitude)).toBeLessThan(1e-6);
      expect(Math.abs((copy?.longitude ?? 0) - original.longitude)).toBeLessThan(1e-6);
      expect(copy?.description).toBe(original.description);
      expect(copy?.privacy_level).toBe('private');
    }
    expect(locations[0]?.access_notes).toBe('Gate 7');
    expect(locations[0]?.location_type).toBe('marsh');

    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/hunts/?scope=mine&page_size=10',
        headers: fresh.headers,
      })
    ).json<{ results: { id: number }[] }>().results;
    const hunts = await Promise.all(
      list.map(async ({ id }) =>
        (
          await app.inject({ method: 'GET', url: `/api/hunts/${id}/`, headers: fresh.headers })
        ).json<Hunt>(),
      ),
    );
    const shape = (hunt: Hunt) => ({
      date: hunt.date_of_hunt,
      notes: hunt.notes,
      place: hunt.location?.name ?? null,
      privacy: hunt.privacy_level,
      birds: hunt.birds.map((bird) => [bird.species, bird.gender]),
      totals: [hunt.total_birds, hunt.total_ducks, hunt.total_geese],
    });
    const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
    expect(hunts.map(shape).sort(byDate)).toEqual(
      source.hunts.map((hunt) => ({ ...shape(hunt), privacy: 'private' })).sort(byDate),
    );
    expect(hunts.find((hunt) => hunt.date_of_hunt === '2024-11-16')?.location?.id).toBe(
      locations[0]?.id,
    );

    // The same archive again: everything is already there, nothing is saved twice.
    expect(
      (await send(fresh, '/api/import/archive/', archive)).json<ArchiveImportResult>(),
    ).toEqual({
      locations: {
        imported: 0,
        skipped: [
          { index: 0, name: 'Archive slough', reason: 'duplicate' },
          { index: 1, name: 'Teal pond', reason: 'duplicate' },
        ],
      },
      hunts: {
        imported: 0,
        skipped: ['2024-11-16', '2024-11-17', '2024-12-01'].map((name, index) => ({
          index,
          name,
          reason: 'duplicate_hunt',
        })),
      },
    });
  });

  it('imports at the chosen privacy level', async () => {
    const fresh = await signUp(app);
    const imported = await send(fresh, '/api/import/archive/?privacy_level=friends', archive);
    expect(imported.statusCode).toBe(200);
    const locations = (
      await app.inject({ method: 'GET', url: '/api/locations/?scope=mine', headers: fresh.headers })
    ).json<{ results: Location[] }>().results;
    expect(locations.map((location) => location.privacy_level)).toEqual(['friends', 'friends']);
  });

  const document = strToU8(
    JSON.stringify({ format: 'marshlog-archive', version: 1, hunts: [], locations: [] }),
  );

  it.each([
    [
      'a file compressed like a ZIP bomb',
      () => zipSync({ 'marshlog.json': document, 'zeros.bin': new Uint8Array(8 * 1024 * 1024) }),
      ARCHIVE_IMPORT_MESSAGES.compressionRatio('zeros.bin'),
    ],
    [
      'too many files',
      () =>
        zipSync(
          Object.fromEntries(
            Array.from({ length: ARCHIVE_IMPORT_LIMITS.entries + 1 }, (_, i) => [
              `photos/${i}.jpg`,
              new Uint8Array(1),
            ]),
          ),
          { level: 0 },
        ),
      ARCHIVE_IMPORT_MESSAGES.tooManyEntries,
    ],
    [
      'a path outside the archive',
      () => zipSync({ 'marshlog.json': document, '../../etc/cron.d/evil': strToU8('x') }),
      ARCHIVE_IMPORT_MESSAGES.unsafePath('../../etc/cron.d/evil'),
    ],
    ['a file that is not a ZIP', () => strToU8('not a zip at all'), ARCHIVE_IMPORT_MESSAGES.notZip],
    [
      'a ZIP without marshlog.json',
      () => zipSync({ 'README.md': strToU8('# hi') }),
      ARCHIVE_IMPORT_MESSAGES.noDocument,
    ],
    [
      'another JSON document',
      () => zipSync({ 'marshlog.json': strToU8('{"type":"FeatureCollection"}') }),
      ARCHIVE_IMPORT_MESSAGES.notMarshlog,
    ],
  ])('refuses %s with a clear error, saving nothing', async (_case, zip, message) => {
    const fresh = await signUp(app);
    for (const url of ['/api/import/archive/preview/', '/api/import/archive/']) {
      const response = await send(fresh, url, zip());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: message });
    }
    const mine = await app.inject({
      method: 'GET',
      url: '/api/locations/?scope=mine',
      headers: fresh.headers,
    });
    expect(mine.json<{ count: number }>().count).toBe(0);
  });

  it('leaves out invalid records with their reason, and drops weather of another shape', async () => {
    const fresh = await signUp(app);
    const hunt = { dateOfHunt: '2024-11-20', latitude: 38, longitude: -122, notes: '', birds: [] };
    const crafted = zipSync({
      'marshlog.json': strToU8(
        JSON.stringify({
          format: 'marshlog-archive',
          version: 1,
          locations: [{ id: 1, name: 'No position' }],
          hunts: [
            { ...hunt, weather: { humidity: 'soaked', script: '<b>' } },
            { ...hunt, dateOfHunt: 'yesterday' },
            { ...hunt, birds: [{ species: 'dodo', gender: 'drake', notes: '' }] },
          ],
        }),
      ),
    });
    const imported = await send(fresh, '/api/import/archive/', crafted);
    expect(imported.json<ArchiveImportResult>()).toEqual({
      locations: { imported: 0, skipped: [{ index: 0, name: null, reason: 'invalid_record' }] },
      hunts: {
        imported: 1,
        skipped: [
          { index: 1, name: null, reason: 'invalid_record' },
          { index: 2, name: null, reason: 'invalid_record' },
        ],
      },
    });
    const [saved] = (
      await app.inject({ method: 'GET', url: '/api/hunts/?scope=mine', headers: fresh.headers })
    ).json<{ results: { id: number }[] }>().results;
    const detail = await app.inject({
      method: 'GET',
      url: `/api/hunts/${saved?.id}/`,
      headers: fresh.headers,
    });
    expect(detail.statusCode).toBe(200);
    // Not kept at all, rather than kept and hidden by the presenter.
    const [row] = await app.db
      .select({ weather: huntsTable.weather })
      .from(huntsTable)
      .where(eq(huntsTable.userId, fresh.user.id));
    expect(row?.weather).toBeNull();
  });

  it('answers 415 for another type and 401 signed out', async () => {
    const fresh = await signUp(app);
    const gpx = await send(fresh, '/api/import/archive/preview/', '<gpx/>', 'application/gpx+xml');
    expect(gpx.statusCode).toBe(415);
    expect(gpx.json()).toMatchObject({ detail: ARCHIVE_IMPORT_MESSAGES.unsupportedType });
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/import/archive/',
      headers: { 'content-type': ZIP },
      payload: archive,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
