import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { StyleSpecification } from 'maplibre-gl';
import { MAP_TIMING, type LngLatPoint, type MapItemKind } from '@marshlog/domain';
import { CreateReportModal } from '../reports/create/CreateReportModal';
import { mapKeys, type MapLayerKind } from './api';
import { CreateLocationModal } from './components/CreateLocationModal';
import { DataErrorOverlay } from './components/DataErrorOverlay';
import { ItemDetailsModal } from './components/details/ItemDetailsModal';
import { DistanceReadout } from './components/DistanceReadout';
import { LoadingOverlay, MAP_BOX_CLASSES, MAP_PAGE_CLASSES } from './components/MapFrame';
import { MapLegend } from './components/MapLegend';
import { MapCompactBar, MapToolSheet } from './components/MapToolSheet';
import { MapErrorScreen } from './components/MapErrorScreen';
import { MapToolbar, type MapTool } from './components/MapToolbar';
import { ModeHint } from './components/ModeHint';
import { SelectionPopup } from './components/SelectionPopup';
import { TimeRangePicker } from './components/TimeRangePicker';
import { placePulse } from './engine/pulse-marker';
import { useClusterMode } from './engine/use-cluster-mode';
import { useCulledBox } from './engine/use-culled-box';
import { useDistanceTool } from './engine/use-distance-tool';
import { useMapEngine } from './engine/use-map-engine';
import { useMapPointer, type MapSelection } from './engine/use-map-pointer';
import { OfflineAreasButton } from './offline-areas/OfflineAreasButton';
import { OfflineAreasDialog } from './offline-areas/OfflineAreasDialog';
import { offlineTileTemplate } from './offline-areas/area-on-screen';
import { useMapItems } from './use-map-items';
import { useMapUrl } from './use-map-url';
import { MapLayerControls, type OpenLayerForm } from '../layers/components/MapLayerControls';
import { useDataLayers } from '../layers/use-data-layers';
import { useMapLayerEffects } from '../layers/use-map-layer-effects';
import type { MapFirstView } from './first-view';
import { useMapDataSettings, useNarrowScreen } from './use-narrow-screen';

const isCreateTool = (tool: MapTool | null): tool is MapItemKind =>
  tool === 'hunt' || tool === 'report' || tool === 'location';

