import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  HUNTING_OVERLAYS,
  STYLE_LAYER_CATEGORIES,
  STYLE_LAYER_OTHER,
  type HuntingOverlay,
} from '@marshlog/domain';
import type { LayerDefaults } from './use-layer-sync';

export interface StyleLayerEntry {
  defaults: LayerDefaults;
  overlay: HuntingOverlay | null;
}

/** The seed's style-layer category of a layer id, by keyword; 'Other Layers' when none match. */
export function styleCategory(layerId: string): string {
  const id = layerId.toLowerCase();
  return (
    STYLE_LAYER_CATEGORIES.find((category) => category.keywords.some((word) => id.includes(word)))
      ?.label ?? STYLE_LAYER_OTHER
  );
}

/** Marshlog's own item layers belong to the Data Layers tab, not to the style. */
const isItemLayer = (id: string) => id.startsWith('marshlog-');
const isOverlayLayer = (id: string) => HUNTING_OVERLAYS.some((overlay) => overlay.layer_id === id);

const readable = (id: string) =>
  id.replace(/[-_:]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

/** The hunting overlays (off by default) and the base style's own layers (on). */
export function discoverStyleLayers(map: MapLibreMap | null): StyleLayerEntry[] {
  const overlays = HUNTING_OVERLAYS.map((overlay, index) => ({
    overlay,
    defaults: {
      layer_id: overlay.layer_id,
      layer_name: overlay.layer_name,
      layer_type: 'system-data' as const,
      is_visible: false,
      opacity: overlay.defaultOpacity,
      z_index: 50 + index,
    },
  }));
  const base = (map?.getStyle().layers ?? [])
    .filter((layer) => !isItemLayer(layer.id) && !isOverlayLayer(layer.id))
    .map((layer) => ({
      overlay: null,
      defaults: {
        layer_id: layer.id,
        layer_name: readable(layer.id),
        layer_type: 'system-data' as const,
        is_visible: layer.layout?.visibility !== 'none',
        opacity: 1,
        z_index: 0,
      },
    }));
  return [...overlays, ...base];
}
