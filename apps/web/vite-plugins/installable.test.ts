import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MAP_BASE, tileUrl } from '@marshlog/domain';
import { authKeys } from '../src/api';
import { areaCacheName } from '../src/features/map/offline-areas/area-index';
import { followAreaOwner } from '../src/features/map/offline-areas/area-owner';
import { MemoryCacheStorage } from '../src/test/cache-storage';
import { savedAreaTileOrNetwork } from './installable.ts';

type TileHandler = typeof savedAreaTileOrNetwork;

/**
 * The handler as the service worker gets it: Workbox writes its source text into the worker, so
 * it must run with nothing of this module around it.
 */
const inTheWorker = new Function(`return (${savedAreaTileOrNetwork.toString()});`)() as TileHandler;

const ADA = { id: 7, name: 'Ada Teal' };
const BEN = { id: 8, name: 'Ben Drake' };
const tile = tileUrl(MAP_BASE.imageryTiles, { z: 12, x: 668, y: 1512 });

let storage: MemoryCacheStorage;
let network: ReturnType<typeof vi.fn>;

/** What the worker answers for the tile: 'kept' from a saved area, 'network' when it went out. */
async function drawn(): Promise<string> {
  return (await inTheWorker({ request: new Request(tile) })).text();
}

const signIn = (client: QueryClient, user: { id: number; name: string } | null) =>
  client.setQueryData(authKeys.session(), user ? { user, expires: '2026-12-01T00:00:00Z' } : null);

describe("the service worker draws the signed-in hunter's saved areas only", () => {
  beforeEach(async () => {
    storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    network = vi.fn(async () => new Response('network'));
    vi.stubGlobal('fetch', network);
    const adasArea = await storage.open(areaCacheName(ADA.id, 'levee'));
    await adasArea.put(tile, new Response('kept'));
  });

  it("answers a tile of the hunter's own area from the device, and nobody else's", async () => {
    const client = new QueryClient();
    const stop = followAreaOwner(client);

    // No hunter known on this device yet: no one's areas are drawn.
    expect(await drawn()).toBe('network');
    signIn(client, ADA);
    await vi.waitFor(async () => expect(await drawn()).toBe('kept'));

    // Ada's session ended without a sign-out; Ben signs in on the same phone.
    signIn(client, BEN);
    await vi.waitFor(async () => expect(await drawn()).toBe('network'));
    signIn(client, null);
    await vi.waitFor(async () => expect(await drawn()).toBe('network'));
    expect(await storage.has('marshlog-offline-map-owner')).toBe(false);

    signIn(client, ADA);
    await vi.waitFor(async () => expect(await drawn()).toBe('kept'));
    stop();
  });

  it('goes to the network for a tile no saved area holds', async () => {
    const client = new QueryClient();
    const stop = followAreaOwner(client);
    signIn(client, ADA);
    await vi.waitFor(async () => expect(await drawn()).toBe('kept'));
    const elsewhere = tileUrl(MAP_BASE.imageryTiles, { z: 3, x: 1, y: 3 });
    const answer = await inTheWorker({ request: new Request(elsewhere) });
    expect(await answer.text()).toBe('network');
    expect((network.mock.lastCall?.[0] as Request).url).toBe(elsewhere);
    stop();
  });
});
