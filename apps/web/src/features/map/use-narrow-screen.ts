import { useSyncExternalStore } from 'react';
import { MAP_DATA_SETTINGS, MAP_NARROW_MAX_WIDTH_PX } from '@marshlog/domain';

const query = `(max-width: ${MAP_NARROW_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the screen is under 768 px wide (a phone): the map lays itself out for a thumb. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Under 768 px wide: fewer hunts, longer stale time, one retry (seed 001 section 9). */
export function useMapDataSettings() {
  return useNarrowScreen() ? MAP_DATA_SETTINGS.narrow : MAP_DATA_SETTINGS.wide;
}
