import http from 'node:http';

/**
 * A local stand-in for Open-Meteo (forecast and archive), so end-to-end journeys exercise the
 * server's real weather code path and never reach the internet. The server under test is started
 * with WEATHER_BASE_URL pointing here (playwright.config.ts).
 */
export function fakeWeatherPort(): number {
  return Number(process.env.E2E_PORT ?? 4173) + 20_000;
}

/** The day every place has: partly cloudy, 38 °F on average, a 7 mph west-north-west wind. */
export const FAKE_DAY = {
  conditions: 'Partly cloudy',
  temperature: 38,
  windMph: 7,
  compass: 'WNW',
};

function openMeteoDay(date: string, withVisibility: boolean) {
  const hours = Array.from(
    { length: 24 },
    (_, hour) => `${date}T${String(hour).padStart(2, '0')}:00`,
  );
  return {
    utc_offset_seconds: -28_800,
    timezone: 'America/Los_Angeles',
    hourly_units: {
      temperature_2m: '°F',
      relative_humidity_2m: '%',
      pressure_msl: 'hPa',
      visibility: 'm',
    },
    hourly: {
      time: hours,
      temperature_2m: hours.map((_, hour) => (hour < 12 ? 36 : 40)),
      relative_humidity_2m: hours.map(() => 75),
      pressure_msl: hours.map(() => 1018),
      ...(withVisibility ? { visibility: hours.map(() => 16_093.44) } : {}),
    },
    daily: {
      time: [date],
      weather_code: [2],
      temperature_2m_max: [44],
      temperature_2m_min: [30],
      wind_speed_10m_max: [FAKE_DAY.windMph],
      wind_direction_10m_dominant: [292],
      sunrise: [`${date}T06:52`],
      sunset: [`${date}T16:51`],
    },
  };
}

export async function startFakeWeatherProvider(port = fakeWeatherPort()) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const date = url.searchParams.get('start_date');
    if (!/^\/v1\/(forecast|archive)$/.test(url.pathname) || !date) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: true, reason: 'unknown request' }));
      return;
    }
    const withVisibility = url.searchParams.get('hourly')?.includes('visibility') ?? false;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(openMeteoDay(date, withVisibility)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
