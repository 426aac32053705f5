import { useQuery } from '@tanstack/react-query';
import {
  LAYER_LIMITS,
  LAYER_TIMING,
  type LayerBulkToggle,
  type LayerCreate,
  type LayerPatch,
  type LayerPreference,
  type LayerStat,
  type Paginated,
} from '@marshlog/domain';
import { api } from '../../api';

/** The one query-key factory of the layers domain. */
export const layerKeys = {
  all: ['layers'] as const,
  list: () => [...layerKeys.all, 'list'] as const,
  stats: () => [...layerKeys.all, 'stats'] as const,
};

export const layersApi = {
  list: (signal?: AbortSignal) =>
    api
      .get<Paginated<LayerPreference>>('/layers/', {
        signal,
        query: { page_size: LAYER_LIMITS.pageSize },
      })
      .then((page) => page.results),
  stats: (signal?: AbortSignal) => api.get<LayerStat[]>('/layers/stats/', { signal }),
  patch: (id: number, patch: LayerPatch) => api.patch<LayerPreference>(`/layers/${id}/`, patch),
  create: (body: LayerCreate) => api.post<LayerPreference>('/layers/', body),
  bulkToggle: (body: LayerBulkToggle) =>
    api.post<{ results: LayerPreference[] }>('/layers/bulk_toggle_visibility/', body),
};

/** The hunter's layer preferences (the nine data layers exist after the first read). */
export function useLayerPreferences(enabled = true) {
  return useQuery({
    queryKey: layerKeys.list(),
    queryFn: ({ signal }) => layersApi.list(signal),
    staleTime: LAYER_TIMING.listStaleMs,
    retry: LAYER_TIMING.maxRetries,
    enabled,
  });
}

export function useLayerStats() {
  return useQuery({
    queryKey: layerKeys.stats(),
    queryFn: ({ signal }) => layersApi.stats(signal),
    staleTime: LAYER_TIMING.statsStaleMs,
    retry: LAYER_TIMING.maxRetries,
  });
}
