import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  mapConfigSchema,
  type HuntFeatureCollection,
  type LocationFeatureCollection,
  type ReportFeatureCollection,
  type TimeRange,
  type ViewBox,
} from '@marshlog/domain';
import { api } from '../../api';
import { isFeatureCollection } from './map-data';

export type MapLayerKind = 'hunts' | 'locations' | 'reports';
export const MAP_LAYER_KINDS: readonly MapLayerKind[] = ['hunts', 'locations', 'reports'];

interface LayerAnswers {
  hunts: HuntFeatureCollection;
  locations: LocationFeatureCollection;
  reports: ReportFeatureCollection;
}

const paths: Record<MapLayerKind, string> = {
  hunts: '/hunts/geojson/',
  locations: '/locations/geojson/',
  reports: '/reports/geojson/',
};

/** Locations take no time range (seed 001 section 7): only hunts and reports are dated. */
const dated: Record<MapLayerKind, boolean> = { hunts: true, locations: false, reports: true };

export interface MapLayerFilters {
  range: TimeRange | null;
  /** The culled area to fetch; null for everywhere. */
  bbox: ViewBox | null;
}

export const mapKeys = {
  all: ['map'] as const,
  config: () => [...mapKeys.all, 'config'] as const,
  firstView: () => [...mapKeys.all, 'first-view'] as const,
  layers: () => [...mapKeys.all, 'layer'] as const,
  layer: (kind: MapLayerKind, filters: MapLayerFilters) =>
    [...mapKeys.layers(), kind, filters] as const,
  kind: (kind: MapLayerKind) => [...mapKeys.layers(), kind] as const,
};

/** The base map the server is configured with; asked once per visit. */
export function useMapConfig() {
  return useQuery({
    queryKey: mapKeys.config(),
    queryFn: () => api.get('/map/config/', { schema: mapConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const MAP_DATA_SHAPE_MESSAGE = 'Map data response must be a FeatureCollection with features';

async function fetchLayer<K extends MapLayerKind>(
  kind: K,
  filters: MapLayerFilters,
  signal: AbortSignal,
): Promise<LayerAnswers[K]> {
  try {
    const answer = await api.get<LayerAnswers[K]>(paths[kind], {
      signal,
      query: {
        ...(dated[kind] && filters.range ? filters.range : {}),
        bbox: filters.bbox?.join(','),
      },
    });
    if (!isFeatureCollection(answer)) throw new Error(MAP_DATA_SHAPE_MESSAGE);
    return answer;
  } catch (error) {
    // The seed: map data failures are logged and rethrown (the map shows 'Map Error: ...').
    if (!signal.aborted) console.error(`Map data of ${kind} failed to load`, error);
    throw error;
  }
}

export interface MapDataSettings {
  staleTimeMs: number;
  retries: number;
}

/** One layer's GeoJSON, fetched only while the layer is on; the last answer stays while the next loads. */
export function useMapLayer<K extends MapLayerKind>(
  kind: K,
  filters: MapLayerFilters,
  enabled: boolean,
  settings: MapDataSettings,
) {
  return useQuery({
    queryKey: mapKeys.layer(kind, filters),
    queryFn: ({ signal }) => fetchLayer(kind, filters, signal),
    enabled,
    staleTime: settings.staleTimeMs,
    retry: settings.retries,
    placeholderData: keepPreviousData,
  });
}
