import { useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import {
  MAP_PICK_RADIUS_PX,
  MAP_TIMING,
  summarizeCluster,
  validPoint,
  type ClusterSummary,
  type LngLatPoint,
  type MapItemKind,
} from '@marshlog/domain';
import { itemLabel } from '../item-labels';
import type { MapItem } from '../map-data';
import type { MapTool } from '../components/MapToolbar';
import { pickAt, pickNearest, pointOf } from './pick';

export type MapSelection =
  | { type: 'item'; item: MapItem; lngLat: [number, number] }
  | { type: 'cluster'; clusterId: number; lngLat: [number, number]; summary: ClusterSummary };

export interface HoverTip {
  x: number;
  y: number;
  label: string;
}

interface PointerHandlers {
  tool: MapTool | null;
  items: Map<number, MapItem>;
  onPlace: (kind: MapItemKind, point: LngLatPoint) => void;
  onMeasure: (point: LngLatPoint) => void;
  onSelect: (selection: MapSelection | null) => void;
}

/** What a click picks: the marker under the pointer, or with the select tool the nearest within 50 px. */
function selectionAt(
  map: MapLibreMap,
  event: MapMouseEvent,
  nearest: boolean,
  items: Map<number, MapItem>,
): MapSelection | null {
  const feature = nearest
    ? pickNearest(map, event.point, MAP_PICK_RADIUS_PX)
    : pickAt(map, event.point);
  if (!feature) return null;
  const properties = feature.properties;
  if (typeof properties.cluster_id === 'number') {
    return {
      type: 'cluster',
      clusterId: properties.cluster_id,
      lngLat: pointOf(feature),
      summary: summarizeCluster(properties),
    };
  }
  const item = typeof feature.id === 'number' ? items.get(feature.id) : undefined;
  return item ? { type: 'item', item, lngLat: pointOf(feature) } : null;
}

function hoverLabel(selection: MapSelection): string {
  return selection.type === 'cluster'
    ? `${selection.summary.point_count} items`
    : itemLabel(selection.item);
}

/**
 * Clicks and hovers on the map: a create mode places its item (invalid coordinates ignored),
 * the distance tool adds a point, otherwise a click selects the marker or cluster under it (the
 * nearest within 50 px with the select tool). The hover tooltip follows 50 ms after the pointer.
 */
export function useMapPointer(map: MapLibreMap | null, handlers: PointerHandlers): HoverTip | null {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [hover, setHover] = useState<HoverTip | null>(null);

  useEffect(() => {
    if (!map) return undefined;
    const onClick = (event: MapMouseEvent) => {
      const { tool, items, onPlace, onMeasure, onSelect } = latest.current;
      if (tool === 'hunt' || tool === 'report' || tool === 'location' || tool === 'distance') {
        const point = validPoint(event.lngLat.lng, event.lngLat.lat);
        if (!point) return;
        if (tool === 'distance') onMeasure(point);
        else onPlace(tool, point);
        return;
      }
      onSelect(selectionAt(map, event, tool === 'select', items));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: MapMouseEvent) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { tool, items } = latest.current;
        const creating = tool !== null && tool !== 'select';
        const found = creating ? null : selectionAt(map, event, false, items);
        map.getCanvas().style.cursor = creating ? 'crosshair' : found ? 'pointer' : '';
        setHover(found ? { x: event.point.x, y: event.point.y, label: hoverLabel(found) } : null);
      }, MAP_TIMING.hoverDebounceMs);
    };
    const onLeave = () => {
      clearTimeout(timer);
      setHover(null);
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    map.on('mouseout', onLeave);
    return () => {
      clearTimeout(timer);
      map.off('click', onClick);
      map.off('mousemove', onMove);
      map.off('mouseout', onLeave);
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const creating = handlers.tool !== null && handlers.tool !== 'select';
    map.getCanvas().style.cursor = creating ? 'crosshair' : '';
  }, [map, handlers.tool]);

  return hover;
}
