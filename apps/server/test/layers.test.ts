import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_LAYER_DEFAULTS, type LayerPreference, type LayerStat } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp, type Hunter } from './support/users.js';

interface Page<T> {
  count: number;
  results: T[];
}

describe(`layer preferences on ${testBackend}`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = (
    hunter: Hunter,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: hunter.headers, payload });
  const layersOf = async (hunter: Hunter, query = '') => {
    const answer = await call(hunter, 'GET', `/api/layers/${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<Page<LayerPreference>>();
  };
  const layerOf = async (hunter: Hunter, layerId: string) => {
    const found = (await layersOf(hunter)).results.find((layer) => layer.layer_id === layerId);
    if (!found) throw new Error(`no ${layerId}`);
    return found;
  };

  it('creates the nine data layers on the first read, once, even for concurrent reads', async () => {
    const ann = await signUp(app, { name: 'Ann Layers', username: 'ann_layers' });
    const reads = await Promise.all([layersOf(ann), layersOf(ann), layersOf(ann)]);
    for (const page of reads) expect(page.count).toBe(9);
    const ids = reads[0]?.results.map((layer) => layer.layer_id).sort();
    expect(ids).toEqual(DATA_LAYER_DEFAULTS.map((layer) => layer.layer_id).sort());
    const hunts = await layerOf(ann, 'private-hunts');
    expect(hunts).toMatchObject({
      layer_type: 'hunt-data',
      layer_type_display: 'Hunt Data',
      is_visible: true,
      opacity: 1,
    });
    expect((await layersOf(ann)).count).toBe(9);
  });

  it('keeps a toggle, an opacity and an order across reloads', async () => {
    const bea = await signUp(app, { name: 'Bea Layers', username: 'bea_layers' });
    const reports = await layerOf(bea, 'friends-reports');
    const hidden = await call(bea, 'PATCH', `/api/layers/${reports.id}/`, { is_visible: false });
    expect(hidden.statusCode).toBe(200);
    await call(bea, 'PATCH', `/api/layers/${reports.id}/`, { opacity: 0.4 });
    await call(bea, 'PATCH', `/api/layers/${reports.id}/`, { z_index: 77 });
    const reloaded = await layerOf(bea, 'friends-reports');
    expect(reloaded).toMatchObject({ is_visible: false, opacity: 0.4, z_index: 77 });
    const detail = await call(bea, 'GET', `/api/layers/${reports.id}/`);
    expect(detail.json<LayerPreference>()).toMatchObject({ is_visible: false, z_index: 77 });
    expect((await layersOf(bea, '?is_visible=false')).results.map((l) => l.layer_id)).toEqual([
      'friends-reports',
    ]);
    expect((await layersOf(bea, '?layer_type=report-data')).count).toBe(3);
    expect((await layersOf(bea, '?search=Friends')).count).toBe(3);
  });

  it('refuses opacity, order or a type out of range with 400 and changes nothing', async () => {
    const cal = await signUp(app, { name: 'Cal Layers', username: 'cal_layers' });
    const hunts = await layerOf(cal, 'public-hunts');
    for (const payload of [
      { opacity: 1.5 },
      { opacity: -0.1 },
      { z_index: 101 },
      { z_index: -1 },
      { z_index: 2.5 },
      { is_visible: false, opacity: 2 },
      {},
    ]) {
      const answer = await call(cal, 'PATCH', `/api/layers/${hunts.id}/`, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toHaveProperty('errors');
    }
    expect(
      (await call(cal, 'PATCH', `/api/layers/${hunts.id}/`, { opacity: 3 })).json(),
    ).toMatchObject({
      detail: 'Opacity must be between 0 and 1',
    });
    const unknownType = await call(cal, 'GET', '/api/layers/?layer_type=user-zones');
    expect(unknownType.statusCode).toBe(400);
    const badCreate = await call(cal, 'POST', '/api/layers/', {
      layer_id: 'overlay-x',
      layer_name: 'X',
      layer_type: 'weather-data',
    });
    expect(badCreate.statusCode).toBe(400);
    expect(await layerOf(cal, 'public-hunts')).toEqual(hunts);
    expect((await layersOf(cal)).count).toBe(9);
  });

  it('toggles in bulk by layer ids or by type, and counts visible layers per type', async () => {
    const dee = await signUp(app, { name: 'Dee Layers', username: 'dee_layers' });
    const hideAll = await call(dee, 'POST', '/api/layers/bulk_toggle_visibility/', {
      is_visible: false,
    });
    expect(hideAll.statusCode).toBe(200);
    expect((await layersOf(dee, '?is_visible=true')).count).toBe(0);
    await call(dee, 'POST', '/api/layers/bulk_toggle_visibility/', {
      is_visible: true,
      layer_ids: ['private-hunts', 'public-reports'],
    });
    await call(dee, 'POST', '/api/layers/bulk_toggle_visibility/', {
      is_visible: true,
      layer_type: 'location-data',
    });
    const visible = (await layersOf(dee, '?is_visible=true')).results.map((l) => l.layer_id).sort();
    expect(visible).toEqual([
      'friends-locations',
      'private-hunts',
      'private-locations',
      'public-locations',
      'public-reports',
    ]);
    const stats = (await call(dee, 'GET', '/api/layers/stats/')).json<LayerStat[]>();
    expect(stats.find((stat) => stat.layer_type === 'hunt-data')).toMatchObject({
      total_layers: 3,
      visible_layers: 1,
    });
    expect(stats.find((stat) => stat.layer_type === 'system-data')).toMatchObject({
      total_layers: 0,
    });
  });

  it('keeps style-layer preferences, refuses a duplicate, and reset_defaults restores the nine', async () => {
    const eve = await signUp(app, { name: 'Eve Layers', username: 'eve_layers' });
    const created = await call(eve, 'POST', '/api/layers/', {
      layer_id: 'overlay-usfws-nwi-wetlands',
      layer_name: 'Wetlands',
      layer_type: 'system-data',
      is_visible: true,
      opacity: 0.6,
      z_index: 5,
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await call(eve, 'POST', '/api/layers/', {
      layer_id: 'overlay-usfws-nwi-wetlands',
      layer_name: 'Wetlands',
      layer_type: 'system-data',
    });
    expect(duplicate.statusCode).toBe(409);
    const hunts = await layerOf(eve, 'private-hunts');
    await call(eve, 'PATCH', `/api/layers/${hunts.id}/`, { is_visible: false, opacity: 0.2 });
    const locations = await layerOf(eve, 'private-locations');
    await call(eve, 'PATCH', `/api/layers/${locations.id}/`, { z_index: 90 });

    const onlyHunts = await call(eve, 'POST', '/api/layers/reset_defaults/', {
      layer_type: 'hunt-data',
    });
    expect(onlyHunts.statusCode).toBe(200);
    expect(await layerOf(eve, 'private-hunts')).toMatchObject({ is_visible: true, opacity: 1 });
    expect((await layerOf(eve, 'private-locations')).z_index).toBe(90);

    const all = await call(eve, 'POST', '/api/layers/reset_defaults/', {});
    expect(all.json<{ results: LayerPreference[] }>().results).toHaveLength(9);
    expect((await layerOf(eve, 'private-locations')).z_index).toBe(20);
    expect((await layersOf(eve, '?layer_type=system-data')).count).toBe(0);
  });

  it("answers 404 for another hunter's layer and leaves it unchanged", async () => {
    const fay = await signUp(app, { name: 'Fay Layers', username: 'fay_layers' });
    const gus = await signUp(app, { name: 'Gus Layers', username: 'gus_layers' });
    const fays = await layerOf(fay, 'private-hunts');
    await layersOf(gus);
    expect((await call(gus, 'GET', `/api/layers/${fays.id}/`)).statusCode).toBe(404);
    expect(
      (await call(gus, 'PATCH', `/api/layers/${fays.id}/`, { is_visible: false })).statusCode,
    ).toBe(404);
    expect((await call(gus, 'DELETE', `/api/layers/${fays.id}/`)).statusCode).toBe(404);
    await call(gus, 'POST', '/api/layers/bulk_toggle_visibility/', {
      is_visible: false,
      layer_ids: ['private-hunts'],
    });
    expect(await layerOf(fay, 'private-hunts')).toEqual(fays);
    expect((await call(fay, 'DELETE', `/api/layers/${fays.id}/`)).statusCode).toBe(204);
    expect((await call(fay, 'GET', `/api/layers/${fays.id}/`)).statusCode).toBe(404);
  });
});
