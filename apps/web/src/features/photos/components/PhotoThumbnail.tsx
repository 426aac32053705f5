import type { Photo } from '@marshlog/domain';
import { Badge, cx } from '../../../ui';
import { PhotoImage } from './PhotoImage';

/** A square thumbnail, marked "Primary" in the corner `badgeCorner` when it is the item's primary photo. */
export function PhotoThumbnail({
  photo,
  badgeCorner = 'left',
}: {
  photo: Photo;
  badgeCorner?: 'left' | 'right';
}) {
  return (
    <span className="relative block aspect-square w-full overflow-hidden">
      <PhotoImage photo={photo} size="thumbnail" className="size-full object-cover" />
      {photo.is_primary ? (
        <span className={cx('absolute top-2', badgeCorner === 'left' ? 'left-2' : 'right-2')}>
          <Badge tone="accent" className="bg-canvas/85">
            Primary
          </Badge>
        </span>
      ) : null}
    </span>
  );
}

/** The photo's caption under a thumbnail, or a faint "No caption". */
export function PhotoCaption({ photo }: { photo: Photo }) {
  return (
    <p
      className={
        photo.caption
          ? 'line-clamp-2 text-sm break-words text-ink'
          : 'text-sm text-ink-faint italic'
      }
    >
      {photo.caption || 'No caption'}
    </p>
  );
}
