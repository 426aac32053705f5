import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('weather configuration', () => {
  it('is Open-Meteo, keyless, with a 10 s timeout, by default', () => {
    expect(loadConfig({}).weather).toEqual({
      provider: 'open-meteo',
      visualCrossingKey: undefined,
      baseUrl: undefined,
      timeoutMs: 10_000,
    });
  });

  it('uses Visual Crossing when its key is given, and a base URL without its trailing slash', () => {
    expect(
      loadConfig({ VISUAL_CROSSING_KEY: 'abc', WEATHER_BASE_URL: 'http://weather.local:8081/' })
        .weather,
    ).toMatchObject({
      provider: 'visual-crossing',
      visualCrossingKey: 'abc',
      baseUrl: 'http://weather.local:8081',
    });
    expect(
      loadConfig({ VISUAL_CROSSING_KEY: 'abc', WEATHER_PROVIDER: 'open-meteo' }).weather.provider,
    ).toBe('open-meteo');
  });

  it('refuses to start with a provider it cannot use', () => {
    expect(() => loadConfig({ WEATHER_PROVIDER: 'visual-crossing' })).toThrow(
      'VISUAL_CROSSING_KEY: required with WEATHER_PROVIDER=visual-crossing',
    );
    expect(() => loadConfig({ WEATHER_PROVIDER: 'darksky' })).toThrow(
      'WEATHER_PROVIDER must be open-meteo or visual-crossing',
    );
    expect(() => loadConfig({ WEATHER_BASE_URL: 'not a url' })).toThrow(
      'WEATHER_BASE_URL must be a URL',
    );
  });
});
