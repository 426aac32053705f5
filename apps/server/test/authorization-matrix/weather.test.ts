import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherResponse } from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { startFakeWeatherProvider } from '../support/weather-provider.js';
import { buildWorld, WORLD_VIEWERS, type World } from './world.js';

/**
 * POST /api/weather/fetch_weather/ x viewer: weather is no one's item, so every signed-in hunter
 * may ask (a block or a pending request changes nothing); a signed-out visitor may not, since each
 * call may spend the provider's quota, and the provider is not called for them.
 */
describe(`authorization matrix: weather on ${testBackend}`, () => {
  let world: World;
  let fake: Awaited<ReturnType<typeof startFakeWeatherProvider>>;

  beforeAll(async () => {
    fake = await startFakeWeatherProvider();
    world = await buildWorld(
      await createTestApp({
        weather: { provider: 'open-meteo', baseUrl: fake.url, timeoutMs: 2000 },
      }),
    );
  });
  afterAll(async () => {
    await world.app.close();
    await fake.close();
  });

  it.each(WORLD_VIEWERS.map((viewer, index) => ({ viewer, index })))(
    '$viewer asks for the weather',
    async ({ viewer, index }) => {
      const calls = fake.calls.length;
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/weather/fetch_weather/',
        payload: { latitude: 40 + index / 10, longitude: -100, date: '2024-11-16' },
      });
      if (viewer === 'signedOut') {
        expect(response.statusCode).toBe(401);
        expect(fake.calls).toHaveLength(calls);
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json<WeatherResponse>().success).toBe(true);
      expect(fake.calls).toHaveLength(calls + 1);
    },
  );
});
