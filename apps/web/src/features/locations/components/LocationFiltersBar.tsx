import { useEffect, useRef, useState } from 'react';
import { LOCATION_TYPES, LOCATION_TYPE_LABELS, SEARCH_DEBOUNCE_MS } from '@marshlog/domain';
import { Button, FilterSelect, PRIVACY_OPTIONS, TextField } from '../../../ui';
import type { LocationFilters } from '../api';
import type { FilterChange } from '../use-location-filters';

const typeOptions = LOCATION_TYPES.map((type) => ({
  value: type,
  label: LOCATION_TYPE_LABELS[type],
}));

/** Search, privacy and type filters above the locations list. */
export function LocationFiltersBar({
  filters,
  filtered,
  onChange,
  onClear,
}: {
  filters: LocationFilters;
  filtered: boolean;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const [text, setText] = useState(filters.search ?? '');
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingSearch.current), []);

  /** The search reaches the URL (and the server) once typing pauses. */
  const typeSearch = (value: string) => {
    setText(value);
    clearTimeout(pendingSearch.current);
    pendingSearch.current = setTimeout(
      () => onChange({ search: value.trim() }),
      SEARCH_DEBOUNCE_MS,
    );
  };

  return (
    <form
      role="search"
      aria-label="Filter locations"
      onSubmit={(event) => event.preventDefault()}
      className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <TextField
          label="Search locations"
          type="search"
          placeholder="Name or notes"
          value={text}
          onChange={(event) => typeSearch(event.target.value)}
        />
      </div>
      <FilterSelect
        label="Privacy"
        placeholder="Any privacy"
        options={PRIVACY_OPTIONS}
        value={filters.privacy_level}
        onChange={(privacy_level) => onChange({ privacy_level })}
      />
      <FilterSelect
        label="Type"
        placeholder="Any type"
        options={typeOptions}
        value={filters.location_type}
        onChange={(location_type) => onChange({ location_type })}
      />
      <Button
        variant="ghost"
        className="col-span-2 justify-self-end lg:col-span-1"
        disabled={!filtered && !text}
        onClick={() => {
          clearTimeout(pendingSearch.current);
          setText('');
          onClear();
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
