import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayerPreference } from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { buildWorld, WORLD_VIEWERS, type World } from './world.js';

interface Page {
  count: number;
  results: LayerPreference[];
}

/**
 * /layers/ x viewer: preferences belong to their hunter alone. Signed out is 401 everywhere; the
 * owner's layer answers 200 to the owner and 404 to every other viewer, friend or not, and no
 * other viewer's list, bulk toggle or reset touches it.
 */
describe(`authorization matrix: layers on ${testBackend}`, () => {
  let world: World;
  let ownerLayer: LayerPreference;

  const ownerLayerNow = async () => {
    const response = await world.request('owner', { method: 'GET', url: '/api/layers/' });
    const found = response.json<Page>().results.find((layer) => layer.layer_id === 'private-hunts');
    if (!found) throw new Error('the owner has no private-hunts layer');
    return found;
  };

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    ownerLayer = await ownerLayerNow();
  });
  afterAll(() => world.app.close());

  const others = WORLD_VIEWERS.filter((viewer) => viewer !== 'owner');

  it.each(WORLD_VIEWERS)('%s lists only their own nine layers', async (viewer) => {
    const response = await world.request(viewer, { method: 'GET', url: '/api/layers/' });
    if (viewer === 'signedOut') return expect(response.statusCode).toBe(401);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.count).toBe(9);
    const ids = page.results.map((layer) => layer.id);
    expect(ids.includes(ownerLayer.id)).toBe(viewer === 'owner');
  });

  it.each(
    others.flatMap((viewer) =>
      (['GET', 'PATCH', 'DELETE'] as const).map((method) => ({ viewer, method })),
    ),
  )("$viewer: $method of the owner's layer", async ({ viewer, method }) => {
    const response = await world.request(viewer, {
      method,
      url: `/api/layers/${ownerLayer.id}/`,
      ...(method === 'PATCH' ? { payload: { is_visible: false } } : {}),
    });
    expect(response.statusCode).toBe(viewer === 'signedOut' ? 401 : 404);
  });

  it.each(others)(
    "%s's bulk toggle and reset leave the owner's layer as it was",
    async (viewer) => {
      await world.request(viewer, {
        method: 'POST',
        url: '/api/layers/bulk_toggle_visibility/',
        payload: { is_visible: false, layer_ids: ['private-hunts'] },
      });
      await world.request(viewer, {
        method: 'POST',
        url: '/api/layers/reset_defaults/',
        payload: {},
      });
      expect(await ownerLayerNow()).toEqual(ownerLayer);
    },
  );

  it('the owner reads and changes their own layer', async () => {
    const url = `/api/layers/${ownerLayer.id}/`;
    expect((await world.request('owner', { method: 'GET', url })).statusCode).toBe(200);
    const patched = await world.request('owner', {
      method: 'PATCH',
      url,
      payload: { opacity: 0.5 },
    });
    expect(patched.json<LayerPreference>().opacity).toBe(0.5);
  });
});
