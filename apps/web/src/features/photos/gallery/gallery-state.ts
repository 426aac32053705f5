import type { GalleryQuery } from '../api';

export type GalleryFilters = Omit<GalleryQuery, 'page'>;

/** Newest upload first (seed 001 section 4). */
export const DEFAULT_GALLERY_FILTERS: GalleryFilters = {
  content_type: '',
  is_primary: false,
  search: '',
  date_after: '',
  date_before: '',
  ordering: '-uploaded_at',
};

/** The gallery screen's state (seed 001 section 4): filters, page, the photo open, bulk selection. */
export interface GalleryState {
  filters: GalleryFilters;
  page: number;
  /** The photo open in the viewer. */
  viewingId: number | null;
  bulkMode: boolean;
  selectedIds: number[];
}

export const initialGalleryState: GalleryState = {
  filters: DEFAULT_GALLERY_FILTERS,
  page: 1,
  viewingId: null,
  bulkMode: false,
  selectedIds: [],
};

export type GalleryAction =
  | { type: 'filtersChanged'; changes: Partial<GalleryFilters> }
  | { type: 'filtersReset' }
  | { type: 'pageChanged'; page: number }
  | { type: 'photoOpened'; id: number }
  | { type: 'photoClosed' }
  | { type: 'bulkModeChanged'; on: boolean }
  | { type: 'photoToggled'; id: number }
  | { type: 'pageSelected'; ids: number[] }
  | { type: 'selectionCleared' }
  | { type: 'photoDeleted'; id: number }
  | { type: 'bulkDeleted'; ids: number[] };

const cleared = { viewingId: null, selectedIds: [] };

/**
 * The seed's rules: leaving bulk mode or completing a bulk delete clears the selection, and
 * deleting the photo open clears it. A selection holds photos of the page shown only, so a new
 * page or new filters start a fresh one.
 */
export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'filtersChanged':
      return { ...state, ...cleared, filters: { ...state.filters, ...action.changes }, page: 1 };
    case 'filtersReset':
      return { ...state, ...cleared, filters: DEFAULT_GALLERY_FILTERS, page: 1 };
    case 'pageChanged':
      return { ...state, ...cleared, page: Math.max(1, action.page) };
    case 'photoOpened':
      return { ...state, viewingId: action.id };
    case 'photoClosed':
      return { ...state, viewingId: null };
    case 'bulkModeChanged':
      return {
        ...state,
        bulkMode: action.on,
        selectedIds: [],
        viewingId: action.on ? null : state.viewingId,
      };
    case 'photoToggled':
      return {
        ...state,
        selectedIds: state.selectedIds.includes(action.id)
          ? state.selectedIds.filter((id) => id !== action.id)
          : [...state.selectedIds, action.id],
      };
    case 'pageSelected':
      return { ...state, selectedIds: [...action.ids] };
    case 'selectionCleared':
      return { ...state, selectedIds: [] };
    case 'photoDeleted':
      return {
        ...state,
        viewingId: state.viewingId === action.id ? null : state.viewingId,
        selectedIds: state.selectedIds.filter((id) => id !== action.id),
      };
    case 'bulkDeleted':
      return {
        ...state,
        selectedIds: [],
        viewingId:
          state.viewingId !== null && action.ids.includes(state.viewingId) ? null : state.viewingId,
      };
  }
}

export function hasActiveFilters(filters: GalleryFilters): boolean {
  return (Object.keys(DEFAULT_GALLERY_FILTERS) as (keyof GalleryFilters)[]).some(
    (key) => key !== 'ordering' && filters[key] !== DEFAULT_GALLERY_FILTERS[key],
  );
}
