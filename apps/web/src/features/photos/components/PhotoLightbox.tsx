import { useEffect, type ReactNode } from 'react';
import type { Photo } from '@marshlog/domain';
import { Badge, Button, Modal } from '../../../ui';
import { formatFileSize, formatUploadDate } from '../format';
import { PhotoImage } from './PhotoImage';

interface PhotoLightboxProps {
  photos: readonly Photo[];
  /** The photo shown, or null when closed. */
  photoId: number | null;
  onShow: (photoId: number) => void;
  onClose: () => void;
  /** Extra buttons for the photo shown, e.g. Delete. */
  actions?: (photo: Photo) => ReactNode;
}

/** One photo large, with its caption; arrow keys and Previous/Next move, Escape closes. */
export function PhotoLightbox({ photos, photoId, onShow, onClose, actions }: PhotoLightboxProps) {
  const index = photos.findIndex((photo) => photo.id === photoId);
  const photo = index >= 0 ? photos[index] : undefined;
  const previous = index > 0 ? photos[index - 1] : undefined;
  const next = index >= 0 && index < photos.length - 1 ? photos[index + 1] : undefined;

  useEffect(() => {
    if (!photo) return;
    const move = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous) onShow(previous.id);
      else if (event.key === 'ArrowRight' && next) onShow(next.id);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', move);
    return () => document.removeEventListener('keydown', move);
  }, [photo, previous, next, onShow]);

  return (
    <Modal
      open={photo !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={photo ? photo.filename : 'Photo'}
      footer={
        photo ? (
          <div className="flex w-full flex-wrap items-center justify-between gap-3">
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => previous && onShow(previous.id)}
                disabled={!previous}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => next && onShow(next.id)}
                disabled={!next}
              >
                Next
              </Button>
            </div>
            {actions ? <div className="flex flex-wrap gap-2">{actions(photo)}</div> : null}
          </div>
        ) : null
      }
    >
      {photo ? (
        <figure className="flex flex-col gap-3">
          <PhotoImage
            photo={photo}
            size="display"
            className="max-h-[60dvh] w-full rounded-lg object-contain"
          />
          <figcaption className="flex flex-col gap-2">
            <p
              className={photo.caption ? 'break-words text-ink' : 'text-ink-faint italic'}
              data-testid="lightbox-caption"
            >
              {photo.caption || 'No caption'}
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-faint">
              {photo.is_primary ? <Badge tone="accent">Primary</Badge> : null}
              <span>Uploaded {formatUploadDate(photo.uploaded_at)}</span>
              <span>{formatFileSize(photo.file_size)}</span>
              <span className="tabular-nums" aria-live="polite">
                Photo {index + 1} of {photos.length}
              </span>
            </div>
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
