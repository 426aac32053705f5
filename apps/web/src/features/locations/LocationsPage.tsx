import { LOCATIONS_PAGE_SIZE, type LocationScope } from '@marshlog/domain';
import {
  ButtonLink,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
  SegmentedControl,
} from '../../ui';
import { useLocations, type LocationFilters } from './api';
import { LocationCard } from './components/LocationCard';
import { LocationFiltersBar } from './components/LocationFiltersBar';
import { NoLocations } from './components/NoLocations';
import { useLocationFilters } from './use-location-filters';

const SCOPE_LABELS: Record<LocationScope, string> = {
  all: 'All',
  mine: 'Mine',
  friends: 'Friends',
  shared: 'Shared with me',
};
/** The hunter's own first, the default; friends', shared and everyone's one tap away. */
const scopeSegments = (['mine', 'friends', 'shared', 'all'] as const).map((value) => ({
  value,
  label: SCOPE_LABELS[value],
}));

/** /locations: the hunter's saved places and those shared with them, filtered and paged. */
export default function LocationsPage() {
  const { filters, filtered, setFilters, setPage, clearFilters } = useLocationFilters();
  const locations = useLocations(filters);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Locations"
        description="Your marshes, fields and blinds, and the places friends shared with you."
        actions={<ButtonLink to="/locations/create">New location</ButtonLink>}
      />
      <SegmentedControl
        className="mb-4"
        label="Whose locations"
        segments={scopeSegments}
        value={filters.scope}
        onChange={(scope) => setFilters({ scope })}
      />
      <LocationFiltersBar
        filters={filters}
        filtered={filtered}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <LocationResults
        query={locations}
        filtered={filtered}
        scope={filters.scope}
        onClear={clearFilters}
      />
      {locations.data ? (
        <Pagination
          page={filters.page}
          count={locations.data.count}
          pageSize={LOCATIONS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={locations.isFetching}
        />
      ) : null}
    </div>
  );
}

function LocationResults({
  query,
  filtered,
  scope,
  onClear,
}: {
  query: ReturnType<typeof useLocations>;
  filtered: boolean;
  scope: LocationFilters['scope'];
  onClear: () => void;
}) {
  if (query.isPending) return <LoadingState text="Loading locations..." />;
  if (query.isError) {
    return <QueryErrorState title="Could not load locations" query={query} />;
  }
  const { results, count } = query.data;
  if (results.length === 0) {
    return <NoLocations filtered={filtered} scope={scope} onClear={onClear} />;
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
        {count} {count === 1 ? 'location' : 'locations'}
      </p>
      <ul
        aria-label="Locations"
        className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {results.map((location) => (
          <LocationCard key={location.id} location={location} />
        ))}
      </ul>
    </>
  );
}
