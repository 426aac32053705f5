import { Badge, type BadgeTone } from '../../../ui';
import type { UploadStatus } from '../pending/pending-photos';

const looks: Record<UploadStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  uploading: { label: 'Uploading', tone: 'info' },
  uploaded: { label: 'Uploaded', tone: 'success' },
  error: { label: 'Error', tone: 'danger' },
};

/** Pending, Uploading n%, Uploaded or Error. */
export function UploadStatusBadge({
  status,
  progress,
}: {
  status: UploadStatus;
  progress: number;
}) {
  const { label, tone } = looks[status];
  return (
    <Badge tone={tone}>
      <span data-testid="upload-status">{label}</span>
      {status === 'uploading' ? <span className="tabular-nums">{progress}%</span> : null}
    </Badge>
  );
}

/** A thin bar of how much of one file is sent. */
export function UploadProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-raised"
    >
      <div
        className="h-full rounded-full bg-accent transition-[width] duration-150"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
