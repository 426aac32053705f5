import type { Coordinates } from '@marshlog/domain';
import { Button } from './Button';
import { Icon } from './Icon';
import { useCurrentPosition } from './use-current-position';

/** "Use my location": fills the coordinates from the device, and says how close it is or why not. */
export function UseMyLocation({
  onFound,
  disabled,
  showAccuracy = true,
}: {
  onFound: (coordinates: Coordinates) => void;
  disabled?: boolean;
  /** Whether "Location found." names the device's accuracy in metres. */
  showAccuracy?: boolean;
}) {
  const { state, locate } = useCurrentPosition(onFound);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="crosshair" className="size-5" strokeWidth={1.8} />}
        onClick={locate}
        disabled={disabled}
        loading={state.status === 'locating'}
        loadingText="Finding you..."
      >
        Use my location
      </Button>
      <div aria-live="polite" className="min-w-0 text-sm">
        {state.status === 'found' ? (
          <span className="text-success">
            {showAccuracy && state.accuracyMeters >= 1
              ? `Location found, accurate to about ${state.accuracyMeters} m.`
              : 'Location found.'}
          </span>
        ) : null}
        {state.status === 'failed' ? (
          <span role="alert" className="font-medium text-danger">
            {state.message}
          </span>
        ) : null}
      </div>
    </div>
  );
}
