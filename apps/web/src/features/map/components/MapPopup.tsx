import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Popup, type Map as MapLibreMap } from 'maplibre-gl';

/** A MapLibre popup at a point whose content React renders; closing it calls onClose. */
export function MapPopup({
  map,
  lngLat,
  onClose,
  children,
}: {
  map: MapLibreMap;
  lngLat: [number, number];
  onClose: () => void;
  children: ReactNode;
}) {
  const [content] = useState(() => document.createElement('div'));
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  useEffect(() => {
    const popup = new Popup({ closeOnClick: false, maxWidth: '280px', offset: 14 })
      .setLngLat(lngLat)
      .setDOMContent(content)
      .addTo(map);
    const onPopupClose = () => closed.current();
    popup.on('close', onPopupClose);
    return () => {
      popup.off('close', onPopupClose);
      popup.remove();
    };
  }, [map, lngLat, content]);
  return createPortal(children, content);
}
