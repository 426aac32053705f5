import type { ReactNode } from 'react';
import type { Photo } from '@marshlog/domain';
import { PhotoCaption, PhotoThumbnail } from './PhotoThumbnail';

/** A square thumbnail that opens the photo, with its caption and optional actions under it. */
export function PhotoTile({
  photo,
  onOpen,
  actions,
}: {
  photo: Photo;
  onOpen: () => void;
  actions?: ReactNode;
}) {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border border-line bg-raised/40"
      data-testid="photo-tile"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`View ${photo.caption || photo.filename}`}
        className="block w-full"
      >
        <PhotoThumbnail photo={photo} />
      </button>
      <div className="px-2.5 py-2">
        <PhotoCaption photo={photo} />
      </div>
      {actions ? (
        <div className="mt-auto flex justify-end border-t border-line px-1 py-0.5">{actions}</div>
      ) : null}
    </li>
  );
}
