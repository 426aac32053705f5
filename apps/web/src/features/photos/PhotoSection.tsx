import { useId, useState } from 'react';
import type { Photo } from '@marshlog/domain';
import { errorMessage, useSession } from '../../api';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LoadingState,
  QueryErrorState,
  useToast,
  lazyDialog,
} from '../../ui';
import { useDeletePhoto, useItemPhotos, useUpdatePhoto, type PhotoTarget } from './api';
import { DeletePhotoDialog } from './components/DeletePhotoDialog';
import { PhotoActions } from './components/PhotoActions';
import { PhotoTile } from './components/PhotoTile';
import { PhotoUploader } from './components/PhotoUploader';
import { CONTENT_TYPE_LABELS, photoCountLabel } from './format';
import { PhotoUploadProvider, usePhotoUpload } from './pending/PhotoUploadContext';

/** The lightbox loads the first time a photo is opened. */
const PhotoLightbox = lazyDialog(
  () => import('./components/PhotoLightbox').then((module) => module.PhotoLightbox),
  ({ photoId }) => photoId !== null,
);

/** Loads, with its form, the first time it opens. */
const EditCaptionModal = lazyDialog(
  () => import('./components/EditCaptionModal').then((module) => module.EditCaptionModal),
  ({ photo }) => photo !== null,
);

export interface PhotoSectionProps extends PhotoTarget {
  /** The item's `can_upload_photos`: may add photos. */
  canUpload: boolean;
  /** The item's `can_edit`: may change or delete any of its photos (uploaders may always change their own). */
  canEdit: boolean;
  /** Called after photos were added, changed or deleted, e.g. to refresh the item's photo count. */
  onPhotosChanged?: () => void;
}

/** The photos of a hunt, location or report: primary first, to view, add, caption, promote and delete. */
export function PhotoSection(props: PhotoSectionProps) {
  // The picked photos outlive the uploader panel, so closing it loses nothing.
  return (
    <PhotoUploadProvider>
      <PhotoSectionBody {...props} />
    </PhotoUploadProvider>
  );
}

function PhotoSectionBody({
  contentType,
  objectId,
  canUpload,
  canEdit,
  onPhotosChanged,
}: PhotoSectionProps) {
  const headingId = useId();
  const photos = useItemPhotos({ contentType, objectId });
  const { user } = useSession();
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const toast = useToast();
  const uploads = usePhotoUpload();
  const [adding, setAdding] = useState(false);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos.data ?? [];
  const itemName = CONTENT_TYPE_LABELS[contentType].toLowerCase();
  const mayChange = (photo: Photo) => canEdit || photo.user.id === user?.id;

  const makePrimary = (photo: Photo) =>
    update.mutate(
      { id: photo.id, changes: { is_primary: true } },
      {
        onSuccess: () => {
          toast.success('Primary photo set');
          onPhotosChanged?.();
        },
        onError: (error) =>
          toast.error('Could not set the primary photo', { description: errorMessage(error) }),
      },
    );

  const confirmDelete = (photo: Photo) =>
    remove.mutate(photo.id, {
      onSuccess: () => {
        setDeleting(null);
        if (viewingId === photo.id) setViewingId(null);
        toast.success('Photo deleted');
        onPhotosChanged?.();
      },
      onError: (error) => {
        setDeleting(null);
        toast.error('Could not delete the photo', { description: errorMessage(error) });
      },
    });

  return (
    <Card className="flex flex-col gap-4">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              Photos
            </h2>
            {photos.data ? <Badge>{photoCountLabel(list.length)}</Badge> : null}
          </div>
          {canUpload ? (
            <Button
              variant={adding ? 'ghost' : 'secondary'}
              size="sm"
              onClick={() => setAdding(!adding)}
              disabled={uploads.uploading}
              aria-expanded={adding}
            >
              {adding ? 'Close uploader' : 'Add photos'}
            </Button>
          ) : null}
        </div>
        {canUpload && adding ? (
          <PhotoUploader
            contentType={contentType}
            objectId={objectId}
            hasPrimary={list.some((photo) => photo.is_primary)}
            onUploaded={(confirmed) => {
              if (confirmed.length > 0) onPhotosChanged?.();
            }}
          />
        ) : null}
        {photos.isPending ? <LoadingState /> : null}
        {photos.isError ? <QueryErrorState title="Could not load photos" query={photos} /> : null}
        {photos.isSuccess && list.length === 0 && !adding ? (
          <EmptyState
            title="No photos yet"
            description={
              canUpload
                ? `Add the first photo of this ${itemName}.`
                : `Nobody has added a photo to this ${itemName} yet.`
            }
          />
        ) : null}
        {list.length > 0 ? (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-label={`Photos of this ${itemName}`}
          >
            {list.map((photo) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                onOpen={() => setViewingId(photo.id)}
                actions={
                  mayChange(photo) ? (
                    <PhotoActions
                      photo={photo}
                      busy={update.isPending || remove.isPending}
                      onEditCaption={() => setEditing(photo)}
                      onMakePrimary={() => makePrimary(photo)}
                      onDelete={() => setDeleting(photo)}
                    />
                  ) : undefined
                }
              />
            ))}
          </ul>
        ) : null}
      </section>
      <PhotoLightbox
        photos={list}
        photoId={viewingId}
        onShow={setViewingId}
        onClose={() => setViewingId(null)}
      />
      <EditCaptionModal photo={editing} onClose={() => setEditing(null)} />
      <DeletePhotoDialog
        photo={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
