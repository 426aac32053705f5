import { describe, expect, it } from 'vitest';
import { galleryReducer, initialGalleryState, type GalleryState } from './gallery-state';

const choosing: GalleryState = {
  ...initialGalleryState,
  page: 2,
  bulkMode: true,
  selectedIds: [3, 4],
  viewingId: null,
};

describe('gallery screen state (seed 001 section 4)', () => {
  it('starts on page 1, newest upload first, nothing selected', () => {
    expect(initialGalleryState).toMatchObject({
      page: 1,
      bulkMode: false,
      selectedIds: [],
      viewingId: null,
    });
    expect(initialGalleryState.filters.ordering).toBe('-uploaded_at');
  });

  it('clears the selection when bulk mode is left', () => {
    expect(galleryReducer(choosing, { type: 'bulkModeChanged', on: false })).toMatchObject({
      bulkMode: false,
      selectedIds: [],
    });
  });

  it('clears the selection when a bulk delete completes, staying in bulk mode', () => {
    expect(galleryReducer(choosing, { type: 'bulkDeleted', ids: [3, 4] })).toMatchObject({
      bulkMode: true,
      selectedIds: [],
    });
  });

  it('clears the photo open when it is deleted, and only then', () => {
    const viewing = { ...initialGalleryState, viewingId: 9, selectedIds: [9, 10] };
    expect(galleryReducer(viewing, { type: 'photoDeleted', id: 9 })).toMatchObject({
      viewingId: null,
      selectedIds: [10],
    });
    expect(galleryReducer(viewing, { type: 'photoDeleted', id: 10 })).toMatchObject({
      viewingId: 9,
      selectedIds: [9],
    });
  });

  it('toggles photos in and out of the selection', () => {
    const once = galleryReducer(choosing, { type: 'photoToggled', id: 5 });
    expect(once.selectedIds).toEqual([3, 4, 5]);
    expect(galleryReducer(once, { type: 'photoToggled', id: 3 }).selectedIds).toEqual([4, 5]);
  });

  it('goes back to page 1 with a fresh selection when a filter changes', () => {
    const next = galleryReducer(choosing, {
      type: 'filtersChanged',
      changes: { content_type: 'hunt' },
    });
    expect(next).toMatchObject({ page: 1, selectedIds: [], bulkMode: true });
    expect(next.filters).toMatchObject({ content_type: 'hunt', ordering: '-uploaded_at' });
  });
});
