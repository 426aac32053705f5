import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_LEVELS,
  type Hunt,
  type HuntFeatureCollection,
  type Location,
  type PrivacyLevel,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import {
  buildWorld,
  readersByPrivacy,
  WORLD_VIEWERS,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * A hunt's place, the hunt's `location` field: every hunt level x every place level x every
 * viewer. A viewer who reads the hunt sees `{id, name}` exactly when they may also read the
 * location (its level, or a share: the private place is shared with viewShare); otherwise the
 * hunt shows only its coordinates. The location's hunt list and the map obey the same table.
 */
const readsPlace = (level: PrivacyLevel, viewer: WorldViewer) =>
  readersByPrivacy(level).includes(viewer) || (level === 'private' && viewer === 'viewShare');

const cases = PRIVACY_LEVELS.flatMap((huntLevel) =>
  PRIVACY_LEVELS.flatMap((placeLevel) =>
    WORLD_VIEWERS.map((viewer) => ({
      huntLevel,
      placeLevel,
      viewer,
      readsHunt: readersByPrivacy(huntLevel).includes(viewer),
      readsPlace: readsPlace(placeLevel, viewer),
    })),
  ),
);

describe(`authorization matrix: a hunt's place on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  const placeOf = {} as Record<PrivacyLevel, Location>;
  const huntAt = {} as Record<`${PrivacyLevel}@${PrivacyLevel}`, Hunt>;

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    for (const level of PRIVACY_LEVELS) {
      const saved = await world.request('owner', {
        method: 'POST',
        url: '/api/locations/',
        payload: { name: `The ${level} spot`, latitude: 41, longitude: -119, privacy_level: level },
      });
      expect(saved.statusCode).toBe(201);
      placeOf[level] = saved.json<Location>();
    }
    const shared = await world.request('owner', {
      method: 'POST',
      url: `/api/locations/${placeOf.private.id}/share/`,
      payload: { user_ids: [world.userId('viewShare')], permission_level: 'view' },
    });
    expect(shared.statusCode).toBe(200);
    for (const huntLevel of PRIVACY_LEVELS) {
      for (const placeLevel of PRIVACY_LEVELS) {
        const logged = await world.request('owner', {
          method: 'POST',
          url: '/api/hunts/',
          payload: {
            date_of_hunt: '2019-11-02',
            latitude: 41,
            longitude: -119,
            privacy_level: huntLevel,
            location: placeOf[placeLevel].id,
          },
        });
        expect(logged.statusCode).toBe(201);
        huntAt[`${huntLevel}@${placeLevel}`] = logged.json<Hunt>();
      }
    }
  });
  afterAll(() => app.close());

  it.each(cases)(
    '$huntLevel hunt at a $placeLevel place, $viewer: hunt=$readsHunt place=$readsPlace',
    async ({ huntLevel, placeLevel, viewer, readsHunt, readsPlace }) => {
      const hunt = huntAt[`${huntLevel}@${placeLevel}`];
      const place = placeOf[placeLevel];
      const expected = readsPlace ? { id: place.id, name: place.name } : null;

      const detail = await world.request(viewer, { method: 'GET', url: `/api/hunts/${hunt.id}/` });
      expect(detail.statusCode).toBe(readsHunt ? 200 : 404);
      if (readsHunt) expect(detail.json<Hunt>().location).toEqual(expected);
      if (!readsPlace) expect(detail.body).not.toContain(place.name);

      const list = await world.request(viewer, {
        method: 'GET',
        url: `/api/hunts/?user=${world.userId('owner')}&start_date=2019-11-02`,
      });
      const listed = list.json<{ results: Hunt[] }>().results.find((item) => item.id === hunt.id);
      expect(listed?.location ?? null).toEqual(readsHunt ? expected : null);
      expect(Boolean(listed)).toBe(readsHunt);

      const map = await world.request(viewer, { method: 'GET', url: '/api/hunts/geojson/' });
      const feature = map
        .json<HuntFeatureCollection>()
        .features.find((item) => item.properties.id === hunt.id);
      expect(Boolean(feature)).toBe(readsHunt);
      if (feature) expect(feature.properties.location_name).toBe(readsPlace ? place.name : null);

      const atPlace = await world.request(viewer, {
        method: 'GET',
        url: `/api/hunts/?location=${place.id}`,
      });
      expect(atPlace.statusCode).toBe(readsPlace ? 200 : 404);
      if (readsPlace) {
        const ids = atPlace.json<{ results: Hunt[] }>().results.map((item) => item.id);
        expect(ids.includes(hunt.id)).toBe(readsHunt);
      }
    },
  );

  it.each(
    PRIVACY_LEVELS.flatMap((placeLevel) =>
      WORLD_VIEWERS.map((viewer) => ({
        placeLevel,
        viewer,
        readsPlace: readsPlace(placeLevel, viewer),
        // One hunt at each level was logged at every place, all in the 2019-20 season.
        huntsSeen: PRIVACY_LEVELS.filter((level) => readersByPrivacy(level).includes(viewer))
          .length,
      })),
    ),
  )(
    'seasons at a $placeLevel place, $viewer: place=$readsPlace hunts=$huntsSeen',
    async ({ placeLevel, viewer, readsPlace, huntsSeen }) => {
      const response = await world.request(viewer, {
        method: 'GET',
        url: `/api/locations/${placeOf[placeLevel].id}/seasons/`,
      });
      expect(response.statusCode).toBe(readsPlace ? 200 : 404);
      if (readsPlace) {
        expect(response.json()).toEqual(
          huntsSeen === 0 ? [] : [expect.objectContaining({ season: '2019-20', hunts: huntsSeen })],
        );
      }
    },
  );

  it.each(
    PRIVACY_LEVELS.flatMap((level) =>
      WORLD_VIEWERS.filter((viewer) => viewer !== 'owner' && viewer !== 'signedOut').map(
        (viewer) => ({ level, viewer, allowed: readsPlace(level, viewer) }),
      ),
    ),
  )(
    '$viewer logs a hunt at the owner’s $level place: allowed=$allowed',
    async ({ level, viewer, allowed }) => {
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/hunts/',
        payload: {
          date_of_hunt: '2018-12-01',
          latitude: 41,
          longitude: -119,
          location: placeOf[level].id,
        },
      });
      expect(response.statusCode).toBe(allowed ? 201 : 404);
      if (allowed) expect(response.json<Hunt>().location?.id).toBe(placeOf[level].id);
      if (!allowed) expect(response.body).not.toContain(placeOf[level].name);
    },
  );
});
