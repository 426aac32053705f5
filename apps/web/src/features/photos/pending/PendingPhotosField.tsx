import { UploadDropZone } from '../components/UploadDropZone';
import { UploadNotes } from '../components/UploadNotes';
import { UploadPreviewItem } from '../components/UploadPreviewItem';
import { coverPhotoId } from './pending-photos';
import type { PendingPhotos } from './use-pending-photos';

/**
 * The one field for photos chosen before they are sent, in the location form, the report composer
 * and an item's uploader: a drop zone, the count against the limit, why files were left out, and
 * each photo with its preview, caption, status and progress.
 */
export function PendingPhotosField({
  photos,
  legend,
  optional = false,
  locked = false,
  itemHasPrimary = false,
}: {
  photos: PendingPhotos;
  legend: string;
  optional?: boolean;
  /** True while the item is saved: nothing may be added, removed or recaptioned. */
  locked?: boolean;
  /** The item already has a primary photo, so none of these becomes it. */
  itemHasPrimary?: boolean;
}) {
  const { limits } = photos;
  const frozen = locked || photos.uploading;
  const cover = coverPhotoId(photos.photos, itemHasPrimary);
  return (
    <fieldset className="@container flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-3 font-medium text-ink">
        <span>
          {legend}
          {optional ? <span className="ml-1 font-normal text-ink-faint">(optional)</span> : null}
        </span>
        <span className="text-sm font-normal text-ink-faint tabular-nums" data-testid="photo-count">
          {photos.photos.length}/{limits.most}
        </span>
      </legend>
      <UploadDropZone onFiles={photos.add} disabled={frozen || photos.full} />
      {photos.full && photos.overflow === 0 ? (
        <p role="status" className="text-sm font-medium text-warning">
          {limits.limitMessage}
        </p>
      ) : null}
      <UploadNotes
        refused={photos.refused}
        overflow={photos.overflow}
        limitMessage={limits.limitMessage}
        onDismiss={photos.dismissNotes}
      />
      {photos.photos.length > 0 ? (
        <ul className="grid gap-3 @2xl:grid-cols-2" aria-label="Selected photos">
          {photos.photos.map((pending) => (
            <UploadPreviewItem
              key={pending.id}
              pending={pending}
              cover={pending.id === cover}
              locked={frozen}
              onCaption={(caption) => photos.caption(pending.id, caption)}
              onRemove={() => photos.remove(pending.id)}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
