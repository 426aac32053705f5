import type { Query, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../../api';

/**
 * What a hunter reads offline (issue 31): the session, their hunts, spots (theirs and shared),
 * reports and the feed's pages, and the map's base, first view and items, so a saved offline area
 * opens with the hunter's items on it. Nothing else is written to the device.
 */
export const KEPT_ROOTS = new Set(['auth', 'hunts', 'locations', 'reports', 'feed', 'map']);

/** Whether an answer in the cache is one the device keeps for reading offline. */
export const isKept = (query: Query) =>
  query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0]));

/** The signed-in hunter's id, as the cached session says; null when no one is signed in. */
export const signedInHunter = (queryClient: QueryClient): number | null =>
  queryClient.getQueryData<{ user?: { id: number } } | null>(authKeys.session())?.user?.id ?? null;

/** The oldest fetch time among the kept answers on screen now, or null when none is shown. */
export function oldestShownAnswer(queryClient: QueryClient): number | null {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => isKept(query) && query.getObserversCount() > 0 && query.queryKey[0] !== 'auth',
    )
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
}
