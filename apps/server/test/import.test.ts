import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type Location } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { importCandidates, previewFile, uploadForPreview } from './support/imports.js';
import { saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

const anotherAppsGpx = () =>
  fs.readFile(new URL('./fixtures/another-app-waypoints.gpx', import.meta.url), 'utf8');

const GPX = 'application/gpx+xml';
const KML = 'application/vnd.google-earth.kml+xml';
const GEOJSON = 'application/geo+json';

const point = (name: string | null, coordinates: unknown, extra: object = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties: { ...(name === null ? {} : { name }), ...extra },
});

describe(`import: locations from GPX, KML and GeoJSON files on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
  });
  afterAll(() => app.close());

  const myLocations = async (who: Hunter) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/locations/?scope=mine&page_size=100&ordering=name',
        headers: who.headers,
      })
    ).json<{ results: Location[] }>().results;

  it("previews another app's GPX: waypoints with name and notes, the rest left out with reasons", async () => {
    const preview = await previewFile(app, hunter, await anotherAppsGpx(), GPX);
    expect(preview.format).toBe('gpx');
    expect(preview.candidates).toEqual([
      expect.objectContaining({
        name: 'Pintail Pit',
        latitude: 39.421234,
        longitude: -122.183456,
        notes: 'Layout blind on the north levee. Park at the gate.',
        location_type: 'other',
        duplicate_of: null,
      }),
      expect.objectContaining({ name: 'Rice Check 4 & 5', notes: 'Flooded after Nov 1' }),
    ]);
    expect(preview.skipped.map(({ name, reason }) => [name, reason])).toEqual([
      ['Walk in', 'not_a_point'],
      [null, 'unnamed'],
      ['Bad GPS fix', 'out_of_range'],
      ['No latitude', 'no_coordinates'],
    ]);
  });

  it('imports the chosen waypoints as private locations by default, and flags them as saved afterwards', async () => {
    const gpx = await anotherAppsGpx();
    const result = await importCandidates(app, hunter, await previewFile(app, hunter, gpx, GPX));
    expect(result).toEqual({ imported: 2, skipped: [] });
    const saved = await myLocations(hunter);
    expect(saved.map((location) => [location.name, location.privacy_level])).toEqual([
      ['Pintail Pit', 'private'],
      ['Rice Check 4 & 5', 'private'],
    ]);
    const again = await previewFile(app, hunter, gpx, GPX);
    expect(again.candidates.map((candidate) => candidate.duplicate_of)).toEqual(
      saved.map((location) => location.id),
    );
  });

  it('flags a duplicate by place (within 25 m) and name, not by either alone', async () => {
    const owner = await signUp(app);
    const slough = await saveLocation(app, owner, {
      name: 'Cattail Slough',
      latitude: 40,
      longitude: -120,
    });
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        point(' cattail slough ', [-120.0002, 40.0001]), // about 20 m away, same name
        point('Cattail Slough', [-120.001, 40]), // about 85 m away
        point('Other Slough', [-120, 40]),
        point('Other Slough', [-120, 40.0001]), // repeats the one before
      ],
    });
    const preview = await previewFile(app, owner, file, GEOJSON);
    expect(preview.candidates.map((candidate) => candidate.duplicate_of)).toEqual([
      slough.id,
      null,
      null,
    ]);
    expect(preview.skipped).toEqual([{ index: 3, name: 'Other Slough', reason: 'repeated' }]);

    const response = await app.inject({
      method: 'POST',
      url: '/api/import/locations/',
      headers: owner.headers,
      payload: {
        privacy_level: 'friends',
        locations: preview.candidates.map(({ name, latitude, longitude }) => ({
          name,
          latitude,
          longitude,
        })),
      },
    });
    expect(response.json()).toEqual({
      imported: 2,
      skipped: [{ index: 0, name: 'cattail slough', reason: 'duplicate' }],
    });
    const saved = (await myLocations(owner)).map(
      (location) => `${location.name}: ${location.privacy_level}`,
    );
    expect(saved.sort()).toEqual([
      'Cattail Slough: friends',
      'Cattail Slough: private',
      'Other Slough: friends',
    ]);
  });

  it('reads KML placemarks and a generic XML upload by its root element', async () => {
    const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><name>Spots</name>
  <Placemark><name>Goose field</name><description><![CDATA[Ask <b>Bill</b>]]></description>
    <Point><coordinates>-121.5,39.5,0</coordinates></Point></Placemark>
  <Placemark><name>Refuge boundary</name>
    <Polygon><outerBoundaryIs><LinearRing><coordinates>-121,39 -121.1,39 -121.1,39.1 -121,39</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
  <Placemark><name>Lost pin</name></Placemark>
</Folder></Document></kml>`;
    for (const type of [KML, 'application/xml']) {
      const preview = await previewFile(app, hunter, kml, type);
      expect(preview.format).toBe('kml');
      expect(preview.candidates).toEqual([
        expect.objectContaining({
          name: 'Goose field',
          notes: 'Ask <b>Bill</b>',
          longitude: -121.5,
        }),
      ]);
      expect(preview.skipped.map((skipped) => skipped.reason)).toEqual([
        'not_a_point',
        'no_coordinates',
      ]);
    }
  });

  it('refuses a malformed file, naming the problem', async () => {
    const malformed = await uploadForPreview(
      app,
      hunter,
      '<gpx><wpt lat="1" lon="2"><name>a</wpt></gpx>',
      GPX,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ detail: string }>().detail).toMatch(
      /^This GPX file is malformed XML: .*unexpected close tag/,
    );
    const kmlAsGpx = await uploadForPreview(app, hunter, '<kml></kml>', GPX);
    expect(kmlAsGpx.json()).toMatchObject({ detail: IMPORT_MESSAGES.wrongRoot('gpx') });
    const badJson = await uploadForPreview(app, hunter, '{"type": "FeatureCollection",', GEOJSON);
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<{ detail: string }>().detail).toMatch(
      /^This GeoJSON file is not valid JSON/,
    );
    const notGeoJson = await uploadForPreview(
      app,
      hunter,
      '{"type": "Topology"}',
      'application/json',
    );
    expect(notGeoJson.json()).toMatchObject({ detail: IMPORT_MESSAGES.notGeoJson });
    const empty = await uploadForPreview(app, hunter, '', GPX);
    expect(empty.statusCode).toBe(400);
  });

  it('refuses XML with external entities or a DOCTYPE, and never expands them', async () => {
    for (const file of [
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><gpx><wpt lat="1" lon="2"><name>&xxe;</name></wpt></gpx>',
      '<!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><kml><Placemark><name>&b;</name></Placemark></kml>',
      '<!doctype gpx><gpx/>',
    ]) {
      const response = await uploadForPreview(app, hunter, file, 'text/xml');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: IMPORT_MESSAGES.doctype });
    }
  });

  it('answers 415 for another type and 413 for a file over the limit', async () => {
    const csv = await uploadForPreview(app, hunter, 'name,lat,lon\n', 'text/csv');
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toMatchObject({ detail: IMPORT_MESSAGES.unsupportedType });
    const huge = await uploadForPreview(app, hunter, Buffer.alloc(IMPORT_MAX_BYTES + 1, 32), GPX);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ detail: IMPORT_MESSAGES.tooLarge });
  });

  it('saves nothing when one chosen waypoint is invalid, and answers 401 signed out', async () => {
    const before = (await myLocations(hunter)).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/import/locations/',
      headers: hunter.headers,
      payload: {
        locations: [
          { name: 'Good spot', latitude: 39, longitude: -121 },
          { name: 'Bad spot', latitude: 91, longitude: -121 },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { 'locations.1.latitude': [expect.any(String)] },
    });
    expect(await myLocations(hunter)).toHaveLength(before);
    expect((await uploadForPreview(app, null, await anotherAppsGpx(), GPX)).statusCode).toBe(401);
  });
});
