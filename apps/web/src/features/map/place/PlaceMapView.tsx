import { useEffect, useRef } from 'react';
import { Marker } from 'maplibre-gl';
import { MAP_KIND_COLOURS, MAP_TIMING, type LngLatPoint, type MapItemKind } from '@marshlog/domain';
import { pointView } from '../first-view';
import { PlaceMapBox } from './PlaceMapBox';
import { usePlaceMap } from './use-place-map';

/** Rounded coordinates are within half a step (0.1°) of the true place: the area is that cell. */
const WITHHELD_HALF_CELL_DEG = 0.05;
/** A withheld place is shown whole: the 11 km cell fits at this zoom. */
const WITHHELD_ZOOM = 9;
const AREA_SOURCE = 'marshlog-place-area';

function areaOf({ latitude, longitude }: LngLatPoint): GeoJSON.Feature<GeoJSON.Polygon> {
  const h = WITHHELD_HALF_CELL_DEG;
  const ring: GeoJSON.Position[] = [
    [longitude - h, latitude - h],
    [longitude + h, latitude - h],
    [longitude + h, latitude + h],
    [longitude - h, latitude + h],
    [longitude - h, latitude - h],
  ];
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

export interface PlaceMapViewProps {
  point: LngLatPoint;
  kind: MapItemKind;
  /** The author withholds the exact place: the area is shaded, no pin is set. */
  withheld: boolean;
  label: string;
}

/** A detail page's small, still map of the item's place (its own chunk, with MapLibre). */
export default function PlaceMapView({ point, kind, withheld, label }: PlaceMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const state = usePlaceMap(
    container,
    pointView(point, withheld ? WITHHELD_ZOOM : MAP_TIMING.flyToZoom),
    true,
  );
  const map = state.status === 'ready' ? state.map : null;
  const { latitude, longitude } = point;

  useEffect(() => {
    if (!map) return undefined;
    const place = { latitude, longitude };
    map.jumpTo({ center: [longitude, latitude] });
    if (!withheld) {
      const pin = new Marker({ color: MAP_KIND_COLOURS[kind] })
        .setLngLat([longitude, latitude])
        .addTo(map);
      return () => {
        pin.remove();
      };
    }
    map.addSource(AREA_SOURCE, { type: 'geojson', data: areaOf(place) });
    map.addLayer({
      id: `${AREA_SOURCE}-fill`,
      type: 'fill',
      source: AREA_SOURCE,
      paint: { 'fill-color': MAP_KIND_COLOURS[kind], 'fill-opacity': 0.25 },
    });
    map.addLayer({
      id: `${AREA_SOURCE}-line`,
      type: 'line',
      source: AREA_SOURCE,
      paint: { 'line-color': MAP_KIND_COLOURS[kind], 'line-width': 2, 'line-dasharray': [2, 2] },
    });
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer(`${AREA_SOURCE}-line`);
      map.removeLayer(`${AREA_SOURCE}-fill`);
      map.removeSource(AREA_SOURCE);
    };
  }, [map, latitude, longitude, withheld, kind]);

  return (
    <div role="img" aria-label={label}>
      <PlaceMapBox state={state} containerRef={container} failure={label} />
    </div>
  );
}
