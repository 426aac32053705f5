import { openDB } from 'idb';
import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { authKeys } from '../../api';
import { isKept, KEPT_ROOTS, signedInHunter } from './kept-answers';

const DATABASE = 'marshlog-offline';
const STORE = 'query-cache';
const ENTRY = 'hunter';
/** Answers older than this are not shown offline: a week in the marsh at most. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** The cache is written at most this often while answers keep arriving. */
const SAVE_EVERY_MS = 1000;
/** At most this many answers are kept, the newest first. */
const MOST_KEPT = 200;

interface SavedCache {
  savedAt: number;
  /** Whose answers these are: another hunter signing in on the device starts afresh. */
  userId: number;
  state: DehydratedState;
}

const openCache = () =>
  openDB(DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });

/**
 * The answers kept on the device: those saved before (a screen visited in an earlier load) and
 * those in memory now, the newer of each, from the last week, at most MOST_KEPT.
 */
export function mergedAnswers(saved: SavedCache | undefined, userId: number, now: DehydratedState) {
  const byQuery = new Map(
    saved?.userId === userId ? saved.state.queries.map((query) => [query.queryHash, query]) : [],
  );
  for (const query of now.queries) {
    const before = byQuery.get(query.queryHash);
    if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt) {
      byQuery.set(query.queryHash, query);
    }
  }
  const recent = Date.now() - KEPT_FOR_MS;
  const queries = [...byQuery.values()]
    .filter((query) => query.state.dataUpdatedAt >= recent)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MOST_KEPT);
  return { mutations: [], queries };
}

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
 * Runs `save` once the page is idle, and within SAVE_EVERY_MS whatever happens: while a screen
 * opens, its first answers arrive together and one write keeps them all (each write reads and
 * rewrites the whole copy on the main thread). Safari has no requestIdleCallback: a timer waits.
 */
function whenIdle(save: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(save, { timeout: SAVE_EVERY_MS });
  } else {
    setTimeout(save, 0);
  }
}

/**
 * Writes the kept answers to IndexedDB whenever they change (the first change once the page is
 * idle, then at most once a second, and at once as the page is left), and removes them as soon
 * as no hunter is signed in: a shared phone keeps nothing of the last hunter.
 */
export function keepQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    timer = undefined;
    // Before the session is known (the page just opened) there is nothing to keep or to forget.
    if (queryClient.getQueryData(authKeys.session()) === undefined) return;
    const database = await openCache();
    try {
      const userId = signedInHunter(queryClient);
      if (userId === null) {
        await database.delete(STORE, ENTRY);
        return;
      }
      const before = (await database.get(STORE, ENTRY)) as SavedCache | undefined;
      const inMemory = dehydrate(queryClient, { shouldDehydrateQuery: isKept });
      const saved: SavedCache = {
        savedAt: Date.now(),
        userId,
        state: mergedAnswers(before, userId, inMemory),
      };
      await database.put(STORE, saved, ENTRY);
    } finally {
      database.close();
    }
  };
  let savedAt = 0;
  let changedSinceSave = false;
  const saveNow = () => {
    timer = undefined;
    // Already written as the page was left.
    if (!changedSinceSave) return;
    savedAt = Date.now();
    changedSinceSave = false;
    save().catch((error: unknown) => console.error('The offline copy could not be saved', error));
  };
  // The first change is written within the second, so a screen left that soon still leaves its
  // answers on the device (a hunter opens Spots, then Hunts, then loses the signal).
  const schedule = () => {
    changedSinceSave = true;
    if (timer) return;
    const wait = savedAt + SAVE_EVERY_MS - Date.now();
    timer = setTimeout(() => whenIdle(saveNow), Math.max(wait, 0));
  };
  const saveAtOnce = () => {
    if (!changedSinceSave) return;
    if (timer) clearTimeout(timer);
    saveNow();
  };
  const sessionHash = hashKey(authKeys.session());
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // A fetch starting changes nothing worth keeping; a kept answer arriving does.
    if (!KEPT_ROOTS.has(String(event.query.queryKey[0]))) return;
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) {
      schedule();
      // Who is signed in is written at once: without it a reload with no signal has no session,
      // and the signal can go within the second after signing in (a save on pagehide may not
      // finish before the page is gone).
      if (event.query.queryHash === sessionHash) saveAtOnce();
    }
  });
  window.addEventListener('pagehide', saveAtOnce);
  // Answers that arrived before this started (it loads after the first screen) are kept too.
  schedule();
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', saveAtOnce);
    if (timer) clearTimeout(timer);
  };
}

/** Removes the answers kept on the device now (a hunter leaving it), not waiting for a save. */
export async function forgetQueryCache(): Promise<void> {
  const database = await openCache();
  try {
    await database.delete(STORE, ENTRY);
  } finally {
    database.close();
  }
}
