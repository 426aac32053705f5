import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HUNT_PAGE_SIZE } from '@marshlog/domain';
import {
  Button,
  ButtonLink,
  EmptyState,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
  SegmentedControl,
  Spinner,
} from '../../ui';
import { WaitingToSync } from '../offline/WaitingToSync';
import { useHunts } from './api';
import { HuntFiltersPanel } from './components/HuntFiltersPanel';
import { HuntListItem } from './components/HuntListItem';
import { NoHunts } from './components/NoHunts';
import {
  HUNT_SCOPE_LABELS,
  filtersFromSearch,
  hasValidDateRange,
  isFiltered,
  searchFromFilters,
  type HuntFilters,
} from './hunt-filters';

/** The hunter's own first, the default; friends' and everyone's one tap away. */
const scopeSegments = (['mine', 'friends', 'all'] as const).map((value) => ({
  value,
  label: HUNT_SCOPE_LABELS[value],
}));

/** The hunter's hunts and those shared with them, filtered and paged through the address bar. */
export default function HuntsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const hunts = useHunts(filters);

  const changeFilters = useCallback(
    (changes: Partial<HuntFilters>) =>
      setSearchParams(
        (current) => searchFromFilters({ ...filtersFromSearch(current), ...changes, page: 1 }),
        {
          replace: true,
        },
      ),
    [setSearchParams],
  );
  const goToPage = (page: number) => {
    setSearchParams(searchFromFilters({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };

  return (
    <div>
      <PageHeader
        title="Hunts"
        description="Your logbook, and the hunts your friends and other hunters share."
        actions={<ButtonLink to="/hunts/create">Log a hunt</ButtonLink>}
      />
      <SegmentedControl
        className="mb-4"
        label="Whose hunts"
        segments={scopeSegments}
        value={filters.scope}
        onChange={(scope) => changeFilters({ scope })}
      />
      <HuntFiltersPanel filters={filters} onChange={changeFilters} />
      <WaitingToSync kind="hunt" />
      <HuntResults filters={filters} hunts={hunts} onPageChange={goToPage} />
    </div>
  );
}

function HuntResults({
  filters,
  hunts,
  onPageChange,
}: {
  filters: HuntFilters;
  hunts: ReturnType<typeof useHunts>;
  onPageChange: (page: number) => void;
}) {
  if (!hasValidDateRange(filters)) {
    return (
      <EmptyState
        title="Check the dates"
        description="Pick a start date on or before the end date to see hunts."
      />
    );
  }
  if (hunts.isPending) return <LoadingState text="Loading hunts..." />;
  if (hunts.isError) {
    return <QueryErrorState title="Could not load hunts" query={hunts} />;
  }
  const { count, results } = hunts.data;
  if (results.length === 0 && count > 0) {
    return (
      <EmptyState
        title="No hunts on this page"
        description={`There are ${count} hunts, on fewer pages than this.`}
        action={<Button onClick={() => onPageChange(1)}>Go to the first page</Button>}
      />
    );
  }
  if (results.length === 0) {
    return <NoHunts filtered={isFiltered(filters)} scope={filters.scope} />;
  }
  return (
    <section aria-label="Hunts" aria-busy={hunts.isFetching}>
      <div className="mb-3 flex items-center justify-between gap-3 text-ink-muted">
        <p aria-live="polite" data-testid="hunt-count">
          {count === 1 ? '1 hunt' : `${count} hunts`}
        </p>
        {hunts.isFetching ? <Spinner className="size-5 text-accent" /> : null}
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {results.map((hunt) => (
          <HuntListItem key={hunt.id} hunt={hunt} />
        ))}
      </ul>
      <Pagination
        page={filters.page}
        count={count}
        pageSize={HUNT_PAGE_SIZE}
        onPageChange={onPageChange}
        disabled={hunts.isFetching}
      />
    </section>
  );
}
