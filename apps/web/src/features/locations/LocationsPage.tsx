import { LOCATIONS_PAGE_SIZE } from '@marshlog/domain';
import {
  Button,
  ButtonLink,
  EmptyState,
  Icon,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
} from '../../ui';
import { useLocations } from './api';
import { LocationCard } from './components/LocationCard';
import { LocationFiltersBar } from './components/LocationFiltersBar';
import { useLocationFilters } from './use-location-filters';

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
      <LocationFiltersBar
        filters={filters}
        filtered={filtered}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <LocationResults query={locations} filtered={filtered} onClear={clearFilters} />
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
  onClear,
}: {
  query: ReturnType<typeof useLocations>;
  filtered: boolean;
  onClear: () => void;
}) {
  if (query.isPending) return <LoadingState text="Loading locations..." />;
  if (query.isError) {
    return <QueryErrorState title="Could not load locations" query={query} />;
  }
  const { results, count } = query.data;
  if (results.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<Icon name="locations" />}
        title="No locations match these filters"
        description="Try another search, privacy or type."
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Icon name="locations" />}
        title="No locations yet"
        description="Save the places you hunt, with notes on how to get in, and share them with friends."
        action={<ButtonLink to="/locations/create">New location</ButtonLink>}
      />
    );
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
