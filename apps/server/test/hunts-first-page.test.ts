import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { birds, hunts, photos, users } from '../src/db/schema.js';
import { huntListFirstPage } from '../src/modules/hunts/first-page.js';
import { createStorage } from '../src/platform/storage/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend, saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

/**
 * The hunt list's first page is written by the database (modules/hunts/hunt-json.ts, with photos
 * put in by first-page.ts); every other page is presented in JavaScript and serialized through
 * the response schema. The two must answer the same bytes for every viewer, stored data that
 * misses its schema included.
 */
describe(`hunt list first page written by the database on ${testBackend}`, () => {
  /** The app's own secret, so photo URLs signed outside it carry its signatures. */
  const serverSecret = 'first-page-test-secret-0123456789abcdef0123456789';
  let app: TestApp;
  let dee: Hunter;
  let eli: Hunter;
  let fay: Hunter;

  /** Stores a value as it is, past the API's validation (data from before a rule, or by hand). */
  const store = (huntId: number, values: Partial<typeof hunts.$inferInsert>) =>
    app.db.update(hunts).set(values).where(eq(hunts.id, huntId));
  const storeWeather = (huntId: number, weatherJson: string) =>
    app.db
      .update(hunts)
      .set({ weather: sql`${weatherJson}::jsonb` })
      .where(eq(hunts.id, huntId));

  beforeAll(async () => {
    app = await createTestApp({ jwtSecret: serverSecret });
    dee = await signUp(app, { name: 'Dee Teal', username: 'list_dee' });
    eli = await signUp(app, { name: 'Eli Wigeon', username: 'list_eli' });
    fay = await signUp(app, { name: 'Fay Stranger', username: 'list_fay' });
    await befriend(app, dee, eli);
    // A name with JavaScript white space around and inside it: first_name is its first word.
    await app.db
      .update(users)
      .set({ name: '\u00a0 Dee\u2003Teal\t', profileImageUrl: 'https://example.test/dee.png' })
      .where(eq(users.id, dee.user.id));

    const publicSpot = await saveLocation(app, dee, {
      name: 'Back "bay"',
      privacy_level: 'public',
    });
    const privateSpot = await saveLocation(app, dee, { name: 'Secret slough' });

    const full = await logHunt(app, dee, {
      date_of_hunt: '2024-11-20',
      privacy_level: 'public',
      location: publicSpot.id,
      notes: 'Line\nbreak, "quotes", tab\t, \\ and \u0001 é 🦆',
      weather_conditions: 'Fog',
      temperature: -3.5,
      wind_speed: 12.25,
      wind_direction: 'NW',
      weather: {
        humidity: 87.5,
        barometric_pressure: 30.1,
        moon_phase: 'Waxing 🌔',
        sunrise: '06:41',
        sunset: '16:52',
      },
      birds: [
        {
          species: 'mallard',
          gender: 'drake',
          quantity: 2,
          harvested_at: '07:15',
          notes: 'Banded',
        },
        { species: 'mallard', gender: 'hen', quantity: 1 },
        { species: 'white_fronted_goose', gender: 'hen', quantity: 1, harvested_at: '16:30' },
        { species: 'canada_goose', gender: 'drake', quantity: 1 },
      ],
    });
    // A species the catalogue no longer lists, and a time with seconds and a fraction.
    await app.db.insert(birds).values([
      { huntId: full.id, species: "dodo's", gender: 'hen', notes: '' },
      { huntId: full.id, species: 'mallard', gender: 'drake', harvestedAt: '05:01:59.5' },
    ]);

    const atPrivateSpot = await logHunt(app, dee, {
      date_of_hunt: '2024-11-20',
      privacy_level: 'friends',
      location: privateSpot.id,
      weather: { humidity: null, moon_phase: null },
    });
    await logHunt(app, dee, { date_of_hunt: '2024-11-19', privacy_level: 'private' });

    const photographed = await logHunt(app, dee, {
      date_of_hunt: '2024-11-18',
      privacy_level: 'public',
    });
    const photo = (index: number, isPrimary: boolean) => ({
      userId: dee.user.id,
      contentType: 'hunt',
      objectId: photographed.id,
      filename: `blind ${index}.jpg`,
      caption: index === 1 ? 'Sunrise "over" the decoys' : '',
      isPrimary,
      storageKey: `photos/${dee.user.id}/first-page-${index}.jpg`,
      displayKey: `photos/${dee.user.id}/first-page-${index}-display.jpg`,
      thumbnailKey: `photos/${dee.user.id}/first-page-${index}-thumb.jpg`,
      fileSize: 1000 + index,
      mimeType: 'image/jpeg',
      width: index === 1 ? 640 : null,
      height: index === 1 ? 480 : null,
      uploadedAt: new Date(Date.UTC(2024, 10, 18, 7, index, 0, 250)),
    });
    await app.db.insert(photos).values([photo(1, false), photo(2, true)]);

    // Doubles JavaScript writes differently from PostgreSQL: exponents, long fractions, -0.
    const numbers = await logHunt(app, dee, {
      date_of_hunt: '2024-11-17',
      privacy_level: 'public',
    });
    await store(numbers.id, {
      latitude: 1e-7,
      longitude: -0.00001234,
      temperature: 0.1 + 0.2,
      windSpeed: 1.5e15,
    });
    const tiny = await logHunt(app, dee, { date_of_hunt: '2024-11-17', privacy_level: 'public' });
    await store(tiny.id, { latitude: -0, longitude: 2.5e-8, temperature: 1e21, windSpeed: 123e-6 });

    // Weather as JSON.parse and the schema read it: rounded doubles, and null when off-schema.
    const weathers = [
      '{"humidity": 50.0000000000000000001, "barometric_pressure": 1e-400, "extra": true}',
      '{"humidity": 150}',
      `{"moon_phase": "${'🌕'.repeat(25)}x"}`,
      `{"moon_phase": "${'🌕'.repeat(25)}"}`,
      '{"sunrise": 6}',
      '[1, 2]',
      '"calm"',
      'null',
      '{}',
    ];
    for (const [index, weather] of weathers.entries()) {
      const hunt = await logHunt(app, dee, {
        date_of_hunt: `2024-10-${String(10 + index)}`,
        privacy_level: 'public',
      });
      await storeWeather(hunt.id, weather);
    }
    await store(atPrivateSpot.id, { privacyLevel: 'friends' });

    await logHunt(app, eli, { date_of_hunt: '2024-11-21', privacy_level: 'friends' });
    await logHunt(app, fay, { date_of_hunt: '2024-11-22', privacy_level: 'public' });
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const results = (body: string) => body.slice(body.indexOf('"results":'));

  const viewers = [
    ['the owner', () => dee],
    ['a friend', () => eli],
    ['a stranger', () => fay],
    ['a visitor', () => undefined],
  ] as const;

  it.each(viewers)('answers %s the same bytes as the presented page', async (_who, hunter) => {
    // Photo URLs carry their expiry: both pages are signed at the same moment.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const headers = hunter()?.headers;
    for (const query of [
      '',
      'scope=mine',
      'scope=friends',
      'ordering=date_of_hunt',
      'ordering=-total_birds',
    ]) {
      const written = await app.inject({ method: 'GET', url: `/api/hunts/?${query}`, headers });
      // A filter that narrows nothing takes the presented path.
      const presented = await app.inject({
        method: 'GET',
        url: `/api/hunts/?${query}&start_date=1900-01-01`,
        headers,
      });
      expect(written.statusCode).toBe(200);
      expect(presented.statusCode).toBe(200);
      expect(written.headers['content-type']).toBe(presented.headers['content-type']);
      expect(results(written.body)).toBe(results(presented.body));
      expect(written.json<{ count: number }>().count).toBe(
        presented.json<{ count: number }>().count,
      );
    }
  });

  it.each(viewers)('writes the page for %s in the database', async (_who, hunter) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const viewer = hunter();
    const storage = createStorage(app.config, serverSecret);
    const page = await huntListFirstPage(
      { db: app.db, storage },
      viewer?.user.id ?? null,
      'all',
      '-date_of_hunt',
    );
    const presented = await app.inject({
      method: 'GET',
      url: '/api/hunts/?start_date=1900-01-01',
      headers: viewer?.headers,
    });
    expect(`"results":[${page.hunts.join(',')}]}`).toBe(results(presented.body));
    expect(page.count).toBe(presented.json<{ count: number }>().count);
    expect(page.hunts.length).toBeGreaterThan(3);
    const shown = JSON.parse(`[${page.hunts.join(',')}]`) as {
      photos: unknown[];
      weather: unknown;
      location: unknown;
    }[];
    expect(shown.some((hunt) => hunt.photos.length === 2)).toBe(true);
    expect(shown.some((hunt) => hunt.weather !== null)).toBe(true);
    expect(shown.some((hunt) => hunt.location !== null)).toBe(true);
  });
});
