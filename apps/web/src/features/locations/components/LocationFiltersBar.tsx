import { useEffect, useRef, useState } from 'react';
import {
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
  PRIVACY_LABELS,
  PRIVACY_LEVELS,
  SEARCH_DEBOUNCE_MS,
  locationTypeSchema,
  privacyLevelSchema,
} from '@marshlog/domain';
import { Button, Select, TextField } from '../../../ui';
import type { LocationFilters } from '../api';
import type { FilterChange } from '../use-location-filters';

const privacyOptions = PRIVACY_LEVELS.map((level) => ({
  value: level,
  label: PRIVACY_LABELS[level],
}));
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
      <Select
        label="Privacy"
        placeholder="Any privacy"
        options={privacyOptions}
        value={filters.privacy_level ?? ''}
        onChange={(event) => {
          const level = privacyLevelSchema.safeParse(event.target.value);
          onChange({ privacy_level: level.success ? level.data : undefined });
        }}
      />
      <Select
        label="Type"
        placeholder="Any type"
        options={typeOptions}
        value={filters.location_type ?? ''}
        onChange={(event) => {
          const type = locationTypeSchema.safeParse(event.target.value);
          onChange({ location_type: type.success ? type.data : undefined });
        }}
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
