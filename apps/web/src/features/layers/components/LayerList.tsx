import type { LayerPatch } from '@marshlog/domain';
import { LAYER_TEXT } from '@marshlog/domain';
import { groupLayers, type PanelLayer } from '../panel-model';
import { LayerGroup } from './LayerGroup';
import { LayerRow } from './LayerRow';

/** Layers in expandable groups, each layer with its switch and sliders. */
export function LayerList({
  layers,
  order,
  pending,
  errors,
  openGroups,
  onChange,
  onGroup,
}: {
  layers: readonly PanelLayer[];
  order: readonly string[];
  pending: ReadonlySet<string>;
  errors: Record<string, string>;
  openGroups: boolean;
  onChange: (layer: PanelLayer, patch: LayerPatch) => void;
  onGroup: (layers: readonly PanelLayer[], visible: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {groupLayers(layers, order).map(({ group, layers: members }) => (
        <LayerGroup
          // A search opens every group it matches: a new key starts the group afresh.
          key={`${group}-${String(openGroups)}`}
          title={group}
          defaultOpen={openGroups}
          allVisible={members.every((layer) => layer.visible)}
          onToggleAll={(visible) => onGroup(members, visible)}
        >
          {members.map((layer) => (
            <LayerRow
              key={layer.layerId}
              layerId={layer.layerId}
              name={layer.name}
              fullName={layer.defaults.layer_name}
              visible={layer.visible}
              opacity={layer.opacity}
              zIndex={layer.zIndex}
              busy={pending.has(layer.layerId)}
              note={
                layer.overlay
                  ? `${layer.overlay.credit}. ${LAYER_TEXT.notLegalBoundary}.`
                  : undefined
              }
              error={
                errors[layer.layerId]
                  ? `${LAYER_TEXT.overlayFailed(layer.name)}: ${errors[layer.layerId]}`
                  : undefined
              }
              onChange={(patch) => onChange(layer, patch)}
            />
          ))}
        </LayerGroup>
      ))}
    </div>
  );
}
