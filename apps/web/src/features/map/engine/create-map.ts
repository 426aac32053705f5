import {
  FullscreenControl,
  GeolocateControl,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { MAP_SCALE_MAX_WIDTH, MAP_TIMING } from '@marshlog/domain';
import type { MapFirstView } from '../first-view';
import { registerTileProtocol, tileRequestTransform } from './tile-requests';

export interface MapStart {
  container: HTMLElement;
  style: StyleSpecification | string;
  mapboxToken: string | null;
  view: MapFirstView;
}

/** Space kept around fitted items, in pixels, so no marker sits on the map's edge. */
const FIT_PADDING_PX = 48;

/** MapLibre's start options for a first view: a point and zoom, or a box fitted (one spot at zoom 12). */
function startView(view: MapFirstView) {
  if (view.kind === 'point') return { center: view.center, zoom: view.zoom };
  const [west, south, east, north] = view.bounds;
  return {
    bounds: [west, south, east, north] as [number, number, number, number],
    fitBoundsOptions: { padding: FIT_PADDING_PX, maxZoom: MAP_TIMING.flyToZoom },
  };
}

declare global {
  interface Window {
    /** Set by end-to-end tests before the app loads; only then is the map exposed. */
    __MARSHLOG_TEST__?: boolean;
    __marshlogMap?: MapLibreMap;
    /** The small map of one place (a form's picker or a detail page's map), under the same flag. */
    __marshlogPlaceMap?: MapLibreMap;
  }
}

/** A MapLibre map on the base style, tiles through the rate-limited protocol, compact credits. */
function baseMap(
  { container, style, mapboxToken, view }: MapStart,
  interactive: boolean,
): MapLibreMap {
  setWorkerUrl(workerUrl);
  registerTileProtocol();
  return new MapLibreMap({
    container,
    style,
    ...startView(view),
    transformRequest: tileRequestTransform(mapboxToken),
    attributionControl: { compact: true },
    interactive,
    // Labels appear at once: a fade repaints every marker for 300 ms, costly for 100k points.
    fadeDuration: 0,
  });
}

/** A MapLibre map with the seed's controls: navigation, geolocate with tracking, imperial scale, fullscreen. */
export function createMap(start: MapStart): MapLibreMap {
  const map = baseMap(start, true);
  map.addControl(new NavigationControl(), 'top-right');
  map.addControl(
    new GeolocateControl({
      trackUserLocation: true,
      positionOptions: { enableHighAccuracy: true },
    }),
    'top-right',
  );
  map.addControl(new FullscreenControl(), 'top-right');
  map.addControl(
    new ScaleControl({ unit: 'imperial', maxWidth: MAP_SCALE_MAX_WIDTH }),
    'bottom-left',
  );
  if (window.__MARSHLOG_TEST__) window.__marshlogMap = map;
  return map;
}

/**
 * A small map of one place: zoom buttons and credits only. `still` keeps it from taking drags and
 * wheel turns, so a page around it scrolls as usual (a detail page's map).
 */
export function createPlaceMap({ still, ...start }: MapStart & { still: boolean }): MapLibreMap {
  const map = baseMap(start, !still);
  if (!still) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // The credits start folded behind their (i) button: spread out they cover a small map's place.
  map.once('load', () =>
    start.container
      .querySelector('.maplibregl-compact-show')
      ?.classList.remove('maplibregl-compact-show'),
  );
  if (window.__MARSHLOG_TEST__) window.__marshlogPlaceMap = map;
  return map;
}
