import 'fake-indexeddb/auto';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { authKeys } from '../../api';
import { keepQueryCache, mergedAnswers, restoreQueryCache } from './query-cache-store';

type SavedQuery = DehydratedState['queries'][number];

const HOUR = 60 * 60 * 1000;

function answer(queryHash: string, ageMs: number, data: unknown): SavedQuery {
  return {
    queryHash,
    queryKey: JSON.parse(queryHash) as string[],
    dehydratedAt: Date.now(),
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: Date.now() - ageMs,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

const state = (...queries: SavedQuery[]): DehydratedState => ({ mutations: [], queries });
const hashes = (merged: DehydratedState) => merged.queries.map((query) => query.queryHash);

describe('the offline copy of the query cache', () => {
  it('keeps the screens of earlier loads beside those in memory, the newer answer of each', () => {
    const saved = {
      savedAt: Date.now() - HOUR,
      userId: 7,
      state: state(answer('["locations"]', HOUR, 'old spots'), answer('["hunts"]', HOUR, 'old')),
    };
    const merged = mergedAnswers(saved, 7, state(answer('["hunts"]', 0, 'new hunts')));
    expect(hashes(merged)).toEqual(['["hunts"]', '["locations"]']);
    expect(merged.queries[0]?.state.data).toBe('new hunts');
  });

  it("never mixes in another hunter's answers", () => {
    const saved = { savedAt: Date.now(), userId: 7, state: state(answer('["hunts"]', 0, 'his')) };
    const merged = mergedAnswers(saved, 8, state(answer('["feed"]', 0, 'hers')));
    expect(hashes(merged)).toEqual(['["feed"]']);
  });

  it('drops answers older than a week and keeps at most 200, newest first', () => {
    const many = Array.from({ length: 205 }, (_, index) =>
      answer(`["hunts",${index}]`, index * 1000, index),
    );
    const stale = answer('["reports"]', 8 * 24 * HOUR, 'last season');
    const merged = mergedAnswers(undefined, 7, state(stale, ...many));
    expect(merged.queries).toHaveLength(200);
    expect(hashes(merged)).not.toContain('["reports"]');
    expect(merged.queries[0]?.state.data).toBe(0);
  });
});

/**
 * Runs `steps` on a signed-in hunter's cache while it is being kept, counting the writes, then
 * answers a cache restored from what was written.
 */
async function keptWhile(
  steps: (queryClient: QueryClient, put: MockInstance<IDBObjectStore['put']>) => Promise<void>,
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.session(), { user: { id: 7 } });
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  const stop = keepQueryCache(queryClient);
  try {
    await steps(queryClient, put);
  } finally {
    stop();
    put.mockRestore();
  }
  const restored = new QueryClient();
  await restoreQueryCache(restored);
  return restored;
}

describe('writing the offline copy', () => {
  it("writes a screen's first answers together, once, and not for answers it does not keep", async () => {
    const restored = await keptWhile(async (queryClient, put) => {
      // The session was there before the keeping started: written once the page is idle, on its own.
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 300 });
      queryClient.setQueryData(['hunts', 'list'], { results: [{ id: 1 }] });
      queryClient.setQueryData(['notifications', 'unread'], { count: 2 });
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(2), { timeout: 3000 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(put).toHaveBeenCalledTimes(2);
    });
    expect(restored.getQueryData(['hunts', 'list'])).toEqual({ results: [{ id: 1 }] });
    expect(restored.getQueryData(['notifications', 'unread'])).toBeUndefined();
  });

  it('writes who is signed in at once, not a second after the last write', async () => {
    const restored = await keptWhile(async (queryClient, put) => {
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 300 });
      queryClient.setQueryData(['hunts', 'list'], { results: [] });
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(2), { timeout: 3000 });
      queryClient.setQueryData(authKeys.session(), { user: { id: 7, first_name: 'Ann' } });
      // The next ordinary write may wait a second; the session's does not.
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(3), { timeout: 300 });
    });
    expect(restored.getQueryData(authKeys.session())).toEqual({
      user: { id: 7, first_name: 'Ann' },
    });
  });

  it('keeps the answers that arrived before it started, once the page is idle', async () => {
    const restored = await keptWhile(async (queryClient, put) => {
      // keptWhile's hunter signed in before the keeping started, as the first screen loads first.
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 300 });
      expect(queryClient.getQueryData(authKeys.session())).toEqual({ user: { id: 7 } });
    });
    expect(restored.getQueryData(authKeys.session())).toEqual({ user: { id: 7 } });
  });
});
