import type { StyleSpecification } from 'maplibre-gl';
import { MAP_BASE } from '@marshlog/domain';

const font = [MAP_BASE.font];
const halo = { 'text-halo-color': 'rgba(15, 26, 23, 0.85)', 'text-halo-width': 1.4 };

/**
 * The keyless base (DESIGN.md section 6): USGS National Map imagery with roads, building
 * footprints, place and water labels from OpenFreeMap's OpenMapTiles vector tiles.
 */
export function keylessBaseStyle(): StyleSpecification {
  return {
    version: 8,
    glyphs: MAP_BASE.glyphs,
    sources: {
      imagery: {
        type: 'raster',
        tiles: [MAP_BASE.imageryTiles],
        tileSize: 256,
        maxzoom: MAP_BASE.imageryMaxZoom,
        attribution: MAP_BASE.imageryCredit,
      },
      openmaptiles: {
        type: 'vector',
        url: MAP_BASE.vectorTileJson,
        attribution: MAP_BASE.vectorCredit,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1d2b24' } },
      // No fade-in: each fading tile would repaint every marker for 300 ms.
      { id: 'imagery', type: 'raster', source: 'imagery', paint: { 'raster-fade-duration': 0 } },
      {
        id: 'building-footprints',
        type: 'line',
        source: 'openmaptiles',
        'source-layer': 'building',
        minzoom: 14,
        paint: { 'line-color': 'rgba(255, 255, 255, 0.45)', 'line-width': 0.8 },
      },
      {
        id: 'roads',
        type: 'line',
        source: 'openmaptiles',
        'source-layer': 'transportation',
        filter: [
          'match',
          ['get', 'class'],
          ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'minor', 'service', 'track'],
          true,
          false,
        ],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': [
            'match',
            ['get', 'class'],
            ['motorway', 'trunk'],
            '#f4c95d',
            ['primary', 'secondary'],
            '#f8e7b5',
            'rgba(255, 255, 255, 0.75)',
          ],
          'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.5, 12, 1.5, 16, 4],
        },
      },
      {
        id: 'road-labels',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'transportation_name',
        minzoom: 12,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': font,
          'text-size': 11,
        },
        paint: { 'text-color': '#ffffff', ...halo },
      },
      {
        id: 'water-labels',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'water_name',
        layout: { 'text-field': ['get', 'name'], 'text-font': font, 'text-size': 12 },
        paint: { 'text-color': '#b9e3f5', ...halo },
      },
      {
        id: 'place-labels',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'place',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': font,
          'text-size': ['match', ['get', 'class'], ['city', 'state'], 15, ['town'], 13, 11],
        },
        paint: { 'text-color': '#ffffff', ...halo },
      },
    ],
  };
}
