import { describe, expect, it } from 'vitest';
import {
  CLUSTER_SPECIES,
  dayNumber,
  speciesClusterKey,
  type HuntFeatureCollection,
} from '@marshlog/domain';
import { buildMapSource, capHunts, isFeatureCollection, mapFeatureId } from './map-data';

type HuntFeature = HuntFeatureCollection['features'][number];

function hunt(id: number, createdAt: string, species: string[] = []): HuntFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-121.8, 39.3] },
    properties: {
      id,
      date_of_hunt: '2026-11-20',
      latitude: 39.3,
      longitude: -121.8,
      privacy_level: 'friends',
      notes: '',
      total_birds: 3,
      total_ducks: 3,
      total_geese: 0,
      location_name: null,
      species,
      created_at: createdAt,
      updated_at: createdAt,
      user: { id: 1, username: 'drake', name: 'Drake Hunter' },
      is_owner: false,
      can_edit: false,
    },
  };
}

describe('map source data', () => {
  it('keeps the newest hunts by created_at, at most the cap (200 on phones, 1000 otherwise)', () => {
    const hunts = [
      hunt(1, '2026-11-01T00:00:00Z'),
      hunt(2, '2026-11-03T00:00:00Z'),
      hunt(3, '2026-11-02T00:00:00Z'),
    ];
    expect(capHunts(hunts, 2).map((feature) => feature.properties.id)).toEqual([2, 3]);
  });

  it('gives each feature what clusters add up, and keeps the full item by feature id', () => {
    const source = buildMapSource(
      {
        hunts: {
          type: 'FeatureCollection',
          features: [hunt(7, '2026-11-01T00:00:00Z', ['Mallard'])],
        },
      },
      1000,
    );
    const [feature] = source.collection.features;
    expect(feature?.id).toBe(mapFeatureId('hunt', 7));
    expect(feature?.properties).toEqual({
      kind: 'hunt',
      total_birds: 3,
      privacy_rank: 1,
      day: dayNumber('2026-11-20'),
      [speciesClusterKey(CLUSTER_SPECIES.indexOf('Mallard'))]: 1,
    });
    expect(source.items.get(mapFeatureId('hunt', 7))?.properties.id).toBe(7);
  });

  it('numbers features uniquely across the kinds, so a hunt and a report of one id stay apart', () => {
    const ids = (['hunt', 'location', 'report'] as const).flatMap((kind) =>
      [1, 2, 3].map((id) => mapFeatureId(kind, id)),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('accepts only a FeatureCollection with features', () => {
    expect(isFeatureCollection({ type: 'FeatureCollection', features: [] })).toBe(true);
    expect(isFeatureCollection({ type: 'FeatureCollection' })).toBe(false);
    expect(isFeatureCollection([])).toBe(false);
  });
});
