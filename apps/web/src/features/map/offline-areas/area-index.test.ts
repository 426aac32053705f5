import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_BASE } from '@marshlog/domain';
import { MemoryCacheStorage } from '../../../test/cache-storage';
import { deleteEverySavedArea, deleteSavedArea, readSavedAreas } from './area-index';
import { downloadArea, type AreaPlan } from './download-area';

const ADA = 7;
const BEN = 8;
/** One zoom-12 tile's worth of marsh. */
const levee: AreaPlan = {
  name: 'Levee blind',
  bounds: [-121.42, 41.96, -121.41, 41.97],
  minZoom: 12,
  maxZoom: 12,
  tileTemplate: MAP_BASE.imageryTiles,
};

let storage: MemoryCacheStorage;

function saveAs(hunterId: number, plan = levee) {
  return downloadArea(plan, {
    hunterId,
    used: { tiles: 0, bytes: 0 },
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
}

/** How many tiles are kept on the device for this hunter's areas. */
async function tilesKeptFor(hunterId: number): Promise<number> {
  let tiles = 0;
  for (const name of await storage.keys()) {
    if (name.startsWith(`marshlog-offline-area-${hunterId}-`)) {
      tiles += (await (await storage.open(name)).keys()).length;
    }
  }
  return tiles;
}

describe('saved offline map areas belong to the hunter who saved them', () => {
  beforeEach(() => {
    storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
  });

  it('lists an area to its hunter only, newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T05:00:00Z'));
    const first = await saveAs(ADA);
    vi.setSystemTime(new Date('2026-11-21T05:00:00Z'));
    const second = await saveAs(ADA, { ...levee, name: 'North pothole' });
    const bens = await saveAs(BEN, { ...levee, name: 'Rice field' });

    expect((await readSavedAreas(ADA)).map((area) => area.name)).toEqual([second.name, first.name]);
    expect(await readSavedAreas(BEN)).toEqual([bens]);
    expect(await readSavedAreas(BEN + 1)).toEqual([]);
    expect(await tilesKeptFor(ADA)).toBe(first.tiles + second.tiles);
    expect(await tilesKeptFor(BEN)).toBe(bens.tiles);
  });

  it("lets no other hunter delete an area, and deletes the hunter's own with its tiles", async () => {
    const area = await saveAs(ADA);
    expect(area.tiles).toBeGreaterThan(0);

    await deleteSavedArea(BEN, area.id);
    expect(await readSavedAreas(ADA)).toEqual([area]);
    expect(await tilesKeptFor(ADA)).toBe(area.tiles);

    await deleteSavedArea(ADA, area.id);
    expect(await readSavedAreas(ADA)).toEqual([]);
    expect(await tilesKeptFor(ADA)).toBe(0);
  });

  it('leaves nothing of any hunter once a hunter signs out of the device', async () => {
    await saveAs(ADA);
    await saveAs(BEN);
    await deleteEverySavedArea();
    expect(await readSavedAreas(ADA)).toEqual([]);
    expect(await readSavedAreas(BEN)).toEqual([]);
    expect(await storage.keys()).toEqual([]);
  });
});
