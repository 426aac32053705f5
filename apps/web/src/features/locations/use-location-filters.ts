import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LOCATION_SCOPES,
  LOCATION_TYPES,
  PRIVACY_LEVELS,
  type LocationScope,
} from '@marshlog/domain';
import { oneOf } from '../../lib/one-of';
import type { LocationFilters } from './api';

/** A locations screen opens on the hunter's own spots; the other scopes are one tap away. */
export const DEFAULT_LOCATION_SCOPE: LocationScope = 'mine';

export type FilterChange = Partial<Omit<LocationFilters, 'page'>>;

/** `?scope=all|friends|shared`; mine (the default) and junk read as the hunter's own. */
function scopeFrom(value: string | null): LocationScope {
  return oneOf(LOCATION_SCOPES, value) ?? DEFAULT_LOCATION_SCOPE;
}

/** The list's filters live in the URL (?scope=&privacy_level=&location_type=&search=&page=), so a reload or a link keeps them. */
export function useLocationFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<LocationFilters>(() => {
    const page = Number(params.get('page'));
    return {
      scope: scopeFrom(params.get('scope')),
      privacy_level: oneOf(PRIVACY_LEVELS, params.get('privacy_level')),
      location_type: oneOf(LOCATION_TYPES, params.get('location_type')),
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
            const isDefault = key === 'scope' && value === DEFAULT_LOCATION_SCOPE;
            if (value && !isDefault) next.set(key, value);
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

  /** Clears the filters; the scope has its own control and stays. */
  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          const scope = current.get('scope');
          return new URLSearchParams(scope ? { scope } : {});
        },
        { replace: true },
      ),
    [setParams],
  );
  const filtered = Boolean(filters.privacy_level || filters.location_type || filters.search);

  return { filters, filtered, setFilters, setPage, clearFilters };
}
