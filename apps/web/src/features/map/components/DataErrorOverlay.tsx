import { mapErrorMessage, TRY_AGAIN_LABEL } from '@marshlog/domain';
import { Button } from '../../../ui';

/** 'Map Error: {message}' over the map when its data failed to load, with Try Again. */
export function DataErrorOverlay({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="absolute inset-x-3 bottom-10 z-10 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/50 bg-canvas/95 px-4 py-3 text-ink shadow-lg"
    >
      <p className="min-w-0 flex-1 break-words">{mapErrorMessage(message)}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {TRY_AGAIN_LABEL}
      </Button>
    </div>
  );
}
