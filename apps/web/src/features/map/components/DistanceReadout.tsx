import { formatDistance } from '@marshlog/domain';
import { Button } from '../../../ui';

/** The distance tool's reading and its trash control. */
export function DistanceReadout({
  metres,
  points,
  onClear,
}: {
  metres: number;
  points: number;
  onClear: () => void;
}) {
  return (
    <div className="absolute top-3 right-16 left-3 z-10 mx-auto flex max-w-sm items-center justify-between gap-3 rounded-xl bg-canvas/95 px-4 py-2 text-ink shadow-lg">
      <p role="status" aria-live="polite" className="text-sm">
        {points < 2 ? (
          'Click points on the map to measure'
        ) : (
          <>
            Distance: <strong data-testid="distance-reading">{formatDistance(metres)}</strong>
          </>
        )}
      </p>
      <Button
        variant="secondary"
        size="md"
        aria-label="Delete measurement"
        onClick={onClear}
        disabled={points === 0}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path
            d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Button>
    </div>
  );
}
