import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_METEO_CREDIT, WEATHER_MESSAGES, type WeatherResponse } from '@marshlog/domain';
import { weatherDays } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp, type Hunter } from './support/users.js';
import { closedPortUrl, startFakeWeatherProvider } from './support/weather-provider.js';

type FakeProvider = Awaited<ReturnType<typeof startFakeWeatherProvider>>;

const TIMEOUT_MS = 300;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const emptyErrorWeather = {
  temp: null,
  tempmax: null,
  tempmin: null,
  humidity: null,
  windspeed: null,
  winddir: null,
  conditions: 'Error',
  sunrise: null,
  sunset: null,
  visibility: null,
  pressure: null,
  utc_offset_seconds: null,
  provider: null,
};

describe(`weather from Open-Meteo on ${testBackend}`, () => {
  let app: TestApp;
  let fake: FakeProvider;
  let hunter: Hunter;
  let place = 0;

  beforeAll(async () => {
    fake = await startFakeWeatherProvider();
    app = await createTestApp({
      weather: { provider: 'open-meteo', baseUrl: fake.url, timeoutMs: TIMEOUT_MS },
    });
    hunter = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.answer({ kind: 'ok' });
    fake.calls.length = 0;
    place += 1;
  });

  /** A fresh place for each test, so no cache answers for another test. */
  const ask = (date: string, payload: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/weather/fetch_weather/',
      headers: hunter.headers,
      payload: { latitude: 39 + place / 100, longitude: -121.8, date, ...payload },
    });

  it('answers only signed-in hunters, since each call may spend the provider quota', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/weather/fetch_weather/',
      payload: { latitude: 39.3, longitude: -121.8, date: '2024-11-16' },
    });
    expect(response.statusCode).toBe(401);
    // Even with a bad body: not signed in comes first.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/weather/fetch_weather/',
      payload: { latitude: 'north' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });

  it('reads a past day from the archive in °F and mph and maps it', async () => {
    const response = await ask('2024-11-16', { latitude: 39.312549, longitude: -121.800049 });
    expect(response.statusCode).toBe(200);
    expect(response.json<WeatherResponse>()).toEqual({
      success: true,
      error: null,
      timeout: false,
      credit: OPEN_METEO_CREDIT,
      weather: {
        temp: 35,
        tempmax: 44.1,
        tempmin: 28.4,
        humidity: 80,
        windspeed: 9.6,
        winddir: 315,
        conditions: 'Overcast',
        sunrise: '06:52',
        sunset: '16:51',
        // ERA5 has no visibility: the card shows its 10 miles.
        visibility: null,
        pressure: expect.closeTo(30.0025, 3),
        utc_offset_seconds: -28800,
        provider: 'open-meteo',
      },
    });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.path).toBe('/v1/archive');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      latitude: '39.3125',
      longitude: '-121.8',
      start_date: '2024-11-16',
      end_date: '2024-11-16',
      temperature_unit: 'fahrenheit',
      wind_speed_unit: 'mph',
      timezone: 'auto',
    });
    expect(call?.query.get('hourly')).not.toContain('visibility');
  });

  it('reads recent and coming days from the forecast, with visibility in miles', async () => {
    const response = await ask(isoDay(1));
    const body = response.json<WeatherResponse>();
    expect(body.success).toBe(true);
    expect(body.weather.visibility).toBeCloseTo(5, 5);
    expect(fake.calls.map((call) => call.path)).toEqual(['/v1/forecast']);
    expect(fake.calls[0]?.query.get('hourly')).toContain('visibility');
  });

  it('keeps a past day in the database and never asks the provider for it again', async () => {
    const first = await ask('2024-11-20');
    const second = await ask('2024-11-20');
    expect(second.json()).toEqual(first.json());
    expect(fake.calls).toHaveLength(1);
    const rows = await app.db.select().from(weatherDays);
    expect(rows).toContainEqual(
      expect.objectContaining({ provider: 'open-meteo', day: '2024-11-20', longitudeE4: -1218000 }),
    );
    // Even when the provider is down now.
    fake.answer({ kind: 'status', status: 503 });
    expect((await ask('2024-11-20')).json<WeatherResponse>().success).toBe(true);
    expect(fake.calls).toHaveLength(1);
  });

  it('caches a recent day briefly in memory, without the database', async () => {
    const today = isoDay(0);
    await ask(today);
    await ask(today);
    expect(fake.calls).toHaveLength(1);
    const rows = await app.db.select().from(weatherDays);
    expect(rows.map((row) => row.day)).not.toContain(today);
  });

  it('shares one provider call between concurrent asks for the same place and day', async () => {
    fake.answer({ kind: 'slow', delayMs: 50 });
    const answers = await Promise.all([ask('2024-10-05'), ask('2024-10-05'), ask('2024-10-05')]);
    expect(answers.map((answer) => answer.json<WeatherResponse>().success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(fake.calls).toHaveLength(1);
  });

  describe('the weather error table: 200, success false, the message, conditions "Error"', () => {
    const expectFailure = async (date: string, message: string, timeout = false) => {
      const response = await ask(date);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: false,
        error: message,
        timeout,
        credit: null,
        weather: emptyErrorWeather,
      });
    };

    it('403', async () => {
      fake.answer({ kind: 'status', status: 403 });
      await expectFailure('2024-11-01', WEATHER_MESSAGES.accessDenied);
      expect(WEATHER_MESSAGES.accessDenied).toBe(
        'Weather service access denied - will fetch in background',
      );
    });

    it('401', async () => {
      fake.answer({ kind: 'status', status: 401 });
      await expectFailure('2024-11-01', 'Authentication required - will fetch in background');
    });

    it.each([400, 429, 500, 502, 503])('other status %s', async (status) => {
      fake.answer({ kind: 'status', status });
      await expectFailure(
        '2024-11-01',
        `Weather service error (${status}) - will fetch in background`,
      );
    });

    it('timeout, flagged as a timeout', async () => {
      fake.answer({ kind: 'slow', delayMs: TIMEOUT_MS + 500 });
      const started = Date.now();
      await expectFailure('2024-11-01', 'Weather service timeout - will retry in background', true);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 450);
    });

    it('unsuccessful: the provider says error, or answers what is not weather JSON', async () => {
      fake.answer({ kind: 'body', body: JSON.stringify({ error: true, reason: 'Bad date' }) });
      await expectFailure('2024-11-01', 'Weather data fetch was unsuccessful');
      fake.answer({ kind: 'body', body: '<html>maintenance</html>' });
      await expectFailure('2024-11-02', 'Weather data fetch was unsuccessful');
      fake.answer({ kind: 'body', body: JSON.stringify({ daily: { time: 'today' } }) });
      await expectFailure('2024-11-03', 'Weather data fetch was unsuccessful');
    });

    it('empty: no body, no days, or a day without readings', async () => {
      fake.answer({ kind: 'body', body: '' });
      await expectFailure('2024-11-01', 'No weather data received from the API');
      fake.answer({ kind: 'body', body: JSON.stringify({ daily: { time: [] } }) });
      await expectFailure('2024-11-02', 'No weather data received from the API');
      fake.answer({
        kind: 'body',
        body: JSON.stringify({
          daily: { time: ['2024-11-03'], temperature_2m_max: [null], wind_speed_10m_max: [null] },
          hourly: { temperature_2m: [null, null] },
        }),
      });
      await expectFailure('2024-11-03', 'No weather data received from the API');
    });

    it('a failure is not kept: the next ask calls the provider again', async () => {
      fake.answer({ kind: 'status', status: 500 });
      await ask('2024-09-09');
      fake.answer({ kind: 'ok' });
      expect((await ask('2024-09-09')).json<WeatherResponse>().success).toBe(true);
      expect(fake.calls).toHaveLength(2);
    });
  });

  describe('bad input: 400 with the rule, and no provider call', () => {
    it.each([
      [{ latitude: undefined }, 'latitude', 'Latitude is required'],
      [{ latitude: 90.5 }, 'latitude', 'Latitude must be between -90 and 90'],
      [{ latitude: '39.3' }, 'latitude', 'Latitude must be between -90 and 90'],
      [{ longitude: undefined }, 'longitude', 'Longitude is required'],
      [{ longitude: 180.01 }, 'longitude', 'Longitude must be between -180 and 180'],
      [{ date: undefined }, 'date', 'Date is required'],
      [{ date: '11/16/2024' }, 'date', 'Date must be a valid date as YYYY-MM-DD'],
      [{ date: '2024-02-30' }, 'date', 'Date must be a valid date as YYYY-MM-DD'],
    ])('%j', async (change, field, message) => {
      const response = await ask('2024-11-16', change);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
      expect(fake.calls).toHaveLength(0);
    });
  });
});

