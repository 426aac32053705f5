import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../api';
import { signedInHunter } from './kept-answers';

/**
 * Whether this device holds a hunter: one is remembered from an earlier visit or has signed in
 * since the page opened. Once true it stays true for the page's life, so the work that forgets a
 * hunter who signs out (HunterOffline) is still running when they do.
 */
export function useHunterOnDevice(): boolean {
  const queryClient = useQueryClient();
  const holdsHunter = useSyncExternalStore(
    (notify) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === 'auth') notify();
      }),
    () => tokenStore.hasSession || signedInHunter(queryClient) !== null,
  );
  const [held, setHeld] = useState(holdsHunter);
  if (holdsHunter && !held) setHeld(true);
  return held || holdsHunter;
}
