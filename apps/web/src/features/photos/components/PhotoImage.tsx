import { useState } from 'react';
import { PHOTO_MESSAGES, type Photo } from '@marshlog/domain';
import { cx } from '../../../ui';

interface PhotoImageProps {
  photo: Photo;
  /** The small square rendition for grids, or the large one for viewing. */
  size: 'thumbnail' | 'display';
  className?: string;
}

/**
 * A photo through its signed URL, with the seed's two failures: no URL at all ('No URL
 * Generated'), and an image storage refused ('S3 Access Denied / AWS permissions needed').
 */
export function PhotoImage({ photo, size, className }: PhotoImageProps) {
  const source =
    (size === 'thumbnail' ? photo.thumbnail_url : photo.display_url) || photo.download_url;
  // Remembers which URL failed, so a fresh signed URL gets its own try.
  const [failedSource, setFailedSource] = useState<string | null>(null);

  if (!photo.download_url) {
    return (
      <Fallback className={className}>
        <p className="font-medium text-ink-muted">{PHOTO_MESSAGES.noUrl}</p>
      </Fallback>
    );
  }
  if (failedSource === source) {
    return (
      <Fallback className={className}>
        <p className="font-medium text-danger">{PHOTO_MESSAGES.accessDeniedTitle}</p>
        <p className="text-sm text-ink-muted">{PHOTO_MESSAGES.accessDeniedHint}</p>
        <p className="max-w-full truncate text-xs text-ink-faint" title={photo.filename}>
          {photo.filename}
        </p>
      </Fallback>
    );
  }
  return (
    <img
      src={source}
      alt={photo.caption || photo.filename}
      loading="lazy"
      onError={() => setFailedSource(source)}
      className={cx('bg-canvas', className)}
    />
  );
}

function Fallback({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      role="img"
      aria-label="Photo unavailable"
      className={cx(
        'flex flex-col items-center justify-center gap-1 bg-canvas p-3 text-center',
        className,
      )}
    >
      {children}
    </div>
  );
}
