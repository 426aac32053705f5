import { useCallback, useReducer, useState } from 'react';
import { PHOTO_GALLERY_PAGE_SIZE, type Photo } from '@marshlog/domain';
import { errorMessage } from '../../api';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
  useToast,
  lazyDialog,
} from '../../ui';
import { useBulkDeletePhotos, useDeletePhoto, useGallery } from './api';
import { DeletePhotoDialog } from './components/DeletePhotoDialog';
import { CONTENT_TYPE_LABELS, photoCountLabel, photoItemPath } from './format';
import { BulkBar } from './gallery/BulkBar';
import { GalleryFilters } from './gallery/GalleryFilters';
import { GalleryTile } from './gallery/GalleryTile';
import {
  galleryReducer,
  hasActiveFilters,
  initialGalleryState,
  type GalleryFilters as Filters,
} from './gallery/gallery-state';

/** The lightbox loads the first time a photo is opened. */
const PhotoLightbox = lazyDialog(
  () => import('./components/PhotoLightbox').then((module) => module.PhotoLightbox),
  ({ photoId }) => photoId !== null,
);

/** Every photo the hunter uploaded, 20 a page, filtered, viewed large, and deleted one by one or in bulk. */
export default function GalleryPage() {
  const [state, dispatch] = useReducer(galleryReducer, initialGalleryState);
  const gallery = useGallery({ ...state.filters, page: state.page }, PHOTO_GALLERY_PAGE_SIZE);
  const bulkDelete = useBulkDeletePhotos();
  const deleteOne = useDeletePhoto();
  const toast = useToast();
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const photos = gallery.data?.results ?? [];
  const count = gallery.data?.count ?? 0;
  const filtered = hasActiveFilters(state.filters);
  /** No photo at all: filters would have nothing to narrow. */
  const nothingYet = gallery.isSuccess && count === 0 && !filtered;

  const changeFilters = useCallback(
    (changes: Partial<Filters>) => dispatch({ type: 'filtersChanged', changes }),
    [],
  );
  const resetFilters = useCallback(() => dispatch({ type: 'filtersReset' }), []);
  const showPhoto = useCallback((id: number) => dispatch({ type: 'photoOpened', id }), []);

  const deleteSelected = () => {
    const ids = state.selectedIds;
    bulkDelete.mutate(ids, {
      onSuccess: ({ deleted }) => {
        setConfirmBulk(false);
        dispatch({ type: 'bulkDeleted', ids });
        toast.success(`${photoCountLabel(deleted)} deleted`);
        if (ids.length >= photos.length && state.page > 1)
          dispatch({ type: 'pageChanged', page: state.page - 1 });
      },
      onError: (error) => {
        setConfirmBulk(false);
        toast.error('Could not delete the photos', { description: errorMessage(error) });
      },
    });
  };

  const deletePhoto = (photo: Photo) =>
    deleteOne.mutate(photo.id, {
      onSuccess: () => {
        setDeleting(null);
        dispatch({ type: 'photoDeleted', id: photo.id });
        toast.success('Photo deleted');
      },
      onError: (error) => {
        setDeleting(null);
        toast.error('Could not delete the photo', { description: errorMessage(error) });
      },
    });

  return (
    <div>
      <PageHeader
        title="Gallery"
        description="Every photo you have added to your hunts, locations and reports."
        actions={
          count > 0 || state.bulkMode ? (
            <Button
              variant={state.bulkMode ? 'ghost' : 'secondary'}
              onClick={() => dispatch({ type: 'bulkModeChanged', on: !state.bulkMode })}
            >
              {state.bulkMode ? 'Cancel selection' : 'Select photos'}
            </Button>
          ) : null
        }
      />
      {nothingYet ? null : (
        <GalleryFilters filters={state.filters} onChange={changeFilters} onReset={resetFilters} />
      )}
      {state.bulkMode ? (
        <BulkBar
          selectedCount={state.selectedIds.length}
          pageCount={photos.length}
          onSelectPage={() =>
            dispatch({ type: 'pageSelected', ids: photos.map((photo) => photo.id) })
          }
          onClear={() => dispatch({ type: 'selectionCleared' })}
          onDelete={() => setConfirmBulk(true)}
          onDone={() => dispatch({ type: 'bulkModeChanged', on: false })}
        />
      ) : null}
      {gallery.isPending ? (
        <LoadingState text="Loading your photos..." />
      ) : gallery.isError ? (
        <QueryErrorState title="Could not load your photos" query={gallery} />
      ) : photos.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No photos match these filters"
            description="Try another search or a wider date range."
            action={
              <Button variant="secondary" onClick={resetFilters}>
                Reset filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No photos yet"
            description="Photos you add to your hunts, locations and reports show up here."
            action={
              <ButtonLink to="/hunts" variant="secondary">
                Go to your hunts
              </ButtonLink>
            }
          />
        )
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-faint" aria-live="polite">
            {photoCountLabel(count)}
            {gallery.isPlaceholderData ? ' · updating...' : ''}
          </p>
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            aria-label="Your photos"
          >
            {photos.map((photo) => (
              <GalleryTile
                key={photo.id}
                photo={photo}
                bulkMode={state.bulkMode}
                selected={state.selectedIds.includes(photo.id)}
                onOpen={() => showPhoto(photo.id)}
                onToggle={() => dispatch({ type: 'photoToggled', id: photo.id })}
              />
            ))}
          </ul>
          <Pagination
            page={state.page}
            count={count}
            pageSize={PHOTO_GALLERY_PAGE_SIZE}
            onPageChange={(page) => dispatch({ type: 'pageChanged', page })}
            disabled={gallery.isPlaceholderData}
          />
        </>
      )}
      <PhotoLightbox
        photos={photos}
        photoId={deleting ? null : state.viewingId}
        onShow={showPhoto}
        onClose={() => dispatch({ type: 'photoClosed' })}
        actions={(photo) => {
          const itemPath = photoItemPath(photo);
          return (
            <>
              {itemPath ? (
                <ButtonLink to={itemPath} variant="ghost" size="sm">
                  Open {CONTENT_TYPE_LABELS[photo.content_type].toLowerCase()}
                </ButtonLink>
              ) : null}
              <Button variant="danger" size="sm" onClick={() => setDeleting(photo)}>
                Delete photo
              </Button>
            </>
          );
        }}
      />
      <DeletePhotoDialog
        photo={deleting}
        pending={deleteOne.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={deletePhoto}
      />
      <ConfirmDialog
        open={confirmBulk}
        onOpenChange={setConfirmBulk}
        title={`Delete ${photoCountLabel(state.selectedIds.length)}?`}
        message="The selected photos will be removed for good, from the gallery and from their hunts, locations and reports."
        confirmLabel="Delete"
        destructive
        pending={bulkDelete.isPending}
        onConfirm={deleteSelected}
      />
    </div>
  );
}
