import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next calls: Open-Meteo's wire format, or one failure of the error table. */
export type FakeBehaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'body'; body: string };

export interface FakeCall {
  path: string;
  query: URLSearchParams;
}

/** One day as Open-Meteo answers it (°F and mph as asked): 24 hourly readings and the daily ones. */
export function openMeteoDay(date: string, options: { visibility?: boolean } = {}) {
  const hours = Array.from(
    { length: 24 },
    (_, hour) => `${date}T${String(hour).padStart(2, '0')}:00`,
  );
  return {
    latitude: 39.3125,
    longitude: -121.8,
    utc_offset_seconds: -28800,
    timezone: 'America/Los_Angeles',
    hourly_units: {
      time: 'iso8601',
      temperature_2m: '°F',
      relative_humidity_2m: '%',
      pressure_msl: 'hPa',
      ...(options.visibility ? { visibility: 'm' } : {}),
    },
    hourly: {
      time: hours,
      // 30 °F for the first half of the day, 40 °F for the second: a mean of 35.
      temperature_2m: hours.map((_, hour) => (hour < 12 ? 30 : 40)),
      relative_humidity_2m: hours.map((_, hour) => (hour < 12 ? 90 : 70)),
      pressure_msl: hours.map(() => 1016),
      ...(options.visibility ? { visibility: hours.map(() => 8046.72) } : {}),
    },
    daily_units: { time: 'iso8601' },
    daily: {
      time: [date],
      weather_code: [3],
      temperature_2m_max: [44.1],
      temperature_2m_min: [28.4],
      wind_speed_10m_max: [9.6],
      wind_direction_10m_dominant: [315],
      sunrise: [`${date}T06:52`],
      sunset: [`${date}T16:51`],
    },
  };
}

/** One day as Visual Crossing's timeline API answers it with unitGroup=us. */
export function visualCrossingDay(date: string) {
  return {
    latitude: 39.3125,
    longitude: -121.8,
    timezone: 'America/Los_Angeles',
    tzoffset: -8,
    days: [
      {
        datetime: date,
        temp: 41.2,
        tempmax: 50.3,
        tempmin: 33.1,
        humidity: 77.5,
        windspeed: 16.4,
        winddir: 200,
        conditions: 'Rain, Partially cloudy',
        sunrise: '06:53:10',
        sunset: '16:50:02',
        visibility: 4.2,
        pressure: 1009.5,
      },
    ],
  };
}

/**
 * A weather provider on a local port, started by the test (tests never reach the internet):
 * it records every call and answers as told.
 */
export async function startFakeWeatherProvider() {
  const calls: FakeCall[] = [];
  let behaviour: FakeBehaviour = { kind: 'ok' };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    const date = url.searchParams.get('start_date') ?? url.pathname.split('/').pop() ?? '';
    const day = url.pathname.includes('timeline')
      ? visualCrossingDay(date)
      : openMeteoDay(date, { visibility: url.searchParams.get('hourly')?.includes('visibility') });
    switch (behaviour.kind) {
      case 'ok':
        return send(200, JSON.stringify(day));
      case 'status':
        return send(behaviour.status, JSON.stringify({ error: true, reason: 'refused' }));
      case 'slow': {
        const timer = setTimeout(() => send(200, JSON.stringify(day)), behaviour.delayMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case 'body':
        return send(200, behaviour.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer(next: FakeBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: a network error for whoever calls it. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
