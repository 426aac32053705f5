import { useEffect } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MAP_CLUSTER } from '@marshlog/domain';
import { itemsSourceOf } from './use-map-engine';

/**
 * Clustering when the hunter has it on (the default) and the map is at zoom 10 or closer
 * (seed 001 section 9); the source re-clusters only when that answer changes.
 */
export function useClusterMode(map: MapLibreMap | null, enabled: boolean): void {
  useEffect(() => {
    if (!map) return undefined;
    let clustered: boolean | null = null;
    const apply = () => {
      const wanted = enabled && map.getZoom() >= MAP_CLUSTER.minZoom;
      if (wanted === clustered) return;
      clustered = wanted;
      itemsSourceOf(map)
        ?.setClusterOptions({
          cluster: wanted,
          clusterRadius: MAP_CLUSTER.radius,
          clusterMaxZoom: MAP_CLUSTER.maxZoom,
        })
        .catch((error: unknown) => console.error('Map clustering could not change', error));
    };
    apply();
    map.on('zoomend', apply);
    return () => {
      map.off('zoomend', apply);
    };
  }, [map, enabled]);
}
