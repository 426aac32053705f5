import { Link } from 'react-router';
import type { GalleryPhoto, PhotoContentType } from '@marshlog/domain';
import { cx } from '../../../ui';
import { PhotoCaption, PhotoThumbnail } from '../components/PhotoThumbnail';
import { CONTENT_TYPE_LABELS, formatUploadDate } from '../format';

const ITEM_PATHS: Record<PhotoContentType, string> = {
  hunt: '/hunts',
  location: '/locations',
  report: '/reports',
};

interface GalleryTileProps {
  photo: GalleryPhoto;
  /** In bulk mode a tile is a checkbox; otherwise it opens the photo. */
  bulkMode: boolean;
  selected: boolean;
  onOpen: () => void;
  onToggle: () => void;
}

export function GalleryTile({ photo, bulkMode, selected, onOpen, onToggle }: GalleryTileProps) {
  const name = photo.caption || photo.filename;
  const image = <PhotoThumbnail photo={photo} badgeCorner="right" />;
  return (
    <li
      data-testid="gallery-tile"
      className={cx(
        'flex flex-col overflow-hidden rounded-lg border bg-raised/40 transition-colors',
        selected ? 'border-accent ring-2 ring-accent' : 'border-line',
      )}
    >
      {bulkMode ? (
        <label className="relative block cursor-pointer">
          {image}
          <input
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            aria-label={`Select ${name}`}
            className="absolute top-2 left-2 size-6 accent-accent"
          />
        </label>
      ) : (
        <button type="button" onClick={onOpen} aria-label={`View ${name}`} className="block w-full">
          {image}
        </button>
      )}
      <div className="flex min-w-0 flex-col gap-1 px-2.5 py-2">
        <PhotoCaption photo={photo} />
        <Link
          to={`${ITEM_PATHS[photo.content_type]}/${photo.object_id}`}
          title={photo.subject || undefined}
          data-testid="gallery-tile-subject"
          className="truncate text-sm text-accent-strong hover:underline"
        >
          {photo.subject || CONTENT_TYPE_LABELS[photo.content_type]}
        </Link>
        <p className="text-xs text-ink-faint">
          {CONTENT_TYPE_LABELS[photo.content_type]} · {formatUploadDate(photo.uploaded_at)}
        </p>
      </div>
    </li>
  );
}
