import { huntDayName, locationDisplayName } from '@marshlog/domain';
import type { MapItem } from './map-data';

/** A short line naming an item, for the hover tooltip. */
export function itemLabel(item: MapItem): string {
  switch (item.kind) {
    case 'hunt': {
      const birds = item.properties.total_birds;
      return `${huntDayName(item.properties.date_of_hunt)} · ${birds} ${birds === 1 ? 'bird' : 'birds'}`;
    }
    case 'location':
      return locationDisplayName(item.properties.name);
    case 'report':
      return item.properties.title;
  }
}

/** Coordinates to 4 decimals, latitude first (seed 001 section 2, popups). */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
