import type { GeoJSONSourceSpecification, LayerSpecification } from 'maplibre-gl';
import {
  CLUSTER_SPECIES,
  MAP_CLUSTER,
  MAP_CLUSTER_COLOURS,
  MAP_KIND_COLOURS,
  speciesClusterKey,
} from '@marshlog/domain';

export const ITEMS_SOURCE = 'marshlog-items';
export const LAYER_IDS = {
  clusters: 'marshlog-clusters',
  clusterCount: 'marshlog-cluster-count',
  points: 'marshlog-points',
  selection: 'marshlog-selection',
} as const;
/** Layers a pointer can pick: clusters and single items. */
export const PICKABLE_LAYERS = [LAYER_IDS.clusters, LAYER_IDS.points];

/** What each cluster adds up (seed 001 section 3): totals, species counts, first and last day, privacy. */
function clusterProperties(): Record<string, unknown> {
  const species = Object.fromEntries(
    CLUSTER_SPECIES.map((_, index) => {
      const key = speciesClusterKey(index);
      return [key, ['+', ['coalesce', ['get', key], 0]]];
    }),
  );
  return {
    totalBirds: ['+', ['coalesce', ['get', 'total_birds'], 0]],
    totalComments: ['+', ['coalesce', ['get', 'comment_count'], 0]],
    totalPhotos: ['+', ['coalesce', ['get', 'photo_count'], 0]],
    privacyRank: ['min', ['get', 'privacy_rank']],
    dayMin: ['min', ['get', 'day']],
    dayMax: ['max', ['get', 'day']],
    ...species,
  };
}

/**
 * How far past its edge each tile carries features, in pixels of a 512 px tile: the largest
 * cluster circle (radius 40, stroke 2) fits inside 64. MapLibre's default of 128 copies every
 * point near a tile edge into more neighbours, which 100k points pay for in the worker.
 */
const TILE_BUFFER = 64;

export function itemsSource(clustered: boolean): GeoJSONSourceSpecification {
  return {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    buffer: TILE_BUFFER,
    cluster: clustered,
    clusterRadius: MAP_CLUSTER.radius,
    clusterMaxZoom: MAP_CLUSTER.maxZoom,
    clusterMinPoints: MAP_CLUSTER.minPoints,
    clusterProperties: clusterProperties(),
  };
}

const [firstStep, secondStep] = MAP_CLUSTER.steps;
const [small, medium, large] = MAP_CLUSTER.radii;

export const itemLayers: LayerSpecification[] = [
  {
    id: LAYER_IDS.clusters,
    type: 'circle',
    source: ITEMS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': [
        'step',
        ['get', 'point_count'],
        MAP_CLUSTER_COLOURS[0],
        firstStep,
        MAP_CLUSTER_COLOURS[1],
        secondStep,
        MAP_CLUSTER_COLOURS[2],
      ],
      'circle-radius': [
        'step',
        ['get', 'point_count'],
        small,
        firstStep,
        medium,
        secondStep,
        large,
      ],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
      'circle-opacity': 0.9,
    },
  },
  {
    id: LAYER_IDS.clusterCount,
    type: 'symbol',
    source: ITEMS_SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': ['Noto Sans Regular'],
      'text-size': 13,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#0f1a17' },
  },
  {
    id: LAYER_IDS.points,
    type: 'circle',
    source: ITEMS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': [
        'match',
        ['get', 'kind'],
        'hunt',
        MAP_KIND_COLOURS.hunt,
        'location',
        MAP_KIND_COLOURS.location,
        MAP_KIND_COLOURS.report,
      ],
      // Small dots with a thin ring over a whole country, full markers close in: a software
      // renderer pays for every pixel of 100k circles on each frame.
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 3, 12, 8],
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 4, 1, 10, 2],
      'circle-stroke-color': '#ffffff',
    },
  },
];
