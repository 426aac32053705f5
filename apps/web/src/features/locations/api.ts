import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LOCATIONS_PAGE_SIZE,
  type Location,
  type LocationCreateInput,
  type LocationScope,
  type LocationShareRequest,
  type LocationType,
  type PrivacyLevel,
} from '@marshlog/domain';
import { api } from '../../api';
import { locationPageSchema, locationSchema } from './schemas';

/** The list's filters as the URL keeps them; blank means "any". */
export interface LocationFilters {
  /** Whose locations: the hunter's own unless the address asks for another scope. */
  scope: LocationScope;
  privacy_level?: PrivacyLevel;
  location_type?: LocationType;
  search?: string;
  page: number;
}

export const locationKeys = {
  all: ['locations'] as const,
  lists: () => [...locationKeys.all, 'list'] as const,
  list: (filters: LocationFilters) => [...locationKeys.lists(), filters] as const,
  details: () => [...locationKeys.all, 'detail'] as const,
  detail: (id: number) => [...locationKeys.details(), id] as const,
};

/** The viewer's locations and those they may see (shared, friends', public), one page at a time. */
export function useLocations(filters: LocationFilters) {
  return useQuery({
    queryKey: locationKeys.list(filters),
    queryFn: () =>
      api.get('/locations/', {
        query: { ...filters, page_size: LOCATIONS_PAGE_SIZE },
        schema: locationPageSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useLocation(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: locationKeys.detail(id),
    queryFn: () => api.get(`/locations/${id}/`, { schema: locationSchema }),
    enabled: options.enabled,
  });
}

/** A changed location: its detail is the answer, and every list may show it differently. */
export function useStoreLocation() {
  const queryClient = useQueryClient();
  return async (location: Location) => {
    queryClient.setQueryData(locationKeys.detail(location.id), location);
    await queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
  };
}

export function useCreateLocation() {
  const store = useStoreLocation();
  return useMutation({
    // The caller may choose the key, so a create kept in the outbox is sent under the same one.
    mutationFn: ({ idempotencyKey, ...input }: LocationCreateInput & { idempotencyKey?: string }) =>
      api.post('/locations/', input, { schema: locationSchema, idempotencyKey }),
    onSuccess: store,
  });
}

export function useDeleteLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/locations/${id}/`),
    onSuccess: async () => {
      // Not refetched now (it would answer 404 on the way out), but never shown from the cache again.
      await queryClient.invalidateQueries({
        queryKey: locationKeys.detail(id),
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
    },
  });
}

export function useShareLocation(id: number) {
  const store = useStoreLocation();
  return useMutation({
    mutationFn: (request: LocationShareRequest) =>
      api.post(`/locations/${id}/share/`, request, { schema: locationSchema }),
    onSuccess: store,
  });
}

/** Ends the shares with these hunters. */
export function useUnshareLocation(id: number) {
  const store = useStoreLocation();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      api.delete(`/locations/${id}/unshare/`, {
        body: { user_ids: userIds },
        schema: locationSchema,
      }),
    onSuccess: store,
  });
}
