import type { Photo } from '@marshlog/domain';
import { Button } from '../../../ui';
import { useInvalidatePhotos, type PhotoTarget } from '../api';
import { photoCountLabel } from '../format';
import { usePhotoUpload } from '../pending/PhotoUploadContext';
import { PendingPhotosField } from '../pending/PendingPhotosField';
import { waitingPhotos, type UploadProgress } from '../pending/pending-photos';
import { UploadProgressBar } from './UploadStatusBadge';

export interface PhotoUploaderProps extends PhotoTarget {
  /** Whether the item already has a primary photo; if not, the first one uploaded becomes it. */
  hasPrimary: boolean;
  /** Called once the run is over, with the photos confirmed. */
  onUploaded?: (photos: Photo[]) => void;
}

function outcome({ total, uploaded, failed }: UploadProgress): string {
  if (failed === 0) return `${photoCountLabel(uploaded)} uploaded.`;
  return `${uploaded} of ${total} uploaded, ${failed} failed. Fix or remove the failed ones, then upload again.`;
}

/** Picks up to 5 photos with captions and uploads them to one item. Needs a PhotoUploadProvider. */
export function PhotoUploader({
  contentType,
  objectId,
  hasPrimary,
  onUploaded,
}: PhotoUploaderProps) {
  const photos = usePhotoUpload();
  const invalidatePhotos = useInvalidatePhotos();
  const waiting = waitingPhotos(photos.photos);

  const upload = async () => {
    const run = await photos.upload({ contentType, objectId, hasPrimary });
    // Uploaded photos now show with the item itself: the list keeps only those still to send.
    photos.clearUploaded();
    if (run.uploaded.length > 0) await invalidatePhotos();
    onUploaded?.(run.uploaded);
  };

  return (
    <div className="flex flex-col gap-4">
      <PendingPhotosField photos={photos} legend="Photos to add" itemHasPrimary={hasPrimary} />
      {photos.run && !photos.uploading ? (
        <p role="status" className={photos.run.failed > 0 ? 'text-danger' : 'text-success'}>
          {outcome(photos.run)}
        </p>
      ) : null}
      {photos.photos.length > 0 ? (
        <>
          {photos.uploading ? (
            <UploadProgressBar
              label="Upload progress of all photos"
              percent={photos.run?.percent ?? 0}
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-muted" data-testid="selected-photo-count">
              {photoCountLabel(photos.photos.length)} selected
            </p>
            <Button
              onClick={() => void upload()}
              loading={photos.uploading}
              loadingText="Uploading..."
              disabled={waiting.length === 0}
            >
              Upload {photoCountLabel(waiting.length)}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
