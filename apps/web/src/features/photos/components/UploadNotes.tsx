import { MAX_PHOTOS_PER_SELECTION } from '@marshlog/domain';
import { Button } from '../../../ui';
import type { RefusedFile } from '../upload/upload-state';

/** Why some picked files were not added: the seed's type and size messages, and the 5-photo limit. */
export function UploadNotes({
  refused,
  overflow,
  onDismiss,
}: {
  refused: RefusedFile[];
  overflow: number;
  onDismiss: () => void;
}) {
  if (refused.length === 0 && overflow === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/5 p-3">
      {refused.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 text-sm">
          {refused.map((file, index) => (
            <li key={`${file.name}-${index}`} className="break-words text-ink">
              <span className="font-medium">{file.name}</span>:{' '}
              <span className="text-danger">{file.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {overflow > 0 ? (
        <p role="status" className="text-sm text-ink-muted">
          Up to {MAX_PHOTOS_PER_SELECTION} photos can be added at a time, so {overflow}{' '}
          {overflow === 1 ? 'photo was' : 'photos were'} left out. Upload these first, then add the
          rest.
        </p>
      ) : null}
      <div>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