/** The unified map: base, controls, the three layers, tools and modes, popups and modals. */
export function UnifiedMap({
  style,
  mapboxToken,
  firstView,
  today,
}: {
  style: StyleSpecification | string;
  mapboxToken: string | null;
  firstView: MapFirstView;
  /** The home screen's Today card: above the tools on a wide screen, atop the tool sheet on a phone. */
  today?: ReactNode;
}) {
  const url = useMapUrl();
  const settings = useMapDataSettings();
  const narrow = useNarrowScreen();
  const sheetId = useId();
  // One thing over the map at a time: a popup, a Layer Manager form or (on a phone) the tool sheet.
  const [layerForm, setLayerForm] = useState<OpenLayerForm>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [offlineOpen, setOfflineOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tool, setTool] = useState<MapTool | null>(null);
  // The nine data layers as the hunter saved them (issue 9) decide what is fetched and shown.
  const dataLayers = useDataLayers();
  const layers = dataLayers.switches;
  const [clustered, setClustered] = useState(true);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const [details, setDetails] = useState<{ kind: MapItemKind; id: number } | null>(null);
  const [locationPoint, setLocationPoint] = useState<LngLatPoint | null>(null);
  const [reportPoint, setReportPoint] = useState<LngLatPoint | null>(null);
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);

  const engine = useMapEngine(container, { style, mapboxToken, view: firstView }, attempt);
  const map = engine.status === 'ready' ? engine.map : null;
  const box = useCulledBox(engine.map);
  const items = useMapItems({
    map,
    layers,
    privacyLayers: dataLayers.ready ? dataLayers.visible : null,
    range: url.range,
    bbox: box,
    settings,
  });
  useClusterMode(map, clustered);
  const overlayErrors = useMapLayerEffects(map, dataLayers.preferences, clustered);
  const distance = useDistanceTool(map);

  const chooseTool = (next: MapTool | null) => {
    if (tool === 'distance' && next !== 'distance') distance.clear();
    setSelection(null);
    setTool(next);
    setSheetOpen(false);
  };
  const openLayerForm = (form: OpenLayerForm) => {
    if (form) {
      setSelection(null);
      setSheetOpen(false);
    }
    setLayerForm(form);
  };
  const openSheet = (open: boolean) => {
    if (open) {
      setSelection(null);
      setLayerForm(null);
    }
    setSheetOpen(open);
  };
  const openOfflineAreas = () => {
    setSelection(null);
    setLayerForm(null);
    setSheetOpen(false);
    setOfflineOpen(true);
  };
  const place = (kind: MapItemKind, point: LngLatPoint) => {
    if (map) placePulse(map, point);
    setTool(null);
    if (kind === 'hunt')
      void navigate(`/hunts/create?lat=${point.latitude}&lng=${point.longitude}`);
    if (kind === 'location') setLocationPoint(point);
    if (kind === 'report') setReportPoint(point);
  };
  const select = (picked: MapSelection | null) => {
    setSelection(picked);
    if (picked) {
      setLayerForm(null);
      setSheetOpen(false);
    }
    if (map && picked?.type === 'item' && picked.item.kind === 'location') {
      map.flyTo({
        center: picked.lngLat,
        zoom: MAP_TIMING.flyToZoom,
        duration: MAP_TIMING.flyToDurationMs,
      });
    }
  };
  // Escape leaves a create mode or the distance tool, as Cancel does.
  const leaveTool = useRef(() => chooseTool(null));
  useEffect(() => {
    leaveTool.current = () => chooseTool(null);
  });
  const toolActive = tool !== null;
  useEffect(() => {
    if (!toolActive) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') leaveTool.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toolActive]);
  const hover = useMapPointer(map, {
    tool,
    items: items.items,
    onPlace: place,
    onMeasure: distance.add,
    onSelect: select,
  });

  if (engine.status === 'failed') {
    return (
      <MapErrorScreen
        kind="loading"
        message={engine.error.message}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }

  const toolbar = (
    <MapToolbar
      tool={tool}
      onTool={chooseTool}
      layers={layers}
      onLayer={(kind: MapLayerKind, on) => dataLayers.setKind(kind, on)}
      clustered={clustered}
      onClustered={setClustered}
      canAddReport
    >
      <TimeRangePicker selection={url.selection} today={url.today} onChange={url.setSelection} />
      <OfflineAreasButton onOpen={openOfflineAreas} />
    </MapToolbar>
  );

  return (
    <div className={MAP_PAGE_CLASSES}>
      <h1 className="sr-only">Map</h1>
      {narrow ? (
        <MapCompactBar tool={tool} open={sheetOpen} onOpenChange={openSheet} sheetId={sheetId} />
      ) : (
        <>
          {today}
          {toolbar}
        </>
      )}
      <section aria-label="Map" className={`${MAP_BOX_CLASSES} marshlog-map`}>
        <div ref={container} className="h-full w-full" data-testid="map-canvas" />
        {engine.status === 'starting' || items.loading ? <LoadingOverlay /> : null}
        {/* Quick toggles top left, the full Layer Manager bottom left (MapLibre's controls top right). */}
        <MapLayerControls
          toolActive={tool !== null}
          openForm={layerForm}
          onOpenForm={openLayerForm}
          map={map}
          clustered={clustered}
          onClustered={setClustered}
          overlayErrors={overlayErrors}
          timeFilter={
            <TimeRangePicker
              selection={url.selection}
              today={url.today}
              onChange={url.setSelection}
            />
          }
        />
        {isCreateTool(tool) ? <ModeHint kind={tool} onCancel={() => chooseTool(null)} /> : null}
        {tool === 'distance' ? (
          <DistanceReadout
            metres={distance.metres}
            points={distance.points.length}
            onClear={distance.clear}
          />
        ) : null}
        {items.error ? (
          <DataErrorOverlay message={items.error.message} onRetry={items.retry} />
        ) : null}
        <MapLegend startOpen={!narrow} className="right-2 bottom-10" />
        {/* The tooltip gives way to an open popup, which holds the same item and its Details. */}
        {hover && !selection ? (
          <div
            role="tooltip"
            className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-canvas/95 px-2 py-1 text-xs text-ink shadow"
            style={{ left: hover.x, top: hover.y - 12 }}
          >
            {hover.label}
          </div>
        ) : null}
        {map && selection ? (
          <SelectionPopup
            map={map}
            selection={selection}
            onClose={() => setSelection(null)}
            onDetails={(item) => {
              setSelection(null);
              setDetails(item);
            }}
          />
        ) : null}
        {narrow && sheetOpen ? (
          <MapToolSheet id={sheetId} onClose={() => setSheetOpen(false)}>
            {today}
            {toolbar}
          </MapToolSheet>
        ) : null}
      </section>
      <OfflineAreasDialog
        open={offlineOpen}
        onOpenChange={setOfflineOpen}
        map={map}
        tileTemplate={offlineTileTemplate(style)}
      />
      <ItemDetailsModal item={details} onClose={() => setDetails(null)} />
      <CreateLocationModal point={locationPoint} onClose={() => setLocationPoint(null)} />
      <CreateReportModal
        open={reportPoint !== null}
        onClose={() => setReportPoint(null)}
        initialPoint={reportPoint ?? undefined}
        onCreated={() => void queryClient.invalidateQueries({ queryKey: mapKeys.kind('reports') })}
      />
    </div>
  );
}
