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
import { MAP_SCALE_MAX_WIDTH } from '@marshlog/domain';
import { registerTileProtocol, tileRequestTransform } from './tile-requests';

export interface MapStart {
  container: HTMLElement;
  style: StyleSpecification | string;
  mapboxToken: string | null;
  center: [number, number];
  zoom: number;
}

declare global {
  interface Window {
    /** Set by end-to-end tests before the app loads; only then is the map exposed. */
    __MARSHLOG_TEST__?: boolean;
    __marshlogMap?: MapLibreMap;
  }
}

/** A MapLibre map with the seed's controls: navigation, geolocate with tracking, imperial scale, fullscreen. */
export function createMap({ container, style, mapboxToken, center, zoom }: MapStart): MapLibreMap {
  setWorkerUrl(workerUrl);
  registerTileProtocol();
  const map = new MapLibreMap({
    container,
    style,
    center,
    zoom,
    transformRequest: tileRequestTransform(mapboxToken),
    attributionControl: { compact: true },
    // Labels appear at once: a fade repaints every marker for 300 ms, costly for 100k points.
    fadeDuration: 0,
  });
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
