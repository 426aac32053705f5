import { MAP_ERROR_SCREENS, MAP_MESSAGES, type MapErrorKind } from '@marshlog/domain';
import { Button, ErrorState } from '../../../ui';

/**
 * The map's three error screens (seed 001 section 2): loading, network and generic, each with
 * Try Again; the loading and network ones also offer Refresh (a full reload).
 */
export function MapErrorScreen({
  kind,
  message,
  onRetry,
}: {
  kind: MapErrorKind;
  message?: string;
  onRetry: () => void;
}) {
  const screen = MAP_ERROR_SCREENS[kind];
  return (
    <ErrorState
      title={screen.title}
      message={message ? `${screen.body} (${message})` : screen.body}
      onRetry={onRetry}
      action={
        screen.refresh ? (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {MAP_MESSAGES.refresh}
          </Button>
        ) : null
      }
    />
  );
}
