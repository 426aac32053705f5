import { strToU8, zipSync } from 'fflate';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacyLevel } from '@marshlog/domain';
import { activities } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { feedOf } from './support/feed.js';
import { befriend } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

/**
 * Issue 28's decision: a private import writes no activity; a friends or public one records each
 * location (and each archive hunt) as creating it would, seen by that level's audience.
 */
describe(`import: the activities an import writes, on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  let friend: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
    friend = await signUp(app);
    await befriend(app, hunter, friend);
  });
  afterAll(() => app.close());

  const activitiesOf = async (who: Hunter) =>
    (
      await app.db
        .select()
        .from(activities)
        .where(eq(activities.userId, who.user.id))
        .orderBy(asc(activities.id))
    ).filter((row) => row.activityType !== 'friend_added');

  const importLocations = async (level: PrivacyLevel, name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/import/locations/',
      headers: hunter.headers,
      payload: {
        privacy_level: level,
        locations: [
          { name: `${name} north`, latitude: 39.1, longitude: -121.1 },
          { name: `${name} south`, latitude: 39.2, longitude: -121.2 },
        ],
      },
    });
    expect(response.json()).toMatchObject({ imported: 2 });
  };

  it('a private import of locations writes no activity at all', async () => {
    await importLocations('private', 'Quiet slough');
    expect(await activitiesOf(hunter)).toEqual([]);
    const own = await feedOf(app, hunter);
    expect(own.results.filter((a) => a.activity_type === 'location_created')).toEqual([]);
  });

  it('a friends import records location_created for each location, in the friend’s feed', async () => {
    await importLocations('friends', 'Shared rice');
    const written = await activitiesOf(hunter);
    expect(written.map((row) => [row.activityType, row.contentTitle, row.privacyLevel])).toEqual([
      ['location_created', 'Shared rice north', 'friends'],
      ['location_created', 'Shared rice south', 'friends'],
    ]);
    const seen = (await feedOf(app, friend)).results
      .filter((activity) => activity.activity_type === 'location_created')
      .map((activity) => activity.content_object_data.title);
    expect(seen.sort()).toEqual(['Shared rice north', 'Shared rice south']);
  });

  it('an archive imported as public records each location and hunt; imported as private, none', async () => {
    const archive = Buffer.from(
      zipSync({
        'marshlog.json': strToU8(
          JSON.stringify({
            format: 'marshlog-archive',
            version: 1,
            locations: [
              {
                id: 7,
                name: 'Archive marsh',
                locationType: 'marsh',
                description: '',
                accessNotes: '',
                latitude: 38,
                longitude: -122,
              },
            ],
            hunts: [
              {
                dateOfHunt: '2024-11-16',
                latitude: 38,
                longitude: -122,
                notes: '',
                locationId: 7,
                birds: [{ species: 'mallard', gender: 'drake', notes: '' }],
              },
            ],
          }),
        ),
      }),
    );
    const send = async (who: Hunter, level: PrivacyLevel) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/import/archive/?privacy_level=${level}`,
        headers: { ...who.headers, 'content-type': 'application/zip' },
        payload: archive,
      });
      expect(response.statusCode).toBe(200);
    };
    const quiet = await signUp(app);
    await send(quiet, 'private');
    expect(await activitiesOf(quiet)).toEqual([]);

    const open = await signUp(app);
    await send(open, 'public');
    expect(
      (await activitiesOf(open)).map((row) => [
        row.activityType,
        row.contentType,
        row.privacyLevel,
      ]),
    ).toEqual([
      ['location_created', 'location', 'public'],
      ['hunt_created', 'hunt', 'public'],
    ]);
  });
});
