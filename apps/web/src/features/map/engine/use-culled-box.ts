import { useEffect, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { cullingBox, MAP_TIMING, type ViewBox } from '@marshlog/domain';

const sameBox = (a: ViewBox | null, b: ViewBox | null) =>
  a === b || (a !== null && b !== null && a.every((value, index) => value === b[index]));

function currentBox(map: MapLibreMap): ViewBox | null {
  const bounds = map.getBounds();
  return cullingBox(
    [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    map.getZoom(),
  );
}

/**
 * Viewport culling (seed 001 section 9): the area to fetch, the view plus a zoom-dependent buffer,
 * updated 100 ms after the map stops moving. Undefined until the map exists.
 */
export function useCulledBox(map: MapLibreMap | null): ViewBox | null | undefined {
  const [box, setBox] = useState<ViewBox | null | undefined>(undefined);
  useEffect(() => {
    if (!map) return undefined;
    const update = () => {
      const next = currentBox(map);
      setBox((previous) => (previous !== undefined && sameBox(previous, next) ? previous : next));
    };
    // The first area at once, so data loads while the style does.
    let timer = setTimeout(update, 0);
    const onMoveEnd = () => {
      clearTimeout(timer);
      timer = setTimeout(update, MAP_TIMING.cullingDebounceMs);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);
  return box;
}
