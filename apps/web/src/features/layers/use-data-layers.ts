import { useMemo } from 'react';
import { LAYER_PRIVACY_GROUPS, dataLayerId, type LayerDataKind } from '@marshlog/domain';
import { useLayerPreferences } from './api';
import { dataLayerVisibility, kindSwitches } from './data-layers';
import { useLayerSync } from './use-layer-sync';

/**
 * The nine data layers as the map uses them: which kinds to fetch, which privacy layers to show,
 * and a kind's switch (all three of its privacy layers). The map waits for the saved choices.
 */
export function useDataLayers() {
  const preferences = useLayerPreferences();
  const sync = useLayerSync();
  const visible = useMemo(() => dataLayerVisibility(preferences.data), [preferences.data]);
  const switches = useMemo(() => kindSwitches(visible), [visible]);
  return {
    preferences: preferences.data,
    ready: !preferences.isPending,
    visible,
    switches,
    setKind: (kind: LayerDataKind, on: boolean) =>
      void sync.setVisibility(
        LAYER_PRIVACY_GROUPS.map((group) => dataLayerId(group, kind)),
        on,
      ),
  };
}
