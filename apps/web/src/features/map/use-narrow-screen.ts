import { useSyncExternalStore } from 'react';
import { MAP_DATA_SETTINGS, MAP_NARROW_MAX_WIDTH_PX } from '@marshlog/domain';

const query = `(max-width: ${MAP_NARROW_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Under 768 px wide: fewer hunts, longer stale time, one retry (seed 001 section 9). */
export function useMapDataSettings() {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
  return narrow ? MAP_DATA_SETTINGS.narrow : MAP_DATA_SETTINGS.wide;
}
