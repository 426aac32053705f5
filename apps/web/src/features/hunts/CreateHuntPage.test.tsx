import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COORDINATE_MESSAGES, type HuntCreateInput } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { todayIsoDate } from './format';
import { locationFixture as locationJson } from '../locations/test-support';
import { bird, huntJson, page, signedInWith, FIRST_LOAD } from './testing/fixtures';
import { LOCATION_MESSAGES } from '../../ui/use-current-position';

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

function withGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

function positionError(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

function createdFrom(request: RecordedRequest) {
  const body = request.body as HuntCreateInput;
  const birds = (body.birds ?? []).flatMap((entry) =>
    Array.from({ length: entry.quantity ?? 1 }, () => bird(entry.species, entry.gender ?? 'drake')),
  );
  return huntJson({
    id: 42,
    date_of_hunt: body.date_of_hunt,
    latitude: body.latitude,
    longitude: body.longitude,
    birds,
  });
}

async function addBird(
  user: ReturnType<typeof userEvent.setup>,
  category: string,
  species: string,
  sex: string,
  quantity = 1,
) {
  await user.click(screen.getByRole('button', { name: 'Add Bird' }));
  const form = await screen.findByRole('form', { name: 'Add bird' });
  await user.click(within(form).getByRole('radio', { name: category }));
  await user.selectOptions(within(form).getByLabelText('Species'), species);
  await user.click(within(form).getByRole('radio', { name: sex }));
  const count = within(form).getByLabelText('Quantity');
  await user.clear(count);
  await user.type(count, String(quantity));
  await user.click(within(form).getByRole('button', { name: 'Add' }));
}

describe('log a hunt', () => {
  afterEach(() => {
    tokenStore.clear();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('starts on today, private, with the place from ?lat=&lng=', async () => {
    signedInWith({});
    renderApp('/hunts/create?lat=39.3173&lng=-121.7955');

    expect(await screen.findByLabelText('Date of hunt', undefined, FIRST_LOAD)).toHaveValue(
      todayIsoDate(),
    );
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.3173');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-121.7955');
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Friends' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Public' })).not.toBeChecked();
  });

  it('ignores a place out of range in the address', async () => {
    signedInWith({});
    renderApp('/hunts/create?lat=91&lng=-121.7955');
    expect(await screen.findByLabelText('Latitude', undefined, FIRST_LOAD)).toHaveValue('');
    expect(screen.getByLabelText('Longitude')).toHaveValue('');
  });

  it('checks the coordinates before sending', async () => {
    const requests = signedInWith({});
    renderApp('/hunts/create');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save hunt' }, FIRST_LOAD));
    expect(
      await screen.findByText(COORDINATE_MESSAGES.latitudeRequired, undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(COORDINATE_MESSAGES.longitudeRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Latitude'), '95');
    await user.type(screen.getByLabelText('Longitude'), 'west');
    await user.click(screen.getByRole('button', { name: 'Save hunt' }));
    expect(
      await screen.findByText(COORDINATE_MESSAGES.latitudeInvalid, undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(COORDINATE_MESSAGES.longitudeInvalid)).toBeInTheDocument();
    // The place picker's map reads the hunter's own hunts (a GET); nothing was sent.
    expect(
      requestsTo(requests, '/api/hunts/').filter((request) => request.method === 'POST'),
    ).toHaveLength(0);
  });

  it('creates the hunt with its pending birds and opens it', async () => {
    const requests = signedInWith({
      'POST /api/hunts/': (request) => json(201, createdFrom(request)),
      'GET /api/hunts/42/': () => json(404, { detail: 'Not found.' }),
    });
    renderApp('/hunts/create?lat=39.3173&lng=-121.7955');
    const user = userEvent.setup();
    await screen.findByLabelText('Date of hunt', undefined, FIRST_LOAD);

    await addBird(user, 'Dabblers', 'Mallard', 'Drake', 2);
    await addBird(user, 'Geese', 'Canada Goose', 'Goose');
    await addBird(user, 'Divers', 'Bufflehead', 'Drake');
    const pending = screen.getByRole('list', { name: 'Birds to add' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('pending-total-birds')).toHaveTextContent('4');
    expect(screen.getByTestId('pending-total-ducks')).toHaveTextContent('3');
    expect(screen.getByTestId('pending-total-geese')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Remove Bufflehead (drake)' }));
    expect(within(pending).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('pending-total-birds')).toHaveTextContent('3');

    await user.click(screen.getByRole('radio', { name: 'Friends' }));
    await user.type(screen.getByLabelText(/Notes/), 'North blind, light wind');
    await user.click(screen.getByRole('button', { name: 'Save hunt' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hunts/42'));
    const posted = requestsTo(requests, '/api/hunts/').find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      date_of_hunt: todayIsoDate(),
      latitude: 39.3173,
      longitude: -121.7955,
      privacy_level: 'friends',
      notes: 'North blind, light wind',
      location: null,
      // No weather answered here (see features/weather for the filled fields): saved without it.
      weather_conditions: null,
      temperature: null,
      wind_speed: null,
      wind_direction: null,
      weather: null,
      // Shells and lost birds left blank are not recorded, which is not zero.
      shells_fired: null,
      birds_lost: null,
      birds: [
        { species: 'mallard', gender: 'drake', harvested_at: null, notes: '', quantity: 2 },
        { species: 'canada_goose', gender: 'hen', harvested_at: null, notes: '', quantity: 1 },
      ],
    });
  }, 30_000);

  it('fills the coordinates from a picked saved location and sends its id', async () => {
    const spot = locationJson({
      id: 31,
      name: 'North pond blind',
      latitude: 39.42,
      longitude: -122.18,
    });
    const shared = locationJson({ id: 32, name: 'Lease field', latitude: 38.9, longitude: -121.6 });
    const requests = signedInWith({
      'GET /api/locations/': (request) =>
        json(200, page(request.path.includes('scope=shared') ? [shared] : [spot])),
      'POST /api/hunts/': (request) => json(201, createdFrom(request)),
      'GET /api/hunts/42/': () => json(404, { detail: 'Not found.' }),
    });
    renderApp('/hunts/create');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText(/Saved location/, undefined, FIRST_LOAD);
    await waitFor(() => expect(picker).toBeEnabled());
    expect(within(picker).getByRole('group', { name: 'Your locations' })).toHaveTextContent(
      'North pond blind',
    );
    expect(within(picker).getByRole('group', { name: 'Shared with you' })).toHaveTextContent(
      'Lease field',
    );
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('placeholder', 'e.g. 39.31');

    await user.selectOptions(picker, 'North pond blind');
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.42');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-122.18');
    await user.click(screen.getByRole('button', { name: 'Save hunt' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hunts/42'));
    const posted = requestsTo(requests, '/api/hunts/').find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({ location: 31, latitude: 39.42, longitude: -122.18 });
  }, 20_000);

  it("puts the server's field errors on the fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Latitude must be a number between -90 and 90';
    signedInWith({
      'POST /api/hunts/': () => json(400, { detail: message, errors: { latitude: [message] } }),
    });
    renderApp('/hunts/create?lat=10&lng=10');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save hunt' }, FIRST_LOAD));

    expect(await screen.findByText(message, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/hunts/create');
  });

  it('fills the place from the device with Use my location', async () => {
    withGeolocation({
      getCurrentPosition: (found) =>
        found({
          coords: { latitude: 39.1234567, longitude: -121.7654321, accuracy: 12.4 },
          timestamp: Date.now(),
        } as GeolocationPosition),
    });
    signedInWith({});
    renderApp('/hunts/create');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Use my location' }, FIRST_LOAD));

    expect(screen.getByLabelText('Latitude')).toHaveValue('39.123457');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-121.765432');
    expect(screen.getByText('Location found, accurate to about 12 m.')).toBeInTheDocument();
  });

  it('says clearly when location is denied, unavailable or unsupported', async () => {
    let failure = positionError(1);
    withGeolocation({ getCurrentPosition: (_found, failed) => failed?.(failure) });
    signedInWith({});
    renderApp('/hunts/create');
    const user = userEvent.setup();
    const locate = await screen.findByRole('button', { name: 'Use my location' }, FIRST_LOAD);

    await user.click(locate);
    expect(screen.getByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.denied);

    failure = positionError(2);
    await user.click(locate);
    expect(screen.getByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.unavailable);

    failure = positionError(3);
    await user.click(locate);
    expect(screen.getByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.timeout);

    Reflect.deleteProperty(navigator, 'geolocation');
    await user.click(locate);
    expect(screen.getByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.unsupported);
    expect(screen.getByLabelText('Latitude')).toHaveValue('');
  });
});

describe('log a hunt with the quick row', () => {
  afterEach(() => tokenStore.clear());

  it('tallies taps into one entry per bird, adjusts sex and count in place, and saves them', async () => {
    const requests = signedInWith({
      'GET /api/hunts/frequent_species/': () =>
        json(200, {
          results: [
            { species: 'green_winged_teal', species_display: 'Green-winged Teal', birds: 9 },
          ],
        }),
      'POST /api/hunts/': (request) => json(201, createdFrom(request)),
      'GET /api/hunts/42/': () => json(404, { detail: 'Not found.' }),
    });
    renderApp('/hunts/create?lat=39.3173&lng=-121.7955');
    const user = userEvent.setup();
    const row = within(await screen.findByRole('list', { name: 'Quick add' }, FIRST_LOAD));
    expect(row.getAllByRole('button')[0]).toHaveAccessibleName('Add Green-winged Teal (drake)');

    await user.click(row.getByRole('button', { name: 'Add Mallard (drake)' }));
    await user.click(row.getByRole('button', { name: 'Add Mallard (drake)' }));
    await user.click(row.getByRole('button', { name: 'Add Green-winged Teal (drake)' }));
    await user.click(row.getByRole('button', { name: 'Add Wood Duck (drake)' }));
    const pending = () => screen.getAllByTestId('pending-bird');
    expect(pending()).toHaveLength(3);
    expect(pending()[0]).toHaveTextContent('Mallard× 2');

    // The teal was two; the wood duck a hen.
    await user.click(screen.getByRole('button', { name: 'One more Green-winged Teal (drake)' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Sex of Wood Duck' })).getByRole('button', {
        name: 'Hen',
      }),
    );
    expect(pending()[1]).toHaveTextContent('Green-winged Teal× 2');
    expect(screen.getByTestId('pending-total-birds')).toHaveTextContent('5');

    await user.click(screen.getByRole('button', { name: 'Save hunt' }));
    await waitFor(() => expect(requestsTo(requests, '/api/hunts/')).toHaveLength(1));
    const body = requestsTo(requests, '/api/hunts/')[0]?.body as HuntCreateInput;
    expect(body.birds).toEqual([
      { species: 'mallard', gender: 'drake', harvested_at: null, notes: '', quantity: 2 },
      { species: 'green_winged_teal', gender: 'drake', harvested_at: null, notes: '', quantity: 2 },
      { species: 'wood_duck', gender: 'hen', harvested_at: null, notes: '', quantity: 1 },
    ]);
  });
});
