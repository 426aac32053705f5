import { Button } from './Button';

export interface PaginationProps {
  page: number;
  /** The list's `count` and the page size it was asked with. */
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous / "Page n of m" / Next for a page-number list. Hidden when everything fits on one page. */
export function Pagination({
  page,
  count,
  pageSize,
  onPageChange,
  disabled = false,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
      >
        Previous
      </Button>
      <p className="text-ink-muted tabular-nums" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="secondary"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= pageCount}
      >
        Next
      </Button>
    </nav>
  );
}