describe(`weather when the provider cannot be reached on ${testBackend}`, () => {
  it('network: the message, and still a 200', async () => {
    const app = await createTestApp({
      weather: { provider: 'open-meteo', baseUrl: await closedPortUrl(), timeoutMs: 2000 },
    });
    try {
      const hunter = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/weather/fetch_weather/',
        headers: hunter.headers,
        payload: { latitude: 39.3, longitude: -121.8, date: '2024-11-16' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: false,
        error: 'Network error - weather data temporarily unavailable',
        timeout: false,
        credit: null,
        weather: emptyErrorWeather,
      });
    } finally {
      await app.close();
    }
  });
});

describe(`weather from Visual Crossing on ${testBackend}`, () => {
  let app: TestApp;
  let fake: FakeProvider;
  let hunter: Hunter;

  beforeAll(async () => {
    fake = await startFakeWeatherProvider();
    app = await createTestApp({
      weather: {
        provider: 'visual-crossing',
        visualCrossingKey: 'test-key',
        baseUrl: fake.url,
        timeoutMs: TIMEOUT_MS,
      },
    });
    hunter = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const ask = (date: string) =>
    app.inject({
      method: 'POST',
      url: '/api/weather/fetch_weather/',
      headers: hunter.headers,
      payload: { latitude: 39.3125, longitude: -121.8, date },
    });

  it('asks in US units with the key and maps its day, pressure from millibars to inHg', async () => {
    const body = (await ask('2024-11-16')).json<WeatherResponse>();
    expect(body).toEqual({
      success: true,
      error: null,
      timeout: false,
      credit: null,
      weather: {
        temp: 41.2,
        tempmax: 50.3,
        tempmin: 33.1,
        humidity: 77.5,
        windspeed: 16.4,
        winddir: 200,
        conditions: 'Rain, Partially cloudy',
        sunrise: '06:53',
        sunset: '16:50',
        visibility: 4.2,
        pressure: expect.closeTo(29.81, 2),
        utc_offset_seconds: -28800,
        provider: 'visual-crossing',
      },
    });
    const [call] = fake.calls;
    expect(call?.path).toBe(
      '/VisualCrossingWebServices/rest/services/timeline/39.3125,-121.8/2024-11-16',
    );
    expect(call?.query.get('unitGroup')).toBe('us');
    expect(call?.query.get('key')).toBe('test-key');
  });

  it('a refused key answers the 401 message', async () => {
    fake.answer({ kind: 'status', status: 401 });
    expect((await ask('2024-11-17')).json<WeatherResponse>()).toMatchObject({
      success: false,
      error: 'Authentication required - will fetch in background',
      weather: { conditions: 'Error' },
    });
  });
});
