import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { itemLayers, itemsSource, ITEMS_SOURCE } from '../map-layers';
import type { MapFirstView } from '../first-view';
import { createMap } from './create-map';

export interface MapEngineOptions {
  style: StyleSpecification | string;
  mapboxToken: string | null;
  view: MapFirstView;
}

export type MapEngineState =
  | { status: 'starting'; map: MapLibreMap | null }
  | { status: 'ready'; map: MapLibreMap }
  | { status: 'failed'; map: null; error: Error };

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

const STARTING: MapEngineState = { status: 'starting', map: null };

/** Makes a MapLibre map in an element. */
export type MapMaker = (element: HTMLElement) => MapLibreMap;

/** The life of one MapLibre map, as a store React subscribes to. */
export class MapEngine {
  /** `prepare` runs once the style has loaded, before the map reads as ready. */
  constructor(
    private readonly make: MapMaker,
    private readonly prepare: (map: MapLibreMap) => void = () => undefined,
  ) {}

  private state: MapEngineState = STARTING;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(state: MapEngineState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Starts a map in the element; returns what removes it. */
  start(element: HTMLElement): () => void {
    let map: MapLibreMap;
    try {
      map = this.make(element);
    } catch (error) {
      console.error('The map could not start', error);
      this.set({ status: 'failed', map: null, error: asError(error) });
      return () => undefined;
    }
    this.set({ status: 'starting', map });
    let loaded = false;
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      map.remove();
      if (window.__marshlogMap === map) delete window.__marshlogMap;
      if (window.__marshlogPlaceMap === map) delete window.__marshlogPlaceMap;
    };
    map.on('load', () => {
      loaded = true;
      this.prepare(map);
      this.set({ status: 'ready', map });
    });
    map.on('error', (event: { error: unknown; sourceId?: string }) => {
      console.error('Map error', event.error);
      // A source's error (an imagery or vector tile, a TileJSON that did not come with one bar of
      // signal) leaves the map usable: the hunter's items still show. Before the style loads, any
      // other error (the style itself) means the map cannot show: it is removed, so a late
      // 'load' cannot bring back a map whose box the error screen has replaced.
      if (loaded || event.sourceId !== undefined) return;
      remove();
      this.set({ status: 'failed', map: null, error: asError(event.error) });
    });
    return () => {
      remove();
      this.set({ status: 'starting', map: null });
    };
  }
}

/**
 * Starts MapLibre in the container (again on each new `attempt`), adds the items source and
 * layers once the style has loaded, and removes the map on unmount. A map that cannot start (no
 * WebGL, a style that does not load) ends in `failed`; tile errors later do not.
 */
export function useMapEngine(
  container: RefObject<HTMLDivElement | null>,
  options: MapEngineOptions,
  attempt: number,
): MapEngineState {
  const [engine] = useState(
    () =>
      new MapEngine(
        (element) => createMap({ container: element, ...options }),
        (map) => {
          map.addSource(ITEMS_SOURCE, itemsSource(false));
          for (const layer of itemLayers) map.addLayer(layer);
        },
      ),
  );
  return useEngine(container, engine, attempt);
}

/** Runs an engine's map in the container while mounted (again on each new `attempt`). */
export function useEngine(
  container: RefObject<HTMLDivElement | null>,
  engine: MapEngine | null,
  attempt: number,
): MapEngineState {
  useEffect(() => {
    const element = container.current;
    return element && engine ? engine.start(element) : undefined;
  }, [engine, container, attempt]);
  return useSyncExternalStore(engine?.subscribe ?? noSubscription, engine?.snapshot ?? notStarted);
}

const noSubscription = () => () => undefined;
const notStarted = () => STARTING;

export function itemsSourceOf(map: MapLibreMap): GeoJSONSource | undefined {
  return map.getSource<GeoJSONSource>(ITEMS_SOURCE);
}
