import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../../../api';
import { signedInHunter } from '../../offline/kept-answers';

/**
 * Whose saved areas the service worker may draw: the signed-in hunter's id, kept in Cache Storage
 * (the one store both the page and the worker read) and removed when no one is signed in. The
 * worker reads it by these names, written out in vite-plugins/installable.ts.
 */
const OWNER_CACHE = 'marshlog-offline-map-owner';
const OWNER_ENTRY = '/offline-map-owner';

/** Cache Storage exists only on https and localhost: elsewhere no area is saved or drawn. */
const hasCacheStorage = () => typeof caches !== 'undefined';

/** From now on the worker draws this hunter's areas, and no one else's. */
export async function rememberAreaOwner(hunterId: number): Promise<void> {
  if (!hasCacheStorage()) return;
  const cache = await caches.open(OWNER_CACHE);
  await cache.put(OWNER_ENTRY, new Response(String(hunterId)));
}

/** No one is signed in: the worker draws no saved area. */
export async function forgetAreaOwner(): Promise<void> {
  if (hasCacheStorage()) await caches.delete(OWNER_CACHE);
}

/**
 * Keeps the worker's owner the signed-in hunter as the session changes, each change written
 * after the one before it. Until the session is known, what the worker knew stays.
 */
export function followAreaOwner(queryClient: QueryClient): () => void {
  let owner: number | null | undefined;
  let written = Promise.resolve();
  const follow = () => {
    if (queryClient.getQueryData(authKeys.session()) === undefined) return;
    const hunterId = signedInHunter(queryClient);
    if (hunterId === owner) return;
    owner = hunterId;
    written = written
      .then(() => (hunterId === null ? forgetAreaOwner() : rememberAreaOwner(hunterId)))
      .catch((error: unknown) =>
        console.error('Whose saved map areas to draw could not be kept', error),
      );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === 'auth') follow();
  });
  follow();
  return unsubscribe;
}
