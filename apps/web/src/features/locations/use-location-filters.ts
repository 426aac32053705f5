import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { locationTypeSchema, privacyLevelSchema } from '@marshlog/domain';
import type { LocationFilters } from './api';

export type FilterChange = Partial<Omit<LocationFilters, 'page'>>;

/** The list's filters live in the URL (?privacy_level=&location_type=&search=&page=), so a reload or a link keeps them. */
export function useLocationFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<LocationFilters>(() => {
    const privacy = privacyLevelSchema.safeParse(params.get('privacy_level'));
    const type = locationTypeSchema.safeParse(params.get('location_type'));
    const page = Number(params.get('page'));
    return {
      privacy_level: privacy.success ? privacy.data : undefined,
      location_type: type.success ? type.data : undefined,
      search: params.get('search')?.trim() || undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);

  /** Changes some filters and goes back to page 1. */
  const setFilters = useCallback(
    (change: FilterChange) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clearFilters = useCallback(
    () => setParams(new URLSearchParams(), { replace: true }),
    [setParams],
  );
  const filtered = Boolean(filters.privacy_level || filters.location_type || filters.search);

  return { filters, filtered, setFilters, setPage, clearFilters };
}
