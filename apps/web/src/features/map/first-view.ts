import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  boundsOf,
  MAP_DEFAULT_VIEW,
  MAX_PAGE_SIZE,
  MAP_PLACE_VIEW,
  MAP_TIMING,
  parseDeepLink,
  type LngLatPoint,
  type ViewBox,
} from '@marshlog/domain';
import { api } from '../../api';
import { huntPageSchema } from '../hunts/schemas';
import { locationPageSchema } from '../locations/schemas';
import { reportPageSchema } from '../reports/schemas';
import { mapKeys } from './api';

/** Where the map first looks: a point and zoom, or a box fitted to the screen. */
export type MapFirstView =
  { kind: 'point'; center: [number, number]; zoom: number } | { kind: 'bounds'; bounds: ViewBox };

export const pointView = (point: LngLatPoint, zoom: number): MapFirstView => ({
  kind: 'point',
  center: [point.longitude, point.latitude],
  zoom,
});

/** The places of the hunter's own latest hunts, locations and reports (a page of each). */
async function ownPlaces(signal: AbortSignal): Promise<LngLatPoint[]> {
  const query = { scope: 'mine', page_size: MAX_PAGE_SIZE };
  const [hunts, locations, reports] = await Promise.all([
    api.get('/hunts/', { query, schema: huntPageSchema, signal }),
    api.get('/locations/', { query, schema: locationPageSchema, signal }),
    api.get('/reports/my_reports/', {
      query: { page_size: MAX_PAGE_SIZE },
      schema: reportPageSchema,
      signal,
    }),
  ]);
  return [...hunts.results, ...locations.results, ...reports.results];
}

/** The device's place, only where the hunter already allowed it (no prompt on opening the map). */
async function allowedDevicePlace(): Promise<LngLatPoint | null> {
  const permission = await navigator.permissions?.query({ name: 'geolocation' }).catch(() => null);
  if (permission?.state !== 'granted') return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { timeout: 3000, maximumAge: 600_000 },
    );
  });
}

/** The hunter's own items' box; without any, their region (the device's place when allowed); else the country. */
async function homeView(signal: AbortSignal): Promise<MapFirstView> {
  // A failed look-up of the hunter's items is no reason to keep the map from opening.
  const places = await ownPlaces(signal).catch((error: unknown) => {
    if (!signal.aborted)
      console.warn("The hunter's own places could not be read; the map opens on the region", error);
    return [];
  });
  const bounds = boundsOf(places);
  if (bounds) return { kind: 'bounds', bounds };
  const device = await allowedDevicePlace();
  if (device) return pointView(device, MAP_PLACE_VIEW.zoom);
  return pointView(MAP_DEFAULT_VIEW, MAP_DEFAULT_VIEW.zoom);
}

/** Where the hunter's maps open when no place is given: their items, else their region (cached). */
export function useHomeView(enabled: boolean): MapFirstView | null {
  const home = useQuery({
    queryKey: mapKeys.firstView(),
    queryFn: ({ signal }) => homeView(signal),
    enabled,
    staleTime: 300_000,
  });
  return home.data ?? null;
}

/**
 * The map's first view: a shared link's place (`?lat=&lng=&zoom=`), else fitted to the hunter's
 * own items, else their region. Pending until known, so the map never first loads a whole country.
 */
export function useFirstView(): { view: MapFirstView | null; deepLinked: boolean } {
  const [params] = useSearchParams();
  const [deepLink] = useState(() => parseDeepLink(params));
  const home = useHomeView(deepLink === null);
  if (deepLink) {
    return { view: pointView(deepLink, deepLink.zoom ?? MAP_TIMING.flyToZoom), deepLinked: true };
  }
  return { view: home, deepLinked: false };
}
