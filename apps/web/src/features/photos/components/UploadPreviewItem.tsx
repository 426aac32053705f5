import { MAX_PHOTO_CAPTION_LENGTH } from '@marshlog/domain';
import { Badge, Button, TextField } from '../../../ui';
import { formatFileSize } from '../format';
import type { PendingPhoto } from '../pending/pending-photos';
import { UploadProgressBar, UploadStatusBadge } from './UploadStatusBadge';

interface UploadPreviewItemProps {
  pending: PendingPhoto;
  /** The item's primary photo: the first one uploaded when it has none yet. */
  cover: boolean;
  /** True while any upload of the selection runs: captions and removal wait. */
  locked: boolean;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}

/** One picked photo: its preview, caption, status and progress. */
export function UploadPreviewItem({
  pending,
  cover,
  locked,
  onCaption,
  onRemove,
}: UploadPreviewItemProps) {
  const { file, status } = pending;
  const done = status === 'uploaded';
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-raised/40 p-3"
      data-testid="upload-item"
    >
      <div className="flex items-start gap-3">
        <img
          src={pending.preview}
          alt={`Preview of ${file.name}`}
          className="size-16 shrink-0 rounded-md bg-canvas object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <p className="w-full truncate font-medium text-ink" title={file.name}>
            {file.name}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {cover ? <Badge tone="accent">Primary</Badge> : null}
            <UploadStatusBadge status={status} progress={pending.progress} />
            <span className="text-sm text-ink-faint">{formatFileSize(file.size)}</span>
          </div>
        </div>
        {done ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={locked}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        )}
      </div>
      {status === 'uploading' || done ? (
        <UploadProgressBar label={`Upload progress of ${file.name}`} percent={pending.progress} />
      ) : null}
      {pending.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {pending.error}
        </p>
      ) : null}
      {done ? (
        pending.caption ? (
          <p className="text-sm break-words text-ink-muted">{pending.caption}</p>
        ) : null
      ) : (
        <TextField
          label={
            <>
              Caption<span className="sr-only"> for {file.name}</span>
            </>
          }
          optional
          value={pending.caption}
          maxLength={MAX_PHOTO_CAPTION_LENGTH}
          counter={{ count: pending.caption.length, max: MAX_PHOTO_CAPTION_LENGTH }}
          placeholder="Greenheads working the decoys"
          disabled={locked}
          onChange={(event) => onCaption(event.target.value)}
        />
      )}
    </li>
  );
}
