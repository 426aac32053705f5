import { useEffect, useState } from 'react';
import {
  HUNT_LIMITS,
  HUNT_MESSAGES,
  HUNT_ORDERINGS,
  SEARCH_DEBOUNCE_MS,
  isSpecies,
  type HuntOrdering,
} from '@marshlog/domain';
import { Button, cx, FilterSelect, PRIVACY_OPTIONS, Select, TextField } from '../../../ui';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  HUNT_ORDERING_LABELS,
  hasValidDateRange,
  isFiltered,
  type HuntFilters,
} from '../hunt-filters';
import { SpeciesFilterSelect } from './SpeciesFilterSelect';

/** Below Tailwind's `md` (48rem) the fields other than search fold away behind Filters. */
const FOLDED_FILTERS = '(width < 48rem)';

const NO_FILTERS: Partial<HuntFilters> = {
  start_date: undefined,
  end_date: undefined,
  privacy_level: undefined,
  species: undefined,
  search: undefined,
};
const orderingOptions = HUNT_ORDERINGS.map((value) => ({
  value,
  label: HUNT_ORDERING_LABELS[value],
}));

function isOrdering(value: string): value is HuntOrdering {
  return HUNT_ORDERINGS.some((ordering) => ordering === value);
}

/** Search in notes (as you type), date range, privacy, species and order; the rest fold away on a phone. */
export function HuntFiltersPanel({
  filters,
  onChange,
}: {
  filters: HuntFilters;
  /** Changes some filters; the list goes back to its first page. */
  onChange: (changes: Partial<HuntFilters>) => void;
}) {
  const [search, setSearch] = useState(filters.search ?? '');
  const [searchInUrl, setSearchInUrl] = useState(filters.search);
  const [open, setOpen] = useState(false);
  // Folded fields are not rendered: on a phone the species list alone is some fifty elements.
  const folded = useMediaQuery(FOLDED_FILTERS) && !open;

  // The address bar changed the search (back button, Clear filters): the box follows it.
  if (filters.search !== searchInUrl) {
    setSearchInUrl(filters.search);
    if ((search.trim() || undefined) !== filters.search) setSearch(filters.search ?? '');
  }
  // Typing waits a moment before asking the server.
  useEffect(() => {
    const typed = search.trim() || undefined;
    if (typed === filters.search) return;
    const timer = setTimeout(() => onChange({ search: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const narrowing = [
    filters.start_date,
    filters.end_date,
    filters.privacy_level,
    filters.species,
  ].filter(Boolean).length;
  const rangeError = hasValidDateRange(filters) ? undefined : HUNT_MESSAGES.dateRangeOrder;

  return (
    <section
      aria-label="Filter hunts"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-line bg-surface/70 p-4"
    >
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            label="Search notes"
            type="search"
            placeholder="e.g. north blind"
            maxLength={HUNT_LIMITS.searchMax}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="hunt-filter-fields"
          onClick={() => setOpen((value) => !value)}
        >
          Filters{narrowing > 0 ? ` (${narrowing})` : ''}
        </Button>
      </div>
      <div
        id="hunt-filter-fields"
        className={cx('gap-4 sm:grid-cols-2 md:grid md:grid-cols-5', open ? 'grid' : 'hidden')}
      >
        {folded ? null : (
          <HuntFilterFields filters={filters} onChange={onChange} rangeError={rangeError} />
        )}
      </div>
      {isFiltered(filters) ? (
        <div className="-mt-1 flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              onChange(NO_FILTERS);
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The date range, privacy, species and order: side by side on a wide screen, folded on a phone. */
function HuntFilterFields({
  filters,
  onChange,
  rangeError,
}: {
  filters: HuntFilters;
  onChange: (changes: Partial<HuntFilters>) => void;
  rangeError: string | undefined;
}) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        value={filters.start_date ?? ''}
        max={filters.end_date}
        onChange={(event) => onChange({ start_date: event.target.value || undefined })}
      />
      <TextField
        label="To"
        type="date"
        value={filters.end_date ?? ''}
        min={filters.start_date}
        error={rangeError}
        onChange={(event) => onChange({ end_date: event.target.value || undefined })}
      />
      <FilterSelect
        label="Privacy"
        placeholder="All levels"
        options={PRIVACY_OPTIONS}
        value={filters.privacy_level}
        onChange={(privacy_level) => onChange({ privacy_level })}
      />
      <SpeciesFilterSelect
        value={filters.species ?? ''}
        onChange={(species) => onChange({ species: isSpecies(species) ? species : undefined })}
      />
      <Select
        label="Order"
        options={orderingOptions}
        value={filters.ordering}
        onChange={(event) => {
          const ordering = event.target.value;
          if (isOrdering(ordering)) onChange({ ordering });
        }}
      />
    </>
  );
}
