import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorWeather, type HuntCreateInput, type ProviderWeather } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { huntJson, page, signedInWith, FIRST_LOAD } from '../hunts/testing/fixtures';

const day: ProviderWeather = {
  temp: 41.4,
  tempmax: 47,
  tempmin: 33,
  humidity: 86.2,
  windspeed: 12.4,
  winddir: 200,
  conditions: 'Light rain',
  sunrise: '06:52',
  sunset: '16:51',
  visibility: 6.2,
  pressure: 29.874,
  utc_offset_seconds: -28800,
  provider: 'open-meteo',
};

const answered = (weather: ProviderWeather) => () =>
  json(200, {
    success: true,
    error: null,
    timeout: false,
    weather,
    credit: 'Weather data by Open-Meteo.com',
  });

const created = (request: RecordedRequest) => {
  const body = request.body as HuntCreateInput;
  return json(201, huntJson({ id: 42, date_of_hunt: body.date_of_hunt }));
};

describe('weather on the hunt form', () => {
  afterEach(() => tokenStore.clear());

  it('fetches the weather of the place and date, shows the card and fills the editable fields', async () => {
    const requests = signedInWith({
      'POST /api/weather/fetch_weather/': answered(day),
      'POST /api/hunts/': created,
      'GET /api/hunts/42/': () => json(404, { detail: 'Not found.' }),
    });
    renderApp('/hunts/create?lat=39.317312&lng=-121.795544');
    const user = userEvent.setup();
    const date = await screen.findByLabelText('Date of hunt', undefined, FIRST_LOAD);
    // The weather part of the form loads after the form (its own file): it is there to ask.
    await screen.findByLabelText(/Conditions/, undefined, FIRST_LOAD);
    await user.clear(date);
    await user.type(date, '2024-11-16');

    const asked = () => requestsTo(requests, '/api/weather/fetch_weather/');
    // Asked once the typing settles, for the place to 4 decimals and the new date.
    await waitFor(
      () =>
        expect(asked().at(-1)?.body).toEqual({
          latitude: 39.3173,
          longitude: -121.7955,
          date: '2024-11-16',
        }),
      FIRST_LOAD,
    );
    const card = await screen.findByRole('region', { name: 'Weather' }, FIRST_LOAD);
    await waitFor(() => expect(card).toHaveTextContent('Light rain'), FIRST_LOAD);
    expect(card).toHaveTextContent('41 °F');
    expect(card).toHaveTextContent('12 mph SSW');
    expect(card).toHaveTextContent('Visibility6.2 mi');
    // Wind 12 (1) + visibility 6.2 (2) + 41 °F (3) = 6.
    expect(within(card).getByTestId('weather-rating')).toHaveTextContent('Good');
    // The place's own zone, by name, once its lookup has loaded.
    await waitFor(() => expect(card).toHaveTextContent('Legal shooting hours (PST)'), FIRST_LOAD);
    expect(card).toHaveTextContent('Weather data by Open-Meteo.com');

    expect(screen.getByLabelText(/Conditions/)).toHaveValue('Light rain');
    expect(screen.getByLabelText(/Temperature/)).toHaveValue(41);
    expect(screen.getByLabelText(/Wind speed/)).toHaveValue(12);
    expect(screen.getByLabelText(/Wind direction/)).toHaveValue('SSW');

    // Still the hunter's to correct.
    await user.clear(screen.getByLabelText(/Temperature/));
    await user.type(screen.getByLabelText(/Temperature/), '39');
    await user.click(screen.getByRole('button', { name: 'Save hunt' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hunts/42'));
    const posted = requestsTo(requests, '/api/hunts/').find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({
      date_of_hunt: '2024-11-16',
      weather_conditions: 'Light rain',
      temperature: 39,
      wind_speed: 12,
      wind_direction: 'SSW',
      weather: {
        humidity: 86,
        barometric_pressure: 29.87,
        moon_phase: 'Full Moon',
        sunrise: '06:52',
        sunset: '16:51',
      },
    });
  }, 30_000);

  it('shows a weather error on the card and still saves the hunt', async () => {
    const requests = signedInWith({
      'POST /api/weather/fetch_weather/': () =>
        json(200, {
          success: false,
          error: 'Weather service access denied - will fetch in background',
          timeout: false,
          weather: errorWeather(),
          credit: null,
        }),
      'POST /api/hunts/': created,
      'GET /api/hunts/42/': () => json(404, { detail: 'Not found.' }),
    });
    renderApp('/hunts/create?lat=39.3173&lng=-121.7955');
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'ErrorWeather service access denied - will fetch in background',
      ),
    );
    expect(screen.getByLabelText(/Conditions/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save hunt' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hunts/42'));
    const posted = requestsTo(requests, '/api/hunts/').find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({ weather_conditions: null, weather: null });
  }, 30_000);

  it("a server failure is the table's message too", async () => {
    signedInWith({
      'POST /api/weather/fetch_weather/': () => json(500, { detail: 'Internal server error.' }),
    });
    renderApp('/hunts/create?lat=39.3173&lng=-121.7955');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    await waitFor(() =>
      expect(alert).toHaveTextContent('Weather service error (500) - will fetch in background'),
    );
  }, 30_000);

  it('the edit dialog keeps the recorded weather until the place or day changes', async () => {
    const hunt = huntJson({
      id: 5,
      date_of_hunt: '2024-11-16',
      weather_conditions: 'Fog',
      temperature: 30,
      wind_speed: 2,
      wind_direction: 'N',
      weather: { humidity: 99, moon_phase: 'Full Moon', sunrise: '06:52', sunset: '16:51' },
    });
    const requests = signedInWith({
      'GET /api/locations/': () => json(200, page([])),
      'GET /api/hunts/5/': () => json(200, hunt),
      'POST /api/weather/fetch_weather/': answered(day),
      'PATCH /api/hunts/5/': (request) =>
        json(200, huntJson({ ...hunt, ...(request.body as object) })),
    });
    renderApp('/hunts/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', {}, FIRST_LOAD);
    await waitFor(() =>
      expect(requestsTo(requests, '/api/weather/fetch_weather/').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(within(dialog).getByText('Light rain')).toBeInTheDocument());
    expect(within(dialog).getByLabelText(/Conditions/)).toHaveValue('Fog');
    expect(within(dialog).getByLabelText(/Temperature/)).toHaveValue(30);

    const date = within(dialog).getByLabelText('Date of hunt');
    await user.clear(date);
    await user.type(date, '2024-11-17');
    await waitFor(
      () => expect(within(dialog).getByLabelText(/Conditions/)).toHaveValue('Light rain'),
      FIRST_LOAD,
    );
    expect(within(dialog).getByLabelText(/Temperature/)).toHaveValue(41);
  }, 30_000);
});
