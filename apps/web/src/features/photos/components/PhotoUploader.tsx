import { useState } from 'react';
import type { Photo } from '@marshlog/domain';
import { Button } from '../../../ui';
import { useInvalidatePhotos, type PhotoTarget } from '../api';
import { photoCountLabel } from '../format';
import { usePhotoUpload, type UploadProgress } from '../upload/PhotoUploadContext';
import { UploadDropZone } from './UploadDropZone';
import { UploadNotes } from './UploadNotes';
import { UploadPreviewItem } from './UploadPreviewItem';
import { UploadProgressBar } from './UploadStatusBadge';

export interface PhotoUploaderProps extends PhotoTarget {
  /** Whether the item already has a primary photo; if not, the first one uploaded becomes it. */
  hasPrimary: boolean;
  /** Called as the upload goes, with the run's overall progress. */
  onProgress?: (progress: UploadProgress) => void;
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
  onProgress,
  onUploaded,
}: PhotoUploaderProps) {
  const uploads = usePhotoUpload();
  const invalidatePhotos = useInvalidatePhotos();
  const [run, setRun] = useState<UploadProgress | null>(null);
  const waiting = uploads.photos.filter(
    (photo) => photo.status === 'pending' || photo.status === 'error',
  );
  const allDone = uploads.photos.length > 0 && waiting.length === 0 && !uploads.isUploading;

  const upload = async () => {
    setRun(null);
    const confirmed = await uploads.uploadAll({
      contentType,
      objectId,
      hasPrimary,
      onProgress: (progress) => {
        setRun(progress);
        onProgress?.(progress);
      },
    });
    if (confirmed.length > 0) await invalidatePhotos();
    onUploaded?.(confirmed);
  };

  const addFiles = (files: File[]) => {
    setRun(null);
    uploads.addFiles(files);
  };

  return (
    <div className="@container flex flex-col gap-4">
      <UploadDropZone onFiles={addFiles} disabled={uploads.isUploading} />
      <UploadNotes
        refused={uploads.refused}
        overflow={uploads.overflow}
        onDismiss={uploads.dismissNotes}
      />
      {run && !uploads.isUploading ? (
        <p role="status" className={run.failed > 0 ? 'text-danger' : 'text-success'}>
          {outcome(run)}
        </p>
      ) : null}
      {uploads.photos.length > 0 ? (
        <>
          <ul className="grid gap-3 @2xl:grid-cols-2" aria-label="Selected photos">
            {uploads.photos.map((pending) => (
              <UploadPreviewItem
                key={pending.id}
                pending={pending}
                locked={uploads.isUploading}
                onCaption={(caption) => uploads.setCaption(pending.id, caption)}
                onRemove={() => uploads.removePhoto(pending.id)}
              />
            ))}
          </ul>
          {uploads.isUploading ? (
            <UploadProgressBar label="Upload progress of all photos" percent={run?.percent ?? 0} />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-muted" data-testid="selected-photo-count">
              {photoCountLabel(uploads.photos.length)} selected
            </p>
            <div className="flex flex-wrap gap-3">
              {allDone ? (
                <Button variant="secondary" onClick={uploads.clearFinished}>
                  Done
                </Button>
              ) : (
                <Button
                  onClick={() => void upload()}
                  loading={uploads.isUploading}
                  loadingText="Uploading..."
                  disabled={waiting.length === 0}
                >
                  Upload {photoCountLabel(waiting.length)}
                </Button>
              )}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
