import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authKeys, tokenStore } from '../api';
import { startOutboxSync } from '../features/offline/outbox';
import { outboxSnapshot, updateOutboxSnapshot } from '../features/offline/outbox-items';

/**
 * A signed-in hunter with an empty outbox on a fresh IndexedDB, its sync started, for each test
 * of the file that calls this; answers the test's query client. Stopped and signed out after.
 */
export function outboxSessionFor(hunterId: number): () => QueryClient {
  let stop: () => void = () => undefined;
  let queryClient = new QueryClient();
  beforeEach(async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    tokenStore.remember({
      jwt_token: 'jwt',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.session(), { user: { id: hunterId } });
    updateOutboxSnapshot({ items: [], progress: new Map(), userId: hunterId });
    stop = startOutboxSync(queryClient);
    await vi.waitFor(() => expect(outboxSnapshot().items).toEqual([]));
  });
  afterEach(() => {
    stop();
    tokenStore.clear();
    vi.restoreAllMocks();
  });
  return () => queryClient;
}
