import { LAYER_TYPE_DISPLAY, type LayerPreference, type LayerType } from '@marshlog/domain';
import type { LayerRow } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

export function presentLayer(row: LayerRow): LayerPreference {
  const layerType = row.layerType as LayerType;
  return {
    id: row.id,
    layer_id: row.layerId,
    layer_name: row.layerName,
    layer_type: layerType,
    layer_type_display: LAYER_TYPE_DISPLAY[layerType],
    is_visible: row.isVisible,
    opacity: row.opacity,
    z_index: row.zIndex,
    updated_at: isoTime(row.updatedAt),
  };
}
