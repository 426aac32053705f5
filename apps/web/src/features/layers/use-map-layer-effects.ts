import { useEffect, useRef, useState } from 'react';
import type { ExpressionSpecification, Map as MapLibreMap, MapEventType } from 'maplibre-gl';
import {
  HUNTING_OVERLAYS,
  LAYER_DATA_KINDS,
  LAYER_PRIVACY_GROUPS,
  LAYER_TEXT,
  dataLayerId,
  privacyRank,
  type HuntingOverlay,
  type LayerPreference,
} from '@marshlog/domain';

const overlaySource = (overlay: HuntingOverlay) => `${overlay.layer_id}-source`;
const ITEM_POINTS = 'marshlog-points';
const FIRST_ITEM_LAYER = 'marshlog-clusters';

type PaintName = Parameters<MapLibreMap['setPaintProperty']>[1];
const OPACITY_PROPERTY: Record<string, PaintName | undefined> = {
  raster: 'raster-opacity',
  fill: 'fill-opacity',
  line: 'line-opacity',
  circle: 'circle-opacity',
  symbol: 'text-opacity',
  background: 'background-opacity',
  'fill-extrusion': 'fill-extrusion-opacity',
  heatmap: 'heatmap-opacity',
};

/** Adds an overlay's raster the first time it is switched on, so an off overlay fetches nothing. */
function ensureOverlay(map: MapLibreMap, overlay: HuntingOverlay) {
  if (map.getLayer(overlay.layer_id)) return;
  map.addSource(overlaySource(overlay), {
    type: 'raster',
    tiles: [overlay.tiles],
    tileSize: 256,
    maxzoom: overlay.maxZoom,
    attribution: `${overlay.credit} (${LAYER_TEXT.notLegalBoundary})`,
  });
  map.addLayer(
    { id: overlay.layer_id, type: 'raster', source: overlaySource(overlay) },
    map.getLayer(FIRST_ITEM_LAYER) ? FIRST_ITEM_LAYER : undefined,
  );
}

/** The saved opacity and order of the nine data layers, on the map's single points layer. */
function applyDataLayers(map: MapLibreMap, preferences: readonly LayerPreference[]) {
  if (!map.getLayer(ITEM_POINTS)) return;
  const key: ExpressionSpecification = [
    'concat',
    ['get', 'kind'],
    's-',
    ['to-string', ['get', 'privacy_rank']],
  ];
  const opacityPairs: (string | number)[] = [];
  const orderPairs: (string | number)[] = [];
  for (const group of LAYER_PRIVACY_GROUPS)
    for (const kind of LAYER_DATA_KINDS) {
      const row = preferences.find((candidate) => candidate.layer_id === dataLayerId(group, kind));
      const label = `${kind}-${privacyRank(group)}`;
      opacityPairs.push(label, row?.opacity ?? 1);
      orderPairs.push(label, row?.z_index ?? 0);
    }
  const match = (pairs: (string | number)[], fallback: number) =>
    ['match', key, ...pairs, fallback] as unknown as ExpressionSpecification;
  map.setPaintProperty(ITEM_POINTS, 'circle-opacity', match(opacityPairs, 1));
  map.setLayoutProperty(ITEM_POINTS, 'circle-sort-key', match(orderPairs, 0));
}

/**
 * Puts the hunter's saved style-layer choices on the map (visibility, opacity, overlays ordered
 * by z_index under the items) and reports an overlay whose service fails, without breaking the map.
 */
export function useMapLayerEffects(
  map: MapLibreMap | null,
  preferences: readonly LayerPreference[] | undefined,
  redrawKey: unknown,
) {
  const [overlayErrors, setOverlayErrors] = useState<Record<string, string>>({});
  // An overlay whose service failed stays off the map until the hunter switches it off and on.
  const failed = useRef(new Set<string>());

  useEffect(() => {
    if (!map) return undefined;
    const onError = (event: MapEventType['error']) => {
      const sourceId = 'sourceId' in event ? event.sourceId : undefined;
      const overlay = HUNTING_OVERLAYS.find((entry) => overlaySource(entry) === sourceId);
      if (!overlay || failed.current.has(overlay.layer_id)) return;
      failed.current.add(overlay.layer_id);
      // Stop asking a failing service: its errors would count toward the base map's rate limit.
      if (map.getLayer(overlay.layer_id)) map.removeLayer(overlay.layer_id);
      if (map.getSource(overlaySource(overlay))) map.removeSource(overlaySource(overlay));
      setOverlayErrors((current) => ({
        ...current,
        [overlay.layer_id]: event.error.message || LAYER_TEXT.unknownError,
      }));
    };
    map.on('error', onError);
    return () => {
      map.off('error', onError);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !preferences) return;
    try {
      for (const row of preferences) {
        if (row.layer_type !== 'system-data') continue;
        const overlay = HUNTING_OVERLAYS.find((entry) => entry.layer_id === row.layer_id);
        if (overlay && !row.is_visible && failed.current.delete(overlay.layer_id)) {
          const cleared = overlay.layer_id;
          // Switched off: its old error goes, so switching it on again tries the service afresh.
          queueMicrotask(() =>
            setOverlayErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([id]) => id !== cleared)),
            ),
          );
        }
        if (overlay && row.is_visible && !failed.current.has(overlay.layer_id))
          ensureOverlay(map, overlay);
        const layer = map.getLayer(row.layer_id);
        if (!layer) continue;
        map.setLayoutProperty(row.layer_id, 'visibility', row.is_visible ? 'visible' : 'none');
        const property = OPACITY_PROPERTY[layer.type];
        if (property) map.setPaintProperty(row.layer_id, property, row.opacity);
      }
      const overlays = preferences
        .filter((row) => HUNTING_OVERLAYS.some((entry) => entry.layer_id === row.layer_id))
        .filter((row) => map.getLayer(row.layer_id))
        .sort((a, b) => a.z_index - b.z_index);
      for (const row of overlays)
        map.moveLayer(row.layer_id, map.getLayer(FIRST_ITEM_LAYER) ? FIRST_ITEM_LAYER : undefined);
      applyDataLayers(map, preferences);
    } catch (error) {
      console.error('Layer preferences could not be applied to the map', error);
    }
  }, [map, preferences, redrawKey]);

  return overlayErrors;
}
