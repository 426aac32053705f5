import { Button } from '../../../ui';
import type { RefusedFile } from '../pending/pending-photos';

/** Why some picked files were not added: the seed's type and size messages, and the field's limit. */
export function UploadNotes({
  refused,
  overflow,
  limitMessage,
  onDismiss,
}: {
  refused: RefusedFile[];
  overflow: number;
  limitMessage: string;
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
          <strong className="font-medium text-warning">{limitMessage}</strong>: {overflow}{' '}
          {overflow === 1 ? 'photo was' : 'photos were'} left out.
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
