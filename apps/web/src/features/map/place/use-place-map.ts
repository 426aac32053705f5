import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MAP_MESSAGES } from '@marshlog/domain';
import { useMapConfig } from '../api';
import { createPlaceMap } from '../engine/create-map';
import { resolveBaseStyle } from '../engine/resolve-style';
import type { MapFirstView } from '../first-view';

export type PlaceMapState =
  | { status: 'starting'; map: null }
  | { status: 'ready'; map: MapLibreMap }
  | { status: 'failed'; map: null; message: string };

/**
 * A small MapLibre map of one place in the container, on the base map the server is configured
 * with; removed on unmount. It starts once, on the first view given (later places are moved to).
 */
export function usePlaceMap(
  container: RefObject<HTMLDivElement | null>,
  view: MapFirstView | null,
  still: boolean,
): PlaceMapState {
  const config = useMapConfig();
  const [state, setState] = useState<PlaceMapState>({ status: 'starting', map: null });
  const [start, setStart] = useState(view);
  if (start === null && view !== null) setStart(view);
  const base = useMemo(() => (config.data ? resolveBaseStyle(config.data) : null), [config.data]);

  useEffect(() => {
    const element = container.current;
    if (!element || base?.kind !== 'style' || !start) return undefined;
    let map: MapLibreMap;
    try {
      map = createPlaceMap({
        container: element,
        style: base.style,
        mapboxToken: base.mapboxToken,
        view: start,
        still,
      });
    } catch (error) {
      console.error('The place map could not start', error);
      setState({ status: 'failed', map: null, message: String(error) });
      return undefined;
    }
    let loaded = false;
    map.on('load', () => {
      loaded = true;
      setState({ status: 'ready', map });
    });
    map.on('error', (event: { error: unknown; sourceId?: string }) => {
      console.error('Place map error', event.error);
      // As on the unified map: a tile that does not come leaves the map usable.
      if (loaded || event.sourceId !== undefined) return;
      setState({ status: 'failed', map: null, message: String(event.error) });
    });
    return () => {
      map.remove();
      if (window.__marshlogPlaceMap === map) delete window.__marshlogPlaceMap;
      setState({ status: 'starting', map: null });
    };
  }, [container, base, start, still]);

  if (config.isError) return { status: 'failed', map: null, message: config.error.message };
  if (base?.kind === 'missing-token') {
    return { status: 'failed', map: null, message: MAP_MESSAGES.mapboxTokenRequired };
  }
  return state;
}
