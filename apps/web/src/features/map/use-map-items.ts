import { useEffect, useMemo, useRef } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TimeRange, ViewBox } from '@marshlog/domain';
import { useMapLayer, type MapDataSettings, type MapLayerKind } from './api';
import { itemsSourceOf } from './engine/use-map-engine';
import { huntPart, joinMapParts, locationPart, reportPart, type MapSourceData } from './map-data';
import { filterByDataLayers } from '../layers/data-layers';

export type LayerSwitches = Record<MapLayerKind, boolean>;
const NOTHING_SHOWN: ReadonlySet<string> = new Set();
/**
 * How long an answer waits for the layers still loading before it is drawn on its own. Answers
 * of 50k items come in close together: drawing each one alone makes MapLibre's worker index and
 * tile all the items again for a picture replaced a moment later.
 */
const DRAW_WAIT_MS = 1000;

interface MapItemsOptions {
  /** The ready map, or null while it starts (data is fetched meanwhile). */
  map: MapLibreMap | null;
  layers: LayerSwitches;
  /** The privacy layers on (e.g. friends-hunts); null until the saved choices load: nothing fetched. */
  privacyLayers: ReadonlySet<string> | null;
  range: TimeRange | null;
  /** The culled area; undefined until the map knows its view. */
  bbox: ViewBox | null | undefined;
  settings: MapDataSettings & { huntCap: number };
}

/** The three layers' GeoJSON, fetched while on, put together into the map's one items source. */
export function useMapItems({
  map,
  layers,
  privacyLayers,
  range,
  bbox,
  settings,
}: MapItemsOptions) {
  const filters = { range, bbox: bbox ?? null };
  const known = bbox !== undefined && privacyLayers !== null;
  const hunts = useMapLayer('hunts', filters, known && layers.hunts, settings);
  const locations = useMapLayer('locations', filters, known && layers.locations, settings);
  const reports = useMapLayer('reports', filters, known && layers.reports, settings);

  const shown = privacyLayers ?? NOTHING_SHOWN;
  // Each kind is flattened on its own answer, so the last layer to arrive costs only its own work.
  const huntFeatures = useMemo(
    () =>
      huntPart(
        layers.hunts ? filterByDataLayers(hunts.data, 'hunts', shown) : undefined,
        settings.huntCap,
      ),
    [layers.hunts, hunts.data, shown, settings.huntCap],
  );
  const locationFeatures = useMemo(
    () =>
      locationPart(
        layers.locations ? filterByDataLayers(locations.data, 'locations', shown) : undefined,
      ),
    [layers.locations, locations.data, shown],
  );
  const reportFeatures = useMemo(
    () =>
      reportPart(layers.reports ? filterByDataLayers(reports.data, 'reports', shown) : undefined),
    [layers.reports, reports.data, shown],
  );
  const source = useMemo(
    () => joinMapParts([huntFeatures, locationFeatures, reportFeatures]),
    [huntFeatures, locationFeatures, reportFeatures],
  );

  const queries = [
    layers.hunts ? hunts : null,
    layers.locations ? locations : null,
    layers.reports ? reports : null,
  ].filter((query) => query !== null);
  const settled = !queries.some((query) => query.isFetching);
  // What the map's source was last given, so a fetch starting or ending alone draws nothing new.
  const drawn = useRef<{ map: MapLibreMap; source: MapSourceData } | null>(null);

  useEffect(() => {
    if (!map || (drawn.current?.map === map && drawn.current.source === source)) return undefined;
    const draw = () => {
      drawn.current = { map, source };
      itemsSourceOf(map)
        ?.setData(source.collection)
        .catch((error: unknown) => console.error('Map items could not be drawn', error));
    };
    if (settled) {
      draw();
      return undefined;
    }
    const timer = setTimeout(draw, DRAW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [map, source, settled]);
  const failed = queries.find((query) => query.isError);
  return {
    items: source.items,
    count: source.collection.features.length,
    loading: !known || !settled,
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
