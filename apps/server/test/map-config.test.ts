import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';

describe(`map config on ${testBackend}`, () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the keyless default to anyone, signed in or not', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/map/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ style_url: null, mapbox_token: null });
  });

  it('answers MAP_STYLE_URL and MAPBOX_TOKEN when they are set', async () => {
    const map = {
      styleUrl: 'mapbox://styles/mapbox/satellite-streets-v12',
      mapboxToken: 'pk.test',
    };
    app = await createTestApp({ map });
    const response = await app.inject({ method: 'GET', url: '/api/map/config/' });
    expect(response.json()).toEqual({
      style_url: 'mapbox://styles/mapbox/satellite-streets-v12',
      mapbox_token: 'pk.test',
    });
  });

  it('refuses a MAP_STYLE_URL that is not an http(s) or mapbox style URL', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'ftp://tiles.example/style.json' })).toThrow(
      /MAP_STYLE_URL must be an http\(s\):\/\/ or mapbox:\/\/ style URL/,
    );
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example/style.json' }).map.styleUrl).toBe(
      'https://tiles.example/style.json',
    );
  });
});
