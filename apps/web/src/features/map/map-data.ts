import type { Feature, FeatureCollection, Point } from 'geojson';
import {
  CLUSTER_SPECIES,
  dayNumber,
  privacyRank,
  speciesClusterKey,
  type HuntFeatureCollection,
  type LocationFeatureCollection,
  type MapItemKind,
  type ReportFeatureCollection,
} from '@marshlog/domain';

export type HuntProperties = HuntFeatureCollection['features'][number]['properties'];
export type LocationProperties = LocationFeatureCollection['features'][number]['properties'];
export type ReportProperties = ReportFeatureCollection['features'][number]['properties'];

/** One item on the map, with the full properties its popup and modal show. */
export type MapItem =
  | { kind: 'hunt'; key: string; properties: HuntProperties }
  | { kind: 'location'; key: string; properties: LocationProperties }
  | { kind: 'report'; key: string; properties: ReportProperties };

export interface MapCollections {
  hunts?: HuntFeatureCollection;
  locations?: LocationFeatureCollection;
  reports?: ReportFeatureCollection;
}

export interface MapSourceData {
  /** The one clustered source's data: small flat properties only. */
  collection: FeatureCollection<Point>;
  /** The full item behind each feature, by its `key` property. */
  items: Map<string, MapItem>;
}

export const itemKey = (kind: MapItemKind, id: number) => `${kind}-${id}`;

const speciesIndex = new Map(CLUSTER_SPECIES.map((name, index) => [name, index]));

type Flat = Record<string, string | number>;

function feature(key: string, coordinates: number[], properties: Flat): Feature<Point> {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties: { key, ...properties },
  };
}

function common(
  kind: MapItemKind,
  id: number,
  level: Parameters<typeof privacyRank>[0],
  date: string,
): Flat {
  return { kind, id, privacy_rank: privacyRank(level), day: dayNumber(date) ?? 0 };
}

/** The newest hunts first (created_at), at most `cap` of them (seed 001 section 9). */
export function capHunts<T extends { properties: { created_at: string } }>(
  features: readonly T[],
  cap: number,
): T[] {
  return [...features]
    .sort((a, b) => b.properties.created_at.localeCompare(a.properties.created_at))
    .slice(0, cap);
}

/**
 * The three kinds as one FeatureCollection for the clustered source. Each feature carries what
 * clusters add up (birds, comments, photos, species, days, privacy) and its key; popups and
 * modals read the full item from `items`.
 */
export function buildMapSource(collections: MapCollections, huntCap: number): MapSourceData {
  const features: Feature<Point>[] = [];
  const items = new Map<string, MapItem>();
  for (const hunt of capHunts(collections.hunts?.features ?? [], huntCap)) {
    const p = hunt.properties;
    const key = itemKey('hunt', p.id);
    const flags: Flat = {};
    for (const name of p.species) {
      const index = speciesIndex.get(name);
      if (index !== undefined) flags[speciesClusterKey(index)] = 1;
    }
    items.set(key, { kind: 'hunt', key, properties: p });
    features.push(
      feature(key, hunt.geometry.coordinates, {
        ...common('hunt', p.id, p.privacy_level, p.date_of_hunt),
        total_birds: p.total_birds,
        ...flags,
      }),
    );
  }
  for (const location of collections.locations?.features ?? []) {
    const p = location.properties;
    const key = itemKey('location', p.id);
    items.set(key, { kind: 'location', key, properties: p });
    features.push(
      feature(key, location.geometry.coordinates, {
        ...common('location', p.id, p.privacy_level, p.date_added),
        photo_count: p.photo_count,
      }),
    );
  }
  for (const report of collections.reports?.features ?? []) {
    const p = report.properties;
    const key = itemKey('report', p.id);
    items.set(key, { kind: 'report', key, properties: p });
    features.push(
      feature(key, report.geometry.coordinates, {
        ...common('report', p.id, p.privacy_level, p.report_date),
        comment_count: p.comment_count,
        photo_count: p.photo_count,
      }),
    );
  }
  return { collection: { type: 'FeatureCollection', features }, items };
}

/** The seed's check of a map data answer: a FeatureCollection with features. */
export function isFeatureCollection(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'FeatureCollection' &&
    Array.isArray((value as { features?: unknown }).features)
  );
}
