import type { Map as MapLibreMap } from 'maplibre-gl';
import { clusterTargetZoom, MAP_CLUSTER, type MapItemKind } from '@marshlog/domain';
import type { MapSelection } from '../engine/use-map-pointer';
import { itemsSourceOf } from '../engine/use-map-engine';
import { ClusterPopup } from './ClusterPopup';
import { HuntPopup, LocationPopup, ReportPopup } from './ItemPopups';
import { MapPopup } from './MapPopup';

/** Zooms into a cluster: its expansion zoom capped at 18 over 500 ms, or 2 closer if unknown. */
async function zoomToCluster(map: MapLibreMap, clusterId: number, center: [number, number]) {
  let expansion: number | null = null;
  try {
    expansion = (await itemsSourceOf(map)?.getClusterExpansionZoom(clusterId)) ?? null;
  } catch (error) {
    console.warn('Cluster expansion zoom unavailable; zooming in by 2', error);
  }
  map.easeTo({
    center,
    zoom: clusterTargetZoom(expansion, map.getZoom()),
    duration: MAP_CLUSTER.zoomDurationMs,
  });
}

/** The popup of what was picked on the map: a cluster's totals or an item's summary. */
export function SelectionPopup({
  map,
  selection,
  onClose,
  onDetails,
}: {
  map: MapLibreMap;
  selection: MapSelection;
  onClose: () => void;
  onDetails: (item: { kind: MapItemKind; id: number }) => void;
}) {
  if (selection.type === 'cluster') {
    return (
      <MapPopup map={map} lngLat={selection.lngLat} onClose={onClose}>
        <ClusterPopup
          summary={selection.summary}
          onZoom={() => {
            onClose();
            void zoomToCluster(map, selection.clusterId, selection.lngLat);
          }}
        />
      </MapPopup>
    );
  }
  const { item } = selection;
  const details = () => onDetails({ kind: item.kind, id: item.properties.id });
  return (
    <MapPopup map={map} lngLat={selection.lngLat} onClose={onClose}>
      {item.kind === 'hunt' ? <HuntPopup hunt={item.properties} onDetails={details} /> : null}
      {item.kind === 'location' ? (
        <LocationPopup location={item.properties} onDetails={details} />
      ) : null}
      {item.kind === 'report' ? <ReportPopup report={item.properties} onDetails={details} /> : null}
    </MapPopup>
  );
}
