import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_REPORT_SORT, REPORT_SORTS, type ReportSort } from '@marshlog/domain';
import type { ReportListFilters, ReportScope } from './keys';

function sortFrom(value: string | null): ReportSort {
  return REPORT_SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_REPORT_SORT;
}

/**
 * The list's filters live in the URL (?scope=mine&search=&sort=title&page=), so a reload or a
 * link keeps them; newest report date first unless another sort is chosen.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ReportListFilters>(() => {
    const page = Number(params.get('page'));
    return {
      scope: params.get('scope') === 'mine' ? 'mine' : 'all',
      search: params.get('search')?.trim() ?? '',
      sort: sortFrom(params.get('sort')),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (change: Record<string, string>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  /** A new scope or search starts again at page 1. */
  const setScope = useCallback(
    (scope: ReportScope) => update({ scope: scope === 'mine' ? 'mine' : '', page: '' }, true),
    [update],
  );
  const setSearch = useCallback(
    (search: string) => update({ search: search.trim(), page: '' }, true),
    [update],
  );
  const setSort = useCallback(
    (sort: ReportSort) =>
      update({ sort: sort === DEFAULT_REPORT_SORT ? '' : sort, page: '' }, true),
    [update],
  );
  const setPage = useCallback(
    (page: number) => update({ page: page > 1 ? String(page) : '' }, false),
    [update],
  );

  return { filters, setScope, setSearch, setSort, setPage };
}
