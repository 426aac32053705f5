import { openDB } from 'idb';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';

const DATABASE = 'marshlog-offline';
const STORE = 'query-cache';
const ENTRY = 'hunter';
/** Answers older than this are not shown offline: a week in the marsh at most. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** The cache is written at most this often while answers keep arriving. */
const SAVE_EVERY_MS = 1000;
/**
 * What a hunter reads offline (issue 31): the session, their hunts, spots (theirs and shared),
 * reports and the feed's pages. Nothing else is written to the device.
 */
const KEPT_ROOTS = new Set(['auth', 'hunts', 'locations', 'reports', 'feed']);

interface SavedCache {
  savedAt: number;
  state: DehydratedState;
}

const openCache = () =>
  openDB(DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });

const isKept = (query: Query) =>
  query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0]));

const signedIn = (queryClient: QueryClient) =>
  Boolean(queryClient.getQueryData<{ user?: unknown } | null>(['auth', 'session'])?.user);

/**
 * Puts the answers this device saved back into the cache before the first render, when the app
 * opens with no network. Each keeps the time it was fetched, so screens can say how old it is.
 * Answers the time of the save, or null when there was none to use.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<number | null> {
  const database = await openCache();
  const saved = (await database.get(STORE, ENTRY)) as SavedCache | undefined;
  database.close();
  if (!saved || Date.now() - saved.savedAt > KEPT_FOR_MS) return null;
  hydrate(queryClient, saved.state);
  return saved.savedAt;
}

/**
 * Writes the kept answers to IndexedDB whenever they change (at most once a second), and removes
 * them as soon as no hunter is signed in: a shared phone keeps nothing of the last hunter.
 */
export function keepQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    timer = undefined;
    const database = await openCache();
    try {
      if (!signedIn(queryClient)) {
        await database.delete(STORE, ENTRY);
        return;
      }
      const state = dehydrate(queryClient, { shouldDehydrateQuery: isKept });
      const saved: SavedCache = { savedAt: Date.now(), state };
      await database.put(STORE, saved, ENTRY);
    } finally {
      database.close();
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      save().catch((error: unknown) => console.error('The offline copy could not be saved', error));
    }, SAVE_EVERY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') schedule();
  });
  schedule();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

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
