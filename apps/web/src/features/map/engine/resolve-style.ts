import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfig } from '@marshlog/domain';
import { keylessBaseStyle } from './base-style';
import { isMapboxUrl } from './mapbox-urls';

export type BaseStyle =
  | { kind: 'style'; style: StyleSpecification | string; mapboxToken: string | null }
  | { kind: 'missing-token' };

/** MAP_STYLE_URL when set (a mapbox:// one needs MAPBOX_TOKEN), else the keyless base. */
export function resolveBaseStyle(config: MapConfig): BaseStyle {
  if (!config.style_url) {
    return { kind: 'style', style: keylessBaseStyle(), mapboxToken: config.mapbox_token };
  }
  if (isMapboxUrl(config.style_url) && !config.mapbox_token) return { kind: 'missing-token' };
  return { kind: 'style', style: config.style_url, mapboxToken: config.mapbox_token };
}
