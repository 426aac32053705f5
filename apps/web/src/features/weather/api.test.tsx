import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { errorWeather } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, mockFetch, requestsTo } from '../../test/fetch-mock';
import { useWeather, weatherKeys } from './api';

const answer = () =>
  json(200, {
    success: true,
    error: null,
    timeout: false,
    weather: { ...errorWeather(), conditions: 'Clear sky', temp: 30, windspeed: 3 },
    credit: null,
  });

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('the weather hook', () => {
  afterEach(() => tokenStore.clear());

  it('keys its 30 s cache by coordinates to 4 decimals and the date', async () => {
    expect(weatherKeys.day(39.317312, -121.795544, '2024-11-16')).toEqual([
      'weather',
      39.3173,
      -121.7955,
      '2024-11-16',
    ]);
    const requests = mockFetch({ 'POST /api/weather/fetch_weather/': answer });
    const client = new QueryClient();
    const first = renderHook(
      () => useWeather({ latitude: 39.317312, longitude: -121.795544, date: '2024-11-16' }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(first.result.current.data?.weather.conditions).toBe('Clear sky'));
    const second = renderHook(
      () => useWeather({ latitude: 39.31734, longitude: -121.79549, date: '2024-11-16' }),
      { wrapper: wrapper(client) },
    );
    expect(second.result.current.data?.weather.conditions).toBe('Clear sky');
    expect(requestsTo(requests, '/api/weather/fetch_weather/')).toHaveLength(1);
    expect(
      client.getQueryCache().find({ queryKey: weatherKeys.day(39.3173, -121.7955, '2024-11-16') })
        ?.options.gcTime,
    ).toBe(30_000);

    renderHook(
      () => useWeather({ latitude: 39.317312, longitude: -121.795544, date: '2024-11-17' }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() =>
      expect(requestsTo(requests, '/api/weather/fetch_weather/')).toHaveLength(2),
    );
  });

  it('asks nothing until the place and date are both set and valid', () => {
    const requests = mockFetch({ 'POST /api/weather/fetch_weather/': answer });
    const client = new QueryClient();
    renderHook(() => useWeather({ latitude: 39.3, longitude: null, date: '2024-11-16' }), {
      wrapper: wrapper(client),
    });
    renderHook(() => useWeather({ latitude: 39.3, longitude: -121.8, date: '16/11/2024' }), {
      wrapper: wrapper(client),
    });
    renderHook(() => useWeather({ latitude: 91, longitude: -121.8, date: '2024-11-16' }), {
      wrapper: wrapper(client),
    });
    expect(requests).toHaveLength(0);
  });
});
