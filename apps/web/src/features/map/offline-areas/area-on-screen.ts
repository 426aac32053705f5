import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { MAP_BASE, OFFLINE_AREA_LIMITS, type ViewBox } from '@marshlog/domain';

/** The area the hunter is looking at, and the zoom range offered first (a few levels deeper). */
export interface AreaOnScreen {
  bounds: ViewBox;
  zoom: number;
  minZoom: number;
  maxZoom: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
/** Zoom levels offered first below the one on screen: each level is about four times the tiles. */
const DEEPER_LEVELS = 2;

export function areaOnScreen(map: MapLibreMap): AreaOnScreen {
  const bounds = map.getBounds();
  const { minZoom, maxZoom } = OFFLINE_AREA_LIMITS;
  const zoom = clamp(Math.floor(map.getZoom()), minZoom, maxZoom);
  return {
    bounds: [
      round6(clamp(bounds.getWest(), -180, 180)),
      round6(bounds.getSouth()),
      round6(clamp(bounds.getEast(), -180, 180)),
      round6(bounds.getNorth()),
    ],
    zoom,
    minZoom: zoom,
    maxZoom: Math.min(zoom + DEEPER_LEVELS, maxZoom),
  };
}

/**
 * The base imagery's tile template when the hunter is viewing the keyless USGS imagery (public
 * domain), else null: other providers' terms (Mapbox's among them) forbid keeping their tiles.
 */
export function offlineTileTemplate(style: StyleSpecification | string): string | null {
  if (typeof style === 'string') return null;
  const viewed = Object.values(style.sources).some(
    (source) => source.type === 'raster' && source.tiles?.includes(MAP_BASE.imageryTiles),
  );
  return viewed ? MAP_BASE.imageryTiles : null;
}
