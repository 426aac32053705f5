import { createModeHint, MAP_MESSAGES, type MapItemKind } from '@marshlog/domain';
import { Button } from '../../../ui';

/** In a create mode: 'Click on the map to place a … marker' and Cancel back to view. */
export function ModeHint({ kind, onCancel }: { kind: MapItemKind; onCancel: () => void }) {
  return (
    <div className="absolute top-3 right-16 left-3 z-10 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-canvas/95 px-4 py-2 text-ink shadow-lg">
      <p role="status" className="min-w-0 flex-1 text-sm">
        {createModeHint(kind)}
      </p>
      <Button size="md" variant="secondary" onClick={onCancel}>
        {MAP_MESSAGES.cancel}
      </Button>
    </div>
  );
}
