import { useEffect, useId, useState } from 'react';
import {
  HUNT_MESSAGES,
  PHOTO_CONTENT_TYPES,
  PHOTO_ORDERINGS,
  SEARCH_DEBOUNCE_MS,
  isPhotoContentType,
  type PhotoOrdering,
} from '@marshlog/domain';
import { Button, cx, Select, TextField } from '../../../ui';
import { CONTENT_TYPE_LABELS } from '../format';
import {
  DEFAULT_GALLERY_FILTERS,
  hasActiveFilters,
  type GalleryFilters as Filters,
} from './gallery-state';

const ORDERING_LABELS: Record<PhotoOrdering, string> = {
  '-uploaded_at': 'Newest upload first',
  uploaded_at: 'Oldest upload first',
  filename: 'File name A-Z',
  '-filename': 'File name Z-A',
  '-file_size': 'Largest first',
  file_size: 'Smallest first',
  caption: 'Caption A-Z',
  '-caption': 'Caption Z-A',
};

const contentTypeOptions = PHOTO_CONTENT_TYPES.map((type) => ({
  value: type,
  label: `${CONTENT_TYPE_LABELS[type]}s`,
}));
const orderingOptions = PHOTO_ORDERINGS.map((ordering) => ({
  value: ordering,
  label: ORDERING_LABELS[ordering],
}));

/** The filters folded away on a phone, counted on their toggle when set. */
const NARROWING_FILTERS = [
  'content_type',
  'ordering',
  'date_after',
  'date_before',
  'is_primary',
] as const;

interface GalleryFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onReset: () => void;
}

/** Item kind, primary only, caption or file name search, upload dates and order. */
export function GalleryFilters({ filters, onChange, onReset }: GalleryFiltersProps) {
  const primaryId = useId();
  const [search, setSearch] = useState(filters.search);
  const [appliedSearch, setAppliedSearch] = useState(filters.search);
  // Filters reset from outside (Reset filters) show in the box too.
  if (filters.search !== appliedSearch) {
    setAppliedSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const [showMore, setShowMore] = useState(false);
  const moreId = useId();
  const narrowed = NARROWING_FILTERS.filter(
    (key) => filters[key] !== DEFAULT_GALLERY_FILTERS[key],
  ).length;
  const datesOutOfOrder = Boolean(
    filters.date_after && filters.date_before && filters.date_after > filters.date_before,
  );

  return (
    <div className="mb-6 flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Search"
          type="search"
          placeholder="Caption or file name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="sm:hidden">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showMore}
            aria-controls={moreId}
            onClick={() => setShowMore(!showMore)}
          >
            {showMore ? 'Fewer filters' : `More filters${narrowed > 0 ? ` (${narrowed} on)` : ''}`}
          </Button>
        </div>
        <div id={moreId} className={cx('contents', !showMore && 'max-sm:hidden')}>
          <Select
            label="Attached to"
            placeholder="All items"
            options={contentTypeOptions}
            value={filters.content_type}
            onChange={(event) => {
              const type = event.target.value;
              onChange({ content_type: isPhotoContentType(type) ? type : '' });
            }}
          />
          <Select
            label="Order"
            options={orderingOptions}
            value={filters.ordering}
            onChange={(event) => {
              const ordering = PHOTO_ORDERINGS.find((value) => value === event.target.value);
              if (ordering) onChange({ ordering });
            }}
          />
          <TextField
            label="Uploaded on or after"
            type="date"
            value={filters.date_after}
            max={filters.date_before || undefined}
            onChange={(event) => onChange({ date_after: event.target.value })}
          />
          <TextField
            label="Uploaded on or before"
            type="date"
            value={filters.date_before}
            min={filters.date_after || undefined}
            error={datesOutOfOrder ? HUNT_MESSAGES.dateRangeOrder : undefined}
            onChange={(event) => onChange({ date_before: event.target.value })}
          />
          <div className="flex items-end gap-3 pb-2.5">
            <input
              id={primaryId}
              type="checkbox"
              checked={filters.is_primary}
              onChange={(event) => onChange({ is_primary: event.target.checked })}
              className="size-5 accent-accent"
            />
            <label htmlFor={primaryId} className="font-medium text-ink">
              Primary photos only
            </label>
          </div>
        </div>
      </div>
      {hasActiveFilters(filters) ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onReset}>
            Reset filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
