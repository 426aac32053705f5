import type { Coordinates } from '@marshlog/domain';
import { Button, Icon } from '../../../ui';
import { useCurrentPosition } from '../../hunts/use-current-position';

/** "Use my location", as on the hunt form: fills the coordinates from the device, says why not. */
export function UseMyLocation({
  onFound,
  disabled,
}: {
  onFound: (coordinates: Coordinates) => void;
  disabled?: boolean;
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
            {state.accuracyMeters >= 1
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
