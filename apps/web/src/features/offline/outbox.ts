import type { QueryClient } from '@tanstack/react-query';
import type { PhotoContentType } from '@marshlog/domain';
import { api, ApiError, newIdempotencyKey, tokenStore } from '../../api';
import { aimEditsAt, placeChange, type OutboxChange } from './outbox-changes';
import { keepInOutbox, readOutbox, removeFromOutbox } from './outbox-db';
import { signedInHunter } from './kept-answers';
import {
  hunterItems,
  outboxSnapshot,
  updateOutboxSnapshot,
  type OutboxItem,
  type OutboxKind,
  type OutboxProgress,
  editsAfter,
  isEdit,
} from './outbox-items';

/** The longest wait between two tries while the server cannot be reached. */
const RETRY_AT_MOST_MS = 60_000;
const FIRST_RETRY_MS = 1000;

/** The cached answers each kind's create changes: its own screens and the feed. */
const CHANGED_ROOTS: Record<OutboxKind, string[]> = {
  hunt: ['hunts', 'feed'],
  location: ['locations', 'feed'],
  report: ['reports', 'feed'],
};
const PHOTO_TARGETS: Record<OutboxKind, PhotoContentType> = {
  hunt: 'hunt',
  location: 'location',
  report: 'report',
};

/** Statuses that will not change by sending the same item again: the hunter must fix or discard it. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/**
 * The server's message, with what it said of each field ("date of hunt: Date of hunt cannot be in
 * the future."); a field's message that only repeats the server's ("Location not found") is said once.
 */
export function refusalMessage(error: ApiError): string {
  const fields = Object.entries(error.fieldErrors).flatMap(([field, messages]) => {
    const said = messages.filter((message) => message !== error.detail);
    return said.length > 0 ? [`${field.replaceAll('_', ' ')}: ${said.join(' ')}`] : [];
  });
  return [error.detail, ...fields].join(' ');
}

let queryClient: QueryClient | null = null;
let draining: Promise<void> | null = null;
let drainAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failedTries = 0;

function setProgress(key: string, progress: OutboxProgress | null) {
  const next = new Map(outboxSnapshot().progress);
  if (progress) next.set(key, progress);
  else next.delete(key);
  updateOutboxSnapshot({ progress: next });
}

async function replaceItem(item: OutboxItem) {
  await keepInOutbox(item);
  updateOutboxSnapshot({
    items: outboxSnapshot().items.map((kept) => (kept.key === item.key ? item : kept)),
  });
}

async function forgetItem(key: string) {
  await removeFromOutbox(key);
  updateOutboxSnapshot({ items: outboxSnapshot().items.filter((item) => item.key !== key) });
  setProgress(key, null);
}

/** Reads what this device kept from earlier visits, so the lists show it after a reload offline. */
export async function loadOutbox(): Promise<void> {
  updateOutboxSnapshot({ items: await readOutbox(), loaded: true });
}

/**
 * Keeps a create (or a bird change) made with no network under the key its own try used; it is
 * sent with that key once the network returns.
 */
export async function queueCreate(
  item: Omit<OutboxItem, 'queuedAt' | 'photos'> & Partial<Pick<OutboxItem, 'photos'>>,
): Promise<void> {
  const kept: OutboxItem = { photos: [], ...item, queuedAt: Date.now() };
  await keepInOutbox(kept);
  updateOutboxSnapshot({ items: [...outboxSnapshot().items, kept] });
  // When the network is up but the server did not answer, try again soon.
  if (navigator.onLine) retryLater();
}

/**
 * Keeps a change made with no network (an edit, or a revision of a waiting item) where the
 * outbox's rules put it (outbox-changes.ts), and sends it when it can. Answers the item's key.
 */
export async function queueChange(change: OutboxChange): Promise<string> {
  const { replacesKey, ...placed } = placeChange(
    outboxSnapshot().items,
    change,
    newIdempotencyKey,
    Date.now(),
  );
  if (replacesKey !== undefined) await removeFromOutbox(replacesKey);
  await keepInOutbox(placed);
  const items = outboxSnapshot().items;
  const at = items.findIndex((kept) => kept.key === (replacesKey ?? placed.key));
  updateOutboxSnapshot({
    items:
      at === -1 ? [...items, placed] : items.map((kept, index) => (index === at ? placed : kept)),
  });
  if (navigator.onLine) void syncNow();
  return placed.key;
}

/** Uploads the photos left to upload, each removed from the item once the server has it. */
async function uploadPhotos(item: OutboxItem, objectId: number) {
  const total = item.photos.length;
  if (total === 0) return;
  // The upload's code (and the photo schemas) loads with the first item that has photos.
  const { uploadPhoto } = await import('../photos/upload/upload-photo');
  let remaining = item;
  for (const [index, photo] of item.photos.entries()) {
    const report = (percent: number) =>
      setProgress(item.key, { stage: 'uploading', done: index, total, percent });
    report(0);
    await uploadPhoto({
      contentType: PHOTO_TARGETS[item.kind],
      objectId,
      file: new File([photo.file], photo.name, { type: photo.file.type }),
      caption: photo.caption,
      isPrimary: photo.isPrimary,
      onProgress: (progress) => report(progress),
    });
    remaining = { ...remaining, photos: remaining.photos.slice(1) };
    await replaceItem(remaining);
  }
}

/** `signed-out`: no session to send with; the outbox waits for the next sign-in, trying nothing. */
type Outcome = 'sent' | 'refused' | 'unreachable' | 'signed-out';

