import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend, saveLocation } from './support/locations.js';
import { writeReport } from './support/reports.js';
import { signUp, type Hunter } from './support/users.js';

interface PointFeature {
  geometry: { type: string; coordinates: number[] } | null;
  properties: Record<string, unknown> | null;
}

const parseXml = (text: string) => new DOMParser().parseFromString(text, 'text/xml');

describe(`export: a hunter's own items as CSV, GPX, KML and GeoJSON on ${testBackend}`, () => {
  let app: TestApp;
  let owner: Hunter;
  let friend: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    friend = await signUp(app);
    await befriend(app, owner, friend);
    await saveLocation(app, owner, {
      name: 'North "pothole" & blind',
      latitude: 39.4212345,
      longitude: -122.1834567,
      location_type: 'blind',
      description: 'Set decoys <upwind>',
      access_notes: 'Gate code 1234',
      privacy_level: 'private',
    });
    await saveLocation(app, owner, {
      name: 'Rice check, levee side',
      latitude: 39.3011111,
      longitude: -121.7922222,
      location_type: 'field',
      privacy_level: 'public',
    });
    await saveLocation(app, friend, { name: 'Friend spot', privacy_level: 'public' });
    await logHunt(app, owner, {
      date_of_hunt: '2024-11-16',
      notes: 'Fog until 9',
      privacy_level: 'friends',
      birds: [
        { species: 'mallard', gender: 'drake' },
        { species: 'mallard', gender: 'hen' },
        { species: 'canada_goose', gender: 'drake' },
      ],
    });
    await logHunt(app, owner, { date_of_hunt: '2023-12-02', notes: '=cmd|calc' });
    await logHunt(app, friend, { date_of_hunt: '2024-11-17', privacy_level: 'public' });
    await writeReport(app, owner, { title: 'Teal moving', privacy_level: 'public' });
  }, 180_000);
  afterAll(() => app.close());

  const download = (path: string, hunter: Hunter | null = owner) =>
    app.inject({ method: 'GET', url: `/api/export/${path}`, headers: hunter?.headers ?? {} });

  it('writes hunts as CSV, one row per bird with species and sex by their catalogue names', async () => {
    const response = await download('hunts/?format=csv&season=2024');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="marshlog-hunts-2024.csv"',
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'hunt_id,date,latitude,longitude,privacy_level,species,sex,harvested_at,bird_notes,hunt_notes',
    );
    expect(
      lines.slice(1).map((line) => line.split(',').slice(1, 2).concat(line.split(',').slice(5, 7))),
    ).toEqual([
      ['2024-11-16', 'Mallard', 'Drake'],
      ['2024-11-16', 'Mallard', 'Hen'],
      ['2024-11-16', 'Canada Goose', 'Gander'],
    ]);
  });

  it('quotes what a spreadsheet would run as a formula, and keeps a hunt without birds', async () => {
    const response = await download('hunts/?format=csv&season=2023');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,2023-12-02,.*,,,,,'=cmd\|calc$/);
  });

  it('writes locations as GPX waypoints that a GPX reader finds with name, position, notes, date and type', async () => {
    const response = await download('locations/?format=gpx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    const features = gpx(parseXml(response.body)).features as PointFeature[];
    expect(features).toHaveLength(2);
    const blind = features.find((feature) => feature.properties?.type === 'blind');
    expect(blind?.properties?.name).toBe('North "pothole" & blind');
    expect(blind?.properties?.desc).toBe('Set decoys <upwind>\n\nGate code 1234');
    expect(blind?.geometry?.coordinates[0]).toBeCloseTo(-122.1834567, 6);
    expect(blind?.geometry?.coordinates[1]).toBeCloseTo(39.4212345, 6);
    expect(String(blind?.properties?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('writes KML placemarks in one folder per type', async () => {
    const response = await download('locations/?format=kml');
    expect(response.statusCode).toBe(200);
    const document = parseXml(response.body);
    const folders = Array.from(document.getElementsByTagName('Folder')).map(
      (folder) => folder.getElementsByTagName('name')[0]?.textContent,
    );
    expect(folders).toEqual(['blind', 'field']);
    const features = kml(document).features as PointFeature[];
    expect(features.map((feature) => feature.properties?.name)).toEqual([
      'North "pothole" & blind',
      'Rice check, levee side',
    ]);
    expect(features[1]?.geometry?.coordinates.slice(0, 2)).toEqual([-121.7922222, 39.3011111]);
  });

  it('writes GeoJSON points, filtered by privacy level', async () => {
    const response = await download('locations/?format=geojson&privacy_level=public');
    expect(response.statusCode).toBe(200);
    const collection = response.json<{ features: PointFeature[] }>();
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0]).toMatchObject({
      geometry: { type: 'Point', coordinates: [-121.7922222, 39.3011111] },
      properties: { name: 'Rice check, levee side', type: 'field', privacy_level: 'public' },
    });
  });

  it('writes hunts with their harvest in the waypoint notes, and reports', async () => {
    const hunts = gpx(parseXml((await download('hunts/?format=gpx&season=2024')).body))
      .features as PointFeature[];
    expect(hunts).toHaveLength(1);
    expect(hunts[0]?.properties?.desc).toBe(
      'Fog until 9\n\nHarvest: 2 Mallard (Drake, Hen), 1 Canada Goose (Gander)',
    );
    const reports = (await download('reports/?format=geojson')).json<{
      features: PointFeature[];
    }>();
    expect(reports.features.map((feature) => feature.properties?.name)).toEqual(['Teal moving']);
  });

  it("exports only the hunter's own items, and nothing signed out or for bad input", async () => {
    const friendsOwn = (await download('locations/?format=geojson', friend)).json<{
      features: PointFeature[];
    }>();
    expect(friendsOwn.features.map((feature) => feature.properties?.name)).toEqual(['Friend spot']);
    expect((await download('locations/?format=gpx', null)).statusCode).toBe(401);
    expect((await download('locations/?format=shp')).statusCode).toBe(400);
    expect((await download('photos/?format=csv')).statusCode).toBe(400);
    expect((await download('hunts/?format=csv&season=twenty')).statusCode).toBe(400);
  });
});
