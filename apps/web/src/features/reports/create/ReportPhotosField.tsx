import { REPORT_MAX_PHOTOS, REPORT_MESSAGES } from '@marshlog/domain';
import { UploadDropZone } from '../../photos/components/UploadDropZone';
import { UploadNotes } from '../../photos/components/UploadNotes';
import { UploadPreviewItem } from '../../photos/components/UploadPreviewItem';
import type { ReportPhotos } from './use-report-photos';

/**
 * Report Photos: up to 5, each at most 10 MB, with an optional caption. While the report is
 * being saved they are locked, and each shows its own upload progress.
 */
export function ReportPhotosField({
  photos,
  locked,
}: {
  photos: ReportPhotos;
  /** True from submit on: nothing may be added, removed or recaptioned. */
  locked: boolean;
}) {
  const full = photos.photos.length >= REPORT_MAX_PHOTOS;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-3 font-medium text-ink">
        <span>
          Report Photos<span className="ml-1 font-normal text-ink-faint">(optional)</span>
        </span>
        <span
          className="text-sm font-normal text-ink-faint tabular-nums"
          data-testid="report-photo-count"
        >
          {photos.photos.length}/{REPORT_MAX_PHOTOS}
        </span>
      </legend>
      {full ? null : <UploadDropZone onFiles={photos.addFiles} disabled={locked} />}
      {/* The uploader's own note invites a second batch; a report takes no more than 5 in all. */}
      <UploadNotes refused={photos.refused} overflow={0} onDismiss={photos.dismissNotes} />
      {photos.overflow > 0 ? (
        <p role="status" className="text-sm text-warning">
          {REPORT_MESSAGES.tooManyPhotos}: {photos.overflow}{' '}
          {photos.overflow === 1 ? 'photo was' : 'photos were'} left out.
        </p>
      ) : null}
      {photos.photos.length > 0 ? (
        <ul className="grid gap-3" aria-label="Selected photos">
          {photos.photos.map((pending) => (
            <UploadPreviewItem
              key={pending.id}
              pending={pending}
              locked={locked}
              onCaption={(caption) => photos.setCaption(pending.id, caption)}
              onRemove={() => photos.removePhoto(pending.id)}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
