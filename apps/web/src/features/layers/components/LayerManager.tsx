import { useState, type ReactNode } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { LAYER_TEXT, type LayerPatch } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui';
import { useLayerPreferences } from '../api';
import {
  DATA_GROUP_ORDER,
  STYLE_GROUP_ORDER,
  dataPanelLayers,
  matchesSearch,
  stylePanelLayers,
  type PanelLayer,
} from '../panel-model';
import { discoverStyleLayers } from '../style-layers';
import { useLayerSync } from '../use-layer-sync';
import { LayerList } from './LayerList';
import { LayerStatsLine } from './LayerStatsLine';

export type PanelCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export const CORNER_CLASSES: Record<PanelCorner, string> = {
  'top-left': 'top-2 left-2',
  'top-right': 'top-2 right-2',
  'bottom-left': 'bottom-2 left-2',
  'bottom-right': 'bottom-2 right-2',
};

export interface LayerManagerProps {
  map: MapLibreMap | null;
  clustered: boolean;
  onClustered: (clustered: boolean) => void;
  timeFilter?: ReactNode;
  overlayErrors?: Record<string, string>;
}

type Tab = 'data' | 'style';

/** The map's style layers; a style that cannot be read shows its error text in the tab. */
function discoverSafely(map: MapLibreMap | null) {
  if (!map) return { entries: null, error: null };
  try {
    return { entries: discoverStyleLayers(map), error: null };
  } catch (error) {
    console.error('Style layers could not be read', error);
    return {
      entries: null,
      error: error instanceof Error ? error.message : LAYER_TEXT.unknownError,
    };
  }
}

/** The searchable Layer Manager (seed 001 "Layer Manager panel"). */
export function LayerManager({
  map,
  clustered,
  onClustered,
  timeFilter,
  overlayErrors = {},
}: LayerManagerProps) {
  const preferences = useLayerPreferences();
  const sync = useLayerSync();
  const [tab, setTab] = useState<Tab>('data');
  const [term, setTerm] = useState('');

  if (preferences.isPending) return <p className="p-3 text-sm text-ink-muted">Loading...</p>;
  if (preferences.isError) {
    return (
      <div role="alert" className="p-3 text-sm">
        <p className="font-semibold text-danger">{LAYER_TEXT.loadFailed}</p>
        <p className="text-ink-muted">
          {preferences.error instanceof Error
            ? errorMessage(preferences.error)
            : LAYER_TEXT.unknownError}
        </p>
      </div>
    );
  }

  const saved = preferences.data;
  const dataLayers = dataPanelLayers(saved);
  const discovery = discoverSafely(map);
  const styleEntries = discovery.entries;
  const styleLayers = styleEntries ? stylePanelLayers(styleEntries, saved) : [];
  const all = tab === 'data' ? dataLayers : styleLayers;
  const shown = all.filter((layer) => matchesSearch(layer, term));

  const change = (layer: PanelLayer, patch: LayerPatch) =>
    sync.change(layer.layerId, patch, { ...layer.defaults });
  const setGroup = (layers: readonly PanelLayer[], visible: boolean) => {
    const savedIds = new Set(saved.map((row) => row.layer_id));
    const bulk = layers.filter((layer) => savedIds.has(layer.layerId));
    if (bulk.length > 0)
      void sync.setVisibility(
        bulk.map((layer) => layer.layerId),
        visible,
      );
    for (const layer of layers)
      if (!savedIds.has(layer.layerId) && layer.visible !== visible)
        change(layer, { is_visible: visible });
  };

  const empty =
    all.length === 0 ? (
      <p className="p-3 text-sm text-ink-muted">
        {tab === 'style' ? LAYER_TEXT.noStyleLayers : LAYER_TEXT.noLayers}
      </p>
    ) : shown.length === 0 ? (
      <p className="p-3 text-sm text-ink-muted">
        {LAYER_TEXT.noMatches(term)}{' '}
        <button type="button" className="text-accent underline" onClick={() => setTerm('')}>
          {LAYER_TEXT.clearSearch}
        </button>
      </p>
    ) : null;

  return (
    <div className="flex max-h-full flex-col gap-2">
      <input
        type="search"
        value={term}
        placeholder={LAYER_TEXT.search}
        aria-label={LAYER_TEXT.search}
        onChange={(event) => setTerm(event.target.value)}
        className="min-h-11 rounded-lg border border-line-strong bg-canvas px-3 text-sm text-ink"
      />
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => setGroup(shown, true)}>
          {LAYER_TEXT.showAll}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setGroup(shown, false)}>
          {LAYER_TEXT.hideAll}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'style' ? 'style' : 'data')}>
        <TabsList aria-label={LAYER_TEXT.title}>
          <TabsTrigger value="data" className="flex-1 px-2 text-sm">
            {LAYER_TEXT.dataTab}
          </TabsTrigger>
          <TabsTrigger value="style" className="flex-1 px-2 text-sm">
            {LAYER_TEXT.styleTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="data" className="flex flex-col gap-2 pt-2">
          {empty ?? (
            <LayerList
              layers={shown}
              order={DATA_GROUP_ORDER}
              pending={sync.pending}
              errors={overlayErrors}
              openGroups
              onChange={change}
              onGroup={setGroup}
            />
          )}
          {timeFilter ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold text-ink">{LAYER_TEXT.timeFilter}</p>
              {timeFilter}
            </div>
          ) : null}
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              role="switch"
              className="size-5 accent-accent"
              checked={clustered}
              onChange={(event) => onClustered(event.target.checked)}
            />
            {LAYER_TEXT.clusterPoints}
          </label>
        </TabsContent>
        <TabsContent value="style" className="pt-2">
          {discovery.error ? (
            <p role="alert" className="p-3 text-sm text-danger">
              {discovery.error}
            </p>
          ) : styleEntries === null ? (
            <p className="p-3 text-sm text-ink-muted">{LAYER_TEXT.loadingStyleLayers}</p>
          ) : (
            (empty ?? (
              <LayerList
                layers={shown}
                order={STYLE_GROUP_ORDER}
                pending={sync.pending}
                errors={overlayErrors}
                openGroups={term.trim() !== ''}
                onChange={change}
                onGroup={setGroup}
              />
            ))
          )}
        </TabsContent>
      </Tabs>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {LAYER_TEXT.showing(shown.length, all.length)}
      </p>
      <LayerStatsLine />
    </div>
  );
}
