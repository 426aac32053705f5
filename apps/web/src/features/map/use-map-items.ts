import { useEffect, useMemo } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TimeRange, ViewBox } from '@marshlog/domain';
import { useMapLayer, type MapDataSettings, type MapLayerKind } from './api';
import { itemsSourceOf } from './engine/use-map-engine';
import { buildMapSource } from './map-data';

export type LayerSwitches = Record<MapLayerKind, boolean>;

interface MapItemsOptions {
  /** The ready map, or null while it starts (data is fetched meanwhile). */
  map: MapLibreMap | null;
  layers: LayerSwitches;
  range: TimeRange | null;
  /** The culled area; undefined until the map knows its view. */
  bbox: ViewBox | null | undefined;
  settings: MapDataSettings & { huntCap: number };
}

/** The three layers' GeoJSON, fetched while on, put together into the map's one items source. */
export function useMapItems({ map, layers, range, bbox, settings }: MapItemsOptions) {
  const filters = { range, bbox: bbox ?? null };
  const known = bbox !== undefined;
  const hunts = useMapLayer('hunts', filters, known && layers.hunts, settings);
  const locations = useMapLayer('locations', filters, known && layers.locations, settings);
  const reports = useMapLayer('reports', filters, known && layers.reports, settings);

  const source = useMemo(
    () =>
      buildMapSource(
        {
          hunts: layers.hunts ? hunts.data : undefined,
          locations: layers.locations ? locations.data : undefined,
          reports: layers.reports ? reports.data : undefined,
        },
        settings.huntCap,
      ),
    [
      layers.hunts,
      layers.locations,
      layers.reports,
      hunts.data,
      locations.data,
      reports.data,
      settings.huntCap,
    ],
  );

  useEffect(() => {
    if (!map) return;
    itemsSourceOf(map)
      ?.setData(source.collection)
      .catch((error: unknown) => console.error('Map items could not be drawn', error));
  }, [map, source]);

  const queries = [
    layers.hunts ? hunts : null,
    layers.locations ? locations : null,
    layers.reports ? reports : null,
  ].filter((query) => query !== null);
  const failed = queries.find((query) => query.isError);
  return {
    items: source.items,
    count: source.collection.features.length,
    loading: !known || queries.some((query) => query.isFetching),
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
