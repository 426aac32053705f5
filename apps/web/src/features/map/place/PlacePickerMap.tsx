import { useEffect, useRef, useState } from 'react';
import { Marker } from 'maplibre-gl';
import {
  MAP_KIND_COLOURS,
  MAP_TIMING,
  PLACE_MESSAGES,
  validPoint,
  type LngLatPoint,
  type MapItemKind,
} from '@marshlog/domain';
import { pointView, useHomeView } from '../first-view';
import { PlaceMapBox } from './PlaceMapBox';
import { usePlaceMap } from './use-place-map';

export interface PlacePickerProps {
  /** The place the form holds, or null while its boxes are empty or invalid. */
  point: LngLatPoint | null;
  onPick: (point: LngLatPoint) => void;
  disabled: boolean;
  /** What is being placed: its pin takes the kind's colour on the map. */
  kind: MapItemKind;
  describedBy: string;
}

/**
 * The place picker's small map (its own chunk, with MapLibre): a tap places the pin, the pin
 * drags, and a place set elsewhere (typed, "Use my location", a saved spot) moves the pin there.
 * Without a place yet it opens on the hunter's own items, or their region.
 */
export default function PlacePickerMap({
  point,
  onPick,
  disabled,
  kind,
  describedBy,
}: PlacePickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [startPoint] = useState(point);
  const home = useHomeView(startPoint === null);
  const start = startPoint ? pointView(startPoint, MAP_TIMING.flyToZoom) : home;
  const state = usePlaceMap(container, start, false);
  const map = state.map;
  const latest = useRef({ onPick, disabled });
  useEffect(() => {
    latest.current = { onPick, disabled };
  });
  const [announced, setAnnounced] = useState('');
  const marker = useRef<Marker | null>(null);

  useEffect(() => {
    if (!map) return undefined;
    const pick = (longitude: number, latitude: number) => {
      const picked = validPoint(longitude, latitude);
      if (!picked || latest.current.disabled) return;
      latest.current.onPick(picked);
      setAnnounced(PLACE_MESSAGES.pickerPlaced(picked));
    };
    const onClick = (event: { lngLat: { lng: number; lat: number } }) =>
      pick(event.lngLat.lng, event.lngLat.lat);
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    const pin = new Marker({ draggable: true, color: MAP_KIND_COLOURS[kind] });
    pin.on('dragend', () => {
      const { lng, lat } = pin.getLngLat();
      pick(lng, lat);
    });
    marker.current = pin;
    return () => {
      map.off('click', onClick);
      pin.remove();
      marker.current = null;
    };
  }, [map, kind]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    const pin = marker.current;
    if (!map || !pin) return;
    if (latitude === undefined || longitude === undefined) {
      pin.remove();
      return;
    }
    pin.setLngLat([longitude, latitude]).addTo(map);
    pin.setDraggable(!disabled);
    if (!map.getBounds().contains([longitude, latitude])) {
      map.easeTo({ center: [longitude, latitude], duration: MAP_TIMING.flyToDurationMs / 2 });
    }
  }, [map, latitude, longitude, disabled]);

  return (
    <PlaceMapBox state={state} containerRef={container} describedBy={describedBy}>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </PlaceMapBox>
  );
}
