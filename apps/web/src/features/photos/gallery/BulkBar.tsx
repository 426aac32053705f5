import { Button } from '../../../ui';
import { photoCountLabel } from '../format';

interface BulkBarProps {
  selectedCount: number;
  pageCount: number;
  onSelectPage: () => void;
  onClear: () => void;
  onDelete: () => void;
  onDone: () => void;
}

/** The bulk selection's count and actions, kept in view while choosing. */
export function BulkBar({
  selectedCount,
  pageCount,
  onSelectPage,
  onClear,
  onDelete,
  onDone,
}: BulkBarProps) {
  const allSelected = selectedCount >= pageCount && pageCount > 0;
  return (
    <div
      role="region"
      aria-label="Bulk selection"
      className="sticky top-18 z-20 mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/50 bg-surface/95 px-4 py-3 shadow-lg shadow-black/30 backdrop-blur"
    >
      <p className="font-medium text-ink" aria-live="polite" data-testid="bulk-count">
        {photoCountLabel(selectedCount)} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={allSelected ? onClear : onSelectPage}>
          {allSelected ? 'Clear selection' : 'Select all on this page'}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} disabled={selectedCount === 0}>
          Delete selected
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
