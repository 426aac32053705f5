import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PRIVACY_LEVELS,
  huntFeaturePropertiesSchema,
  locationFeaturePropertiesSchema,
  reportFeaturePropertiesSchema,
  speciesLabel,
  type Hunt,
} from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { logHunt } from '../support/hunts.js';
import { saveLocation, shareWith } from '../support/locations.js';
import { REPORT_SETUPS, writeMatrixReports, type ReportSetup } from './report-items.js';
import { WORLD_VIEWERS, buildWorld, type World, type WorldViewer } from './world.js';

/**
 * Map GeoJSON is built in SQL and streamed (DESIGN.md section 8), with its abilities from the
 * visibility module's SQL forms (`huntPermissionsSql`, `locationPermissionsSql`,
 * `reportPermissionsSql`). Here every map's feature properties are held, key by key of the
 * domain's feature-properties schema (iterated, not hand-picked), to what the item's own answer
 * (the one presenter and the single-record policy) says for the same viewer, every viewer of the
 * matrix. A key the item's answer names differently is derived from that answer below, one line
 * each; a key neither names fails, so a new feature key cannot go unchecked.
 */

type Answer = Record<string, unknown>;

/** How a feature key reads off the item's answer where the answer has no key of that name. */
type Derived = Record<string, (answer: Answer) => unknown>;

interface MapKind {
  name: string;
  geojson: string;
  detail: (id: number) => string;
  schema: z.ZodObject;
  derived: Derived;
}

const huntOf = (answer: Answer) => answer as unknown as Hunt;

const MAPS: MapKind[] = [
  {
    name: 'hunts',
    geojson: '/api/hunts/geojson/',
    detail: (id) => `/api/hunts/${id}/`,
    schema: huntFeaturePropertiesSchema,
    derived: {
      location_name: (answer) => huntOf(answer).location?.name ?? null,
      species: (answer) =>
        [...new Set(huntOf(answer).birds.map((bird) => bird.species))].map(speciesLabel).sort(),
    },
  },
  {
    name: 'locations',
    geojson: '/api/locations/geojson/',
    detail: (id) => `/api/locations/${id}/`,
    schema: locationFeaturePropertiesSchema,
    derived: {},
  },
  {
    name: 'reports',
    geojson: '/api/reports/geojson/',
    detail: (id) => `/api/reports/${id}/`,
    schema: reportFeaturePropertiesSchema,
    derived: {},
  },
];

/** The object schema inside a field (itself, or behind nullable), for nested feature objects. */
function objectSchemaOf(field: unknown): z.ZodObject | undefined {
  if (field instanceof z.ZodObject) return field;
  if (field instanceof z.ZodNullable) return objectSchemaOf(field.unwrap());
  return undefined;
}

/** The answer's value read as the feature schema's field declares it (nested objects narrowed). */
function asDeclared(field: unknown, value: unknown): unknown {
  const nested = objectSchemaOf(field);
  if (!nested || value === null || typeof value !== 'object') return value;
  const entries = Object.entries(nested.shape).map(([key, inner]) => [
    key,
    asDeclared(inner, (value as Answer)[key]),
  ]);
  return Object.fromEntries(entries);
}

/** Each declared key of the feature, against the item's answer; returns the keys compared. */
function expectFeatureSaysAsItem(map: MapKind, properties: Answer, answer: Answer, where: string) {
  expect(Object.keys(properties), where).toEqual(Object.keys(map.schema.shape));
  for (const [key, field] of Object.entries(map.schema.shape)) {
    const derive = map.derived[key];
    if (!derive && !(key in answer)) throw new Error(`${where}: no answer says ${key}`);
    const expected = asDeclared(field, derive ? derive(answer) : answer[key]);
    expect(properties[key], `${where}: ${key}`).toEqual(expected);
  }
}

const EXTRA_REPORT_SETUPS: ReportSetup[] = [
  { name: 'public, no comments', level: 'public', policy: 'public', flagsOff: ['allow_comments'] },
  {
    name: 'public, hunter hidden',
    level: 'public',
    policy: 'public',
    flagsOff: ['show_hunter_info'],
  },
  {
    name: 'friends, place withheld',
    level: 'friends',
    policy: 'group',
    flagsOff: ['allow_location_sharing'],
  },
];

describe(`authorization matrix: GeoJSON properties as the item says on ${testBackend}`, () => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    const { owner, viewShare, editShare } = world.hunters;
    for (const level of PRIVACY_LEVELS) {
      const place = await saveLocation(world.app, owner, {
        name: `Map ${level} marsh`,
        privacy_level: level,
        description: `A ${level} "marsh"`,
      });
      await shareWith(world.app, owner, place.id, [viewShare], 'view');
      await shareWith(world.app, owner, place.id, [editShare], 'edit');
      await logHunt(world.app, owner, {
        privacy_level: level,
        location: place.id,
        notes: `Opener at the ${level} marsh`,
        birds: [
          { species: 'mallard', gender: 'drake', quantity: 2 },
          { species: 'gadwall', gender: 'hen', quantity: 1 },
        ],
      });
      await logHunt(world.app, owner, { privacy_level: level, notes: 'No birds, no place' });
    }
    // A friend's own hunt and spot: the owner sees them as a friend does.
    await logHunt(world.app, world.hunters.friend, { privacy_level: 'friends' });
    await saveLocation(world.app, world.hunters.friend, { privacy_level: 'friends' });
    await writeMatrixReports(world, [...REPORT_SETUPS, ...EXTRA_REPORT_SETUPS]);
  });
  afterAll(() => world.app.close());

  const cases = MAPS.flatMap((map) => WORLD_VIEWERS.map((viewer) => ({ map, viewer })));

  it.each(cases)(
    '$map.name for $viewer',
    async ({ map, viewer }: { map: MapKind; viewer: WorldViewer }) => {
      const response = await world.request(viewer, { method: 'GET', url: map.geojson });
      expect(response.statusCode).toBe(200);
      const features = response.json<{ features: { properties: Answer }[] }>().features;
      expect(features.length, 'a map with features').toBeGreaterThan(0);
      for (const { properties } of features) {
        const id = properties.id as number;
        const item = await world.request(viewer, { method: 'GET', url: map.detail(id) });
        expect(item.statusCode, `${map.name} ${id} on the map answers alone`).toBe(200);
        expectFeatureSaysAsItem(map, properties, item.json<Answer>(), `${map.name} ${id}`);
      }
    },
  );
});
