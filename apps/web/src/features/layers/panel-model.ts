import {
  LAYER_DATA_KINDS,
  LAYER_GROUP_LABELS,
  LAYER_KIND_DEFAULT_Z,
  LAYER_KIND_LABELS,
  LAYER_KIND_TYPES,
  LAYER_PRIVACY_GROUPS,
  STYLE_LAYER_CATEGORIES,
  STYLE_LAYER_OTHER,
  dataLayerId,
  type HuntingOverlay,
  type LayerPreference,
} from '@marshlog/domain';
import { styleCategory, type StyleLayerEntry } from './style-layers';
import type { LayerDefaults } from './use-layer-sync';

export interface PanelLayer {
  layerId: string;
  name: string;
  group: string;
  visible: boolean;
  opacity: number;
  zIndex: number;
  defaults: LayerDefaults;
  overlay: HuntingOverlay | null;
}

const fromPreference = (
  defaults: LayerDefaults,
  group: string,
  name: string,
  overlay: HuntingOverlay | null,
  saved: LayerPreference | undefined,
): PanelLayer => ({
  layerId: defaults.layer_id,
  name,
  group,
  visible: saved?.is_visible ?? defaults.is_visible,
  opacity: saved?.opacity ?? defaults.opacity,
  zIndex: saved?.z_index ?? defaults.z_index,
  defaults,
  overlay,
});

/** The nine data layers, in the seed's groups (My Data, Friends Data, Public Data). */
export function dataPanelLayers(preferences: readonly LayerPreference[]): PanelLayer[] {
  return LAYER_PRIVACY_GROUPS.flatMap((group) =>
    LAYER_DATA_KINDS.map((kind) => {
      const layerId = dataLayerId(group, kind);
      const defaults: LayerDefaults = {
        layer_id: layerId,
        layer_name: `${LAYER_GROUP_LABELS[group]} – ${LAYER_KIND_LABELS[kind]}`,
        layer_type: LAYER_KIND_TYPES[kind],
        is_visible: true,
        opacity: 1,
        z_index: LAYER_KIND_DEFAULT_Z[kind],
      };
      const saved = preferences.find((row) => row.layer_id === layerId);
      return fromPreference(
        defaults,
        LAYER_GROUP_LABELS[group],
        LAYER_KIND_LABELS[kind],
        null,
        saved,
      );
    }),
  );
}

export function stylePanelLayers(
  entries: readonly StyleLayerEntry[],
  preferences: readonly LayerPreference[],
): PanelLayer[] {
  return entries.map((entry) =>
    fromPreference(
      entry.defaults,
      styleCategory(entry.defaults.layer_id),
      entry.defaults.layer_name,
      entry.overlay,
      preferences.find((row) => row.layer_id === entry.defaults.layer_id),
    ),
  );
}

export const STYLE_GROUP_ORDER: string[] = [
  ...STYLE_LAYER_CATEGORIES.map((category) => category.label),
  STYLE_LAYER_OTHER,
];
export const DATA_GROUP_ORDER: string[] = LAYER_PRIVACY_GROUPS.map(
  (group) => LAYER_GROUP_LABELS[group],
);

export function matchesSearch(layer: PanelLayer, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [layer.name, layer.layerId, layer.group].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Groups in their order, each with its layers; empty groups left out. */
export function groupLayers(layers: readonly PanelLayer[], order: readonly string[]) {
  return order
    .map((group) => ({ group, layers: layers.filter((layer) => layer.group === group) }))
    .filter((entry) => entry.layers.length > 0);
}
