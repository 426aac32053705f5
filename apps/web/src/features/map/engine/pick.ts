import type { Map as MapLibreMap, MapGeoJSONFeature, PointLike } from 'maplibre-gl';
import { PICKABLE_LAYERS } from '../map-layers';

/**
 * The marker nearest to a screen point within `radius` pixels (seed 001: select-mode clicks pick
 * within 50 px), or null.
 */
export function pickNearest(
  map: MapLibreMap,
  point: { x: number; y: number },
  radius: number,
): MapGeoJSONFeature | null {
  const box: [PointLike, PointLike] = [
    [point.x - radius, point.y - radius],
    [point.x + radius, point.y + radius],
  ];
  let nearest: MapGeoJSONFeature | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const feature of map.queryRenderedFeatures(box, { layers: PICKABLE_LAYERS })) {
    if (feature.geometry.type !== 'Point') continue;
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const projected = map.project([longitude, latitude]);
    const distance = Math.hypot(projected.x - point.x, projected.y - point.y);
    if (distance <= radius && distance < best) {
      best = distance;
      nearest = feature;
    }
  }
  return nearest;
}

export function pointOf(feature: MapGeoJSONFeature): [number, number] {
  if (feature.geometry.type !== 'Point') return [0, 0];
  const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
  return [longitude, latitude];
}

/** The marker or cluster drawn under a screen point (its circle hit, not just its centre), or null. */
export function pickAt(
  map: MapLibreMap,
  point: { x: number; y: number },
): MapGeoJSONFeature | null {
  return map.queryRenderedFeatures([point.x, point.y], { layers: PICKABLE_LAYERS })[0] ?? null;
}
