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
  | { kind: 'hunt'; featureId: number; properties: HuntProperties }
  | { kind: 'location'; featureId: number; properties: LocationProperties }
  | { kind: 'report'; featureId: number; properties: ReportProperties };

export interface MapCollections {
  hunts?: HuntFeatureCollection;
  locations?: LocationFeatureCollection;
  reports?: ReportFeatureCollection;
}

export interface MapSourceData {
  /** The one clustered source's data: small flat properties only. */
  collection: FeatureCollection<Point>;
  /** The full item behind each feature, by the feature's id. */
  items: Map<number, MapItem>;
}

const KINDS: readonly MapItemKind[] = ['hunt', 'location', 'report'];

/**
 * The source feature's id of an item: a number unique across the three kinds (the item's id
 * times three plus its kind's place). A feature id travels to the worker and into every tile as
 * one varint, where a unique string or number property would grow each tile's value table.
 */
export const mapFeatureId = (kind: MapItemKind, id: number) =>
  id * KINDS.length + KINDS.indexOf(kind);

const speciesIndex = new Map(CLUSTER_SPECIES.map((name, index) => [name, index]));

type Flat = Record<string, string | number>;

function feature(id: number, coordinates: number[], properties: Flat): Feature<Point> {
  return { type: 'Feature', id, geometry: { type: 'Point', coordinates }, properties };
}

function common(kind: MapItemKind, level: Parameters<typeof privacyRank>[0], date: string): Flat {
  return { kind, privacy_rank: privacyRank(level), day: dayNumber(date) ?? 0 };
}

/** ISO timestamps of one format order as their text does: no locale rules needed. */
const newestCreatedFirst = (
  a: { properties: { created_at: string } },
  b: { properties: { created_at: string } },
) =>
  a.properties.created_at < b.properties.created_at
    ? 1
    : a.properties.created_at > b.properties.created_at
      ? -1
      : 0;

/** The newest hunts first (created_at), at most `cap` of them (seed 001 section 9). */
export function capHunts<T extends { properties: { created_at: string } }>(
  features: readonly T[],
  cap: number,
): T[] {
  return [...features].sort(newestCreatedFirst).slice(0, cap);
}

/** One kind's share of the clustered source: its flat features and the full items behind them. */
export interface MapLayerPart {
  features: Feature<Point>[];
  items: MapItem[];
}

const NO_PART: MapLayerPart = { features: [], items: [] };

/**
 * The hunts' share (the newest `cap`): each feature carries what clusters add up (birds, species,
 * days, privacy) under its feature id; popups and modals read the full item.
 */
export function huntPart(collection: HuntFeatureCollection | undefined, cap: number): MapLayerPart {
  if (!collection) return NO_PART;
  const part: MapLayerPart = { features: [], items: [] };
  for (const hunt of capHunts(collection.features, cap)) {
    const p = hunt.properties;
    const featureId = mapFeatureId('hunt', p.id);
    const properties = common('hunt', p.privacy_level, p.date_of_hunt);
    properties.total_birds = p.total_birds;
    for (const name of p.species) {
      const index = speciesIndex.get(name);
      if (index !== undefined) properties[speciesClusterKey(index)] = 1;
    }
    part.items.push({ kind: 'hunt', featureId, properties: p });
    part.features.push(feature(featureId, hunt.geometry.coordinates, properties));
  }
  return part;
}

/** The locations' share: photos, days and privacy for clusters. */
export function locationPart(collection: LocationFeatureCollection | undefined): MapLayerPart {
  if (!collection) return NO_PART;
  const part: MapLayerPart = { features: [], items: [] };
  for (const location of collection.features) {
    const p = location.properties;
    const featureId = mapFeatureId('location', p.id);
    const properties = common('location', p.privacy_level, p.date_added);
    properties.photo_count = p.photo_count;
    part.items.push({ kind: 'location', featureId, properties: p });
    part.features.push(feature(featureId, location.geometry.coordinates, properties));
  }
  return part;
}

/** The reports' share: comments, photos, days and privacy for clusters. */
export function reportPart(collection: ReportFeatureCollection | undefined): MapLayerPart {
  if (!collection) return NO_PART;
  const part: MapLayerPart = { features: [], items: [] };
  for (const report of collection.features) {
    const p = report.properties;
    const featureId = mapFeatureId('report', p.id);
    const properties = common('report', p.privacy_level, p.report_date);
    properties.comment_count = p.comment_count;
    properties.photo_count = p.photo_count;
    part.items.push({ kind: 'report', featureId, properties: p });
    part.features.push(feature(featureId, report.geometry.coordinates, properties));
  }
  return part;
}

/** The kinds' parts as the one clustered source's data, and every item by its feature id. */
export function joinMapParts(parts: readonly MapLayerPart[]): MapSourceData {
  const features = parts.flatMap((part) => part.features);
  const items = new Map<number, MapItem>();
  for (const part of parts) for (const item of part.items) items.set(item.featureId, item);
  return { collection: { type: 'FeatureCollection', features }, items };
}

/** The three kinds as one FeatureCollection for the clustered source. */
export function buildMapSource(collections: MapCollections, huntCap: number): MapSourceData {
  return joinMapParts([
    huntPart(collections.hunts, huntCap),
    locationPart(collections.locations),
    reportPart(collections.reports),
  ]);
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
