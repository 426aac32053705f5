import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CONTENT_TYPES, type ImportFormat } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { importCandidates, previewFile } from './support/imports.js';
import { saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

interface ExportedPoint {
  geometry: { coordinates: [number, number] };
  properties: { name: string; notes: string; type: string };
}

/** What must survive a trip through a file: name, position, notes and type, in a stable order. */
async function exportedLocations(app: TestApp, hunter: Hunter) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/export/locations/?format=geojson',
    headers: hunter.headers,
  });
  return response
    .json<{ features: ExportedPoint[] }>()
    .features.map(({ geometry, properties }) => ({
      name: properties.name,
      notes: properties.notes,
      type: properties.type,
      longitude: geometry.coordinates[0],
      latitude: geometry.coordinates[1],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe(`round trip: locations exported as GPX, KML and GeoJSON import into a fresh hunter on ${testBackend}`, () => {
  let app: TestApp;
  let original: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    original = await signUp(app);
    await saveLocation(app, original, {
      name: 'North "pothole" & blind',
      latitude: 39.4212345,
      longitude: -122.1834567,
      location_type: 'blind',
      description: 'Set decoys <upwind>\nbefore dawn',
      access_notes: 'Gate code 1234',
      privacy_level: 'public',
    });
    await saveLocation(app, original, {
      name: 'Rice check, levee side',
      latitude: -33.000001,
      longitude: 151.999999,
      location_type: 'field',
    });
    await saveLocation(app, original, {
      name: 'Ünterer Weiher — Entenstrich',
      latitude: 47.5,
      longitude: 9.25,
      location_type: 'pond',
      description: 'Ice by Christmas',
      privacy_level: 'friends',
    });
  });
  afterAll(() => app.close());

  it.each<ImportFormat>(['gpx', 'kml', 'geojson'])(
    '%s: names, positions (to 1e-6 degrees), notes and types match',
    async (format) => {
      const file = await app.inject({
        method: 'GET',
        url: `/api/export/locations/?format=${format}`,
        headers: original.headers,
      });
      expect(file.statusCode).toBe(200);
      const fresh = await signUp(app);
      const preview = await previewFile(app, fresh, file.body, IMPORT_CONTENT_TYPES[format]);
      expect(preview.skipped).toEqual([]);
      expect(await importCandidates(app, fresh, preview)).toEqual({ imported: 3, skipped: [] });

      const expected = await exportedLocations(app, original);
      const imported = await exportedLocations(app, fresh);
      expect(imported).toHaveLength(expected.length);
      imported.forEach((location, index) => {
        const before = expected[index];
        expect(location).toMatchObject({
          name: before?.name,
          notes: before?.notes,
          type: before?.type,
        });
        expect(Math.abs(location.latitude - (before?.latitude ?? NaN))).toBeLessThan(1e-6);
        expect(Math.abs(location.longitude - (before?.longitude ?? NaN))).toBeLessThan(1e-6);
      });
    },
  );
});
