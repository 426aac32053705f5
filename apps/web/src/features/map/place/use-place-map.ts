import { useMemo, useState, type RefObject } from 'react';
import { MAP_MESSAGES } from '@marshlog/domain';
import { useMapConfig } from '../api';
import { createPlaceMap } from '../engine/create-map';
import { resolveBaseStyle } from '../engine/resolve-style';
import { MapEngine, useEngine, type MapEngineState } from '../engine/use-map-engine';
import type { MapFirstView } from '../first-view';

export type PlaceMapState =
  | { status: 'starting' | 'ready'; map: MapEngineState['map'] }
  | { status: 'failed'; map: null; message: string };

/**
 * A small MapLibre map of one place in the container, on the base map the server is configured
 * with; removed on unmount. It starts once, on the first view known (later places are moved to).
 */
export function usePlaceMap(
  container: RefObject<HTMLDivElement | null>,
  view: MapFirstView | null,
  still: boolean,
): PlaceMapState {
  const config = useMapConfig();
  const base = useMemo(() => (config.data ? resolveBaseStyle(config.data) : null), [config.data]);
  // The first view known is kept: a later place moves the map, it does not start it again.
  const [start, setStart] = useState(view);
  if (start === null && view !== null) setStart(view);
  const engine = useMemo(
    () =>
      base?.kind === 'style' && start
        ? new MapEngine((element) =>
            createPlaceMap({
              container: element,
              style: base.style,
              mapboxToken: base.mapboxToken,
              view: start,
              still,
            }),
          )
        : null,
    [base, start, still],
  );
  const state = useEngine(container, engine, 0);
  if (config.isError) return { status: 'failed', map: null, message: config.error.message };
  if (base?.kind === 'missing-token') {
    return { status: 'failed', map: null, message: MAP_MESSAGES.mapboxTokenRequired };
  }
  if (state.status === 'failed')
    return { status: 'failed', map: null, message: state.error.message };
  return state;
}
