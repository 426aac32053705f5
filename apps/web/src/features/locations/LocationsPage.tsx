import { LOCATIONS_PAGE_SIZE, type LocationScope } from '@marshlog/domain';
import { ButtonLink, ListPage, SegmentedControl } from '../../ui';
import { useLocations } from './api';
import { LocationCard } from './components/LocationCard';
import { WaitingToSync } from '../offline/WaitingToSync';
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
    <ListPage
      title="Locations"
      description="Your marshes, fields and blinds, and the places friends shared with you."
      actions={<ButtonLink to="/locations/create">New location</ButtonLink>}
      controls={
        <>
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
          <WaitingToSync kind="location" />
        </>
      }
      query={locations}
      page={filters.page}
      pageSize={LOCATIONS_PAGE_SIZE}
      onPageChange={setPage}
      names={{ one: 'location', many: 'locations' }}
      empty={<NoLocations filtered={filtered} scope={filters.scope} onClear={clearFilters} />}
      renderItem={(location) => <LocationCard key={location.id} location={location} />}
    />
  );
}
