import type { ReactNode } from 'react';
import type { Photo } from '@marshlog/domain';
import { Badge } from '../../../ui';
import { PhotoImage } from './PhotoImage';

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
        className="relative block aspect-square w-full overflow-hidden"
      >
        <PhotoImage photo={photo} size="thumbnail" className="size-full object-cover" />
        {photo.is_primary ? (
          <span className="absolute top-2 left-2">
            <Badge tone="accent" className="bg-canvas/85">
              Primary
            </Badge>
          </span>
        ) : null}
      </button>
      <div className="px-2.5 py-2">
        <p
          className={
            photo.caption
              ? 'line-clamp-2 text-sm break-words text-ink'
              : 'text-sm text-ink-faint italic'
          }
        >
          {photo.caption || 'No caption'}
        </p>
      </div>
      {actions ? (
        <div className="mt-auto flex justify-end border-t border-line px-1 py-0.5">{actions}</div>
      ) : null}
    </li>
  );
}
