import { eq, sql } from 'drizzle-orm';
import { birds, hunts, photos, users } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import { logHunt } from './hunts.js';
import { befriend, saveLocation } from './locations.js';
import { relate, signUp, type Hunter } from './users.js';

/** The cast of hunts-of-every-shape: Dee logs them, Eli is her friend, Gil is blocked by her. */
export interface HuntShapes {
  dee: Hunter;
  eli: Hunter;
  fay: Hunter;
  gil: Hunter;
  /** Every hunt logged, whoever may see it. */
  huntIds: number[];
}

/**
 * Hunts of every shape every hunt answer must write alike: JSON escapes, a place the viewer may
 * or may not see, birds off the catalogue, photos, doubles JavaScript writes differently from
 * PostgreSQL, and weather that misses its schema. Each hunter's `username` starts with `prefix`.
 */
export async function logHuntsOfEveryShape(app: TestApp, prefix: string): Promise<HuntShapes> {
  /** Stores a value as it is, past the API's validation (data from before a rule, or by hand). */
  const store = (huntId: number, values: Partial<typeof hunts.$inferInsert>) =>
    app.db.update(hunts).set(values).where(eq(hunts.id, huntId));
  const storeWeather = (huntId: number, weatherJson: string) =>
    app.db
      .update(hunts)
      .set({ weather: sql`${weatherJson}::jsonb` })
      .where(eq(hunts.id, huntId));

  const dee = await signUp(app, { name: 'Dee Teal', username: `${prefix}_dee` });
  const eli = await signUp(app, { name: 'Eli Wigeon', username: `${prefix}_eli` });
  const fay = await signUp(app, { name: 'Fay Stranger', username: `${prefix}_fay` });
  const gil = await signUp(app, { name: 'Gil Blocked', username: `${prefix}_gil` });
  await befriend(app, dee, eli);
  await relate(app, dee, gil, 'blocked');
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
  const huntIds: number[] = [];
  const log = async (...args: Parameters<typeof logHunt>) => {
    const hunt = await logHunt(...args);
    huntIds.push(hunt.id);
    return hunt;
  };

  const full = await log(app, dee, {
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

  const atPrivateSpot = await log(app, dee, {
    date_of_hunt: '2024-11-20',
    privacy_level: 'friends',
    location: privateSpot.id,
    weather: { humidity: null, moon_phase: null },
  });
  await log(app, dee, { date_of_hunt: '2024-11-19', privacy_level: 'private' });

  const photographed = await log(app, dee, {
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
    storageKey: `photos/${dee.user.id}/${prefix}-${index}.jpg`,
    displayKey: `photos/${dee.user.id}/${prefix}-${index}-display.jpg`,
    thumbnailKey: `photos/${dee.user.id}/${prefix}-${index}-thumb.jpg`,
    fileSize: 1000 + index,
    mimeType: 'image/jpeg',
    width: index === 1 ? 640 : null,
    height: index === 1 ? 480 : null,
    uploadedAt: new Date(Date.UTC(2024, 10, 18, 7, index, 0, 250)),
  });
  await app.db.insert(photos).values([photo(1, false), photo(2, true)]);

  // Doubles JavaScript writes differently from PostgreSQL: exponents, long fractions, -0.
  const numbers = await log(app, dee, {
    date_of_hunt: '2024-11-17',
    privacy_level: 'public',
  });
  await store(numbers.id, {
    latitude: 1e-7,
    longitude: -0.00001234,
    temperature: 0.1 + 0.2,
    windSpeed: 1.5e15,
  });
  const tiny = await log(app, dee, { date_of_hunt: '2024-11-17', privacy_level: 'public' });
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
    const hunt = await log(app, dee, {
      date_of_hunt: `2024-10-${String(10 + index)}`,
      privacy_level: 'public',
    });
    await storeWeather(hunt.id, weather);
  }
  await store(atPrivateSpot.id, { privacyLevel: 'friends' });

  await log(app, eli, { date_of_hunt: '2024-11-21', privacy_level: 'friends' });
  await log(app, fay, { date_of_hunt: '2024-11-22', privacy_level: 'public' });
  return { dee, eli, fay, gil, huntIds };
}
