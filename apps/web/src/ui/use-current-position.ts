import { useCallback, useState } from 'react';
import type { Coordinates } from '@marshlog/domain';

export const LOCATION_MESSAGES = {
  unsupported: 'This browser cannot share your location. Enter the latitude and longitude instead.',
  denied:
    "Location access was denied. Allow it in your browser's site settings, or enter the latitude and longitude instead.",
  unavailable:
    'Your location could not be found right now. Try again, or enter the latitude and longitude instead.',
  timeout:
    'Finding your location took too long. Try again, or enter the latitude and longitude instead.',
} as const;

const LOCATE_TIMEOUT_MS = 15_000;
/** About 11 cm: more than a phone's GPS can tell. */
const DECIMALS = 6;

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; accuracyMeters: number }
  | { status: 'failed'; message: string };

function failureMessage(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return LOCATION_MESSAGES.denied;
  if (error.code === error.TIMEOUT) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.unavailable;
}

const round = (degrees: number) => Number(degrees.toFixed(DECIMALS));

/** The device's position through navigator.geolocation, with a message for each way it can fail. */
export function useCurrentPosition(onFound: (coordinates: Coordinates) => void) {
  const [state, setState] = useState<PositionState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'failed', message: LOCATION_MESSAGES.unsupported });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'found', accuracyMeters: Math.round(position.coords.accuracy) });
        onFound({
          latitude: round(position.coords.latitude),
          longitude: round(position.coords.longitude),
        });
      },
      (error) => setState({ status: 'failed', message: failureMessage(error) }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { state, locate };
}
