import type { FeatureCollection } from 'geojson';
import { useEffect, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { pathMetres, type LngLatPoint } from '@marshlog/domain';

const SOURCE = 'marshlog-distance';

function drawing(points: readonly LngLatPoint[]): FeatureCollection {
  const coordinates = points.map((point) => [point.longitude, point.latitude]);
  return {
    type: 'FeatureCollection',
    features: [
      ...(coordinates.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates },
            },
          ]
        : []),
      ...coordinates.map((position) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Point' as const, coordinates: position },
      })),
    ],
  };
}

function ensureLayers(map: MapLibreMap): GeoJSONSource | undefined {
  if (!map.getSource(SOURCE)) {
    map.addSource(SOURCE, { type: 'geojson', data: drawing([]) });
    map.addLayer({
      id: `${SOURCE}-line`,
      type: 'line',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': '#fde047', 'line-width': 3, 'line-dasharray': [2, 1] },
    });
    map.addLayer({
      id: `${SOURCE}-points`,
      type: 'circle',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 5,
        'circle-color': '#fde047',
        'circle-stroke-color': '#0f1a17',
        'circle-stroke-width': 2,
      },
    });
  }
  return map.getSource<GeoJSONSource>(SOURCE);
}

/** The distance tool's line: points added by clicks, its length, and the trash that clears it. */
export function useDistanceTool(map: MapLibreMap | null) {
  const [points, setPoints] = useState<LngLatPoint[]>([]);
  useEffect(() => {
    if (!map) return;
    ensureLayers(map)
      ?.setData(drawing(points))
      .catch((error: unknown) => console.error('The measured line could not be drawn', error));
  }, [map, points]);
  return {
    points,
    metres: pathMetres(points),
    add: (point: LngLatPoint) => setPoints((current) => [...current, point]),
    clear: () => setPoints([]),
  };
}
