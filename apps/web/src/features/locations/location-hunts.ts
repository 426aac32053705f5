import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HUNT_PAGE_SIZE } from '@marshlog/domain';
import { api } from '../../api';
import { huntKeys } from '../hunts/api';
import { huntPageSchema } from '../hunts/schemas';
import { locationSeasonsSchema } from './schemas';

/**
 * A location's hunts and its birds per season, as the viewer may see them. Kept under the hunt
 * lists' key, so logging, changing or deleting a hunt refreshes the location's page too.
 */
const locationHuntKeys = {
  hunts: (locationId: number, page: number) =>
    [...huntKeys.lists(), 'at-location', locationId, page] as const,
  seasons: (locationId: number) =>
    [...huntKeys.lists(), 'seasons-at-location', locationId] as const,
};

/** GET /api/hunts/?location={id}: one page of the hunts logged here, newest first. */
export function useLocationHunts(locationId: number, page: number) {
  return useQuery({
    queryKey: locationHuntKeys.hunts(locationId, page),
    queryFn: ({ signal }) =>
      api.get('/hunts/', {
        query: { location: locationId, page, page_size: HUNT_PAGE_SIZE },
        schema: huntPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/locations/{id}/seasons/: birds taken here per season, newest season first. */
export function useLocationSeasons(locationId: number) {
  return useQuery({
    queryKey: locationHuntKeys.seasons(locationId),
    queryFn: ({ signal }) =>
      api.get(`/locations/${locationId}/seasons/`, { schema: locationSeasonsSchema, signal }),
  });
}