/** Sends one item with its key: a retry after a lost answer gets the first answer, not a copy. */
async function sendItem(item: OutboxItem, client: QueryClient): Promise<Outcome> {
  setProgress(item.key, { stage: 'sending' });
  let current = item;
  try {
    if ((await tokenStore.getToken()) === null) return 'signed-out';
    if (!current.attempted) {
      current = { ...current, attempted: true };
      await replaceItem(current);
    }
    if (isEdit(current)) {
      await api.request(current.method ?? 'PATCH', current.path, {
        body: current.body,
        idempotencyKey: current.key,
      });
    } else if (current.createdId === undefined) {
      const created = await api.post<{ id: number }>(current.path, current.body, {
        idempotencyKey: current.key,
      });
      current = { ...current, createdId: created.id };
      if (current.photos.length > 0) await replaceItem(current);
      // Edits made while its answer was awaited now go to the hunt (spot, report) it made.
      for (const edit of aimEditsAt(outboxSnapshot().items, item.key, created.id)) {
        await replaceItem(edit);
      }
    }
    if (current.createdId !== undefined) await uploadPhotos(current, current.createdId);
    // The server's copy is read before the waiting one goes, so the item never blinks out.
    await Promise.all(
      CHANGED_ROOTS[item.kind].map((root) => client.invalidateQueries({ queryKey: [root] })),
    );
    await forgetItem(item.key);
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    if (isRefusal(error)) {
      const latest = outboxSnapshot().items.find((kept) => kept.key === item.key) ?? current;
      await replaceItem({ ...latest, refusal: refusalMessage(error) });
      return 'refused';
    }
    console.error(
      `Sending the waiting ${item.kind} "${item.title}" failed; it stays queued`,
      error,
    );
    return 'unreachable';
  } finally {
    setProgress(item.key, null);
  }
}

async function drain(client: QueryClient) {
  for (const item of hunterItems(outboxSnapshot())) {
    const current = outboxSnapshot().items.find((kept) => kept.key === item.key);
    if (!current || current.refusal !== undefined || current.afterKey !== undefined) continue;
    if (!navigator.onLine) return;
    const outcome = await sendItem(current, client);
    // Signed out: nothing is tried until a hunter signs in again (followHunter starts a round).
    if (outcome === 'signed-out') return;
    if (outcome === 'unreachable') {
      retryLater();
      return;
    }
  }
  failedTries = 0;
}

function retryLater() {
  if (retryTimer) clearTimeout(retryTimer);
  const wait = Math.min(RETRY_AT_MOST_MS, FIRST_RETRY_MS * 2 ** failedTries);
  failedTries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (navigator.onLine) void syncOutbox();
  }, wait);
}

/**
 * Sends the signed-in hunter's waiting items one after another, oldest first. A refused item
 * stays with the server's message and the next is sent; an unreachable server stops the round
 * and it is tried again later, waiting twice as long each time (at most a minute).
 */
export function syncOutbox(): Promise<void> {
  const client = queryClient;
  if (!client) return Promise.resolve();
  if (draining) {
    drainAgain = true;
    return draining;
  }
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
  draining = drain(client).finally(() => {
    draining = null;
    if (drainAgain) {
      drainAgain = false;
      void syncOutbox();
    }
  });
  return draining;
}

/** "Sync now": tries at once, as if nothing had failed before. */
export function syncNow(): Promise<void> {
  failedTries = 0;
  return syncOutbox();
}

/** Sends a refused item again as it is (after a fix on the server's side, e.g. a spot shared again). */
export async function retryItem(key: string): Promise<void> {
  const item = outboxSnapshot().items.find((kept) => kept.key === key);
  if (!item) return;
  await replaceItem({ ...item, refusal: undefined });
  await syncNow();
}

/** The hunter gives up on an item (and on the edits waiting for it): it leaves the device. */
export async function discardItem(key: string): Promise<void> {
  for (const edit of editsAfter(outboxSnapshot().items, key)) await forgetItem(edit.key);
  await forgetItem(key);
}

/** A hunter gives up everything of theirs still on the device (they confirmed it at sign-out). */
export async function discardHunterItems(userId: number): Promise<void> {
  for (const item of outboxSnapshot().items) {
    if (item.userId === userId) await forgetItem(item.key);
  }
  // Kept on the device but not read into this page yet (the outbox loads after the first render).
  for (const item of await readOutbox()) {
    if (item.userId === userId) await removeFromOutbox(item.key);
  }
}

/**
 * Starts sending the outbox: now, whenever the network returns, and whenever the app comes back
 * to the front (Safari and Firefox have no Background Sync, so nothing relies on it).
 */
export function startOutboxSync(client: QueryClient): () => void {
  queryClient = client;
  // Whose items are shown and sent follows the session: another hunter signing in sees none.
  const followHunter = () => {
    const userId = signedInHunter(client);
    if (userId === outboxSnapshot().userId) return;
    updateOutboxSnapshot({ userId });
    if (userId !== null) void syncOutbox();
  };
  const unfollow = client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === 'auth') followHunter();
  });
  followHunter();
  const syncWhenVisible = () => {
    if (document.visibilityState === 'visible') void syncOutbox();
  };
  const sync = () => void syncOutbox();
  window.addEventListener('online', sync);
  document.addEventListener('visibilitychange', syncWhenVisible);
  loadOutbox()
    .then(sync)
    .catch((error: unknown) => console.error('The outbox could not be read', error));
  return () => {
    unfollow();
    window.removeEventListener('online', sync);
    document.removeEventListener('visibilitychange', syncWhenVisible);
    if (retryTimer) clearTimeout(retryTimer);
    queryClient = null;
  };
}
