import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COORDINATE_MESSAGES, LOCATION_MESSAGES } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { signedInWith } from '../friends/test-support';
import { installFakeXhr, makePhoto, pickedFile, stubObjectUrls } from '../photos/test-fixtures';
import { locationFixture } from './test-support';

/** What the form sent; the place picker's map reads the hunter's own places with GETs. */
const posts = (requests: RecordedRequest[], path: string) =>
  requestsTo(requests, path).filter((request) => request.method === 'POST');

describe('new location form', () => {
  afterEach(() => tokenStore.clear());

  it('keeps Create disabled while the name is blank after trimming, and counts characters', async () => {
    signedInWith({});
    renderApp('/locations/create');
    const user = userEvent.setup();

    const create = await screen.findByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(screen.getByText('0/255')).toBeInTheDocument();
    expect(screen.getAllByText('0/1000')).toHaveLength(2);

    const name = screen.getByLabelText('Name');
    await user.type(name, '   ');
    expect(create).toBeDisabled();
    expect(screen.getByText('3/255')).toBeInTheDocument();

    await user.type(name, 'Teal Pond');
    expect(create).toBeEnabled();
    expect(screen.getByText('12/255')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Notes/), 'Wood ducks');
    expect(screen.getByText('10/1000')).toBeInTheDocument();
  });

  it('refuses a name over 255 characters, notes over 1000 and missing coordinates, with the seed messages', async () => {
    const requests = signedInWith({});
    renderApp('/locations/create');
    const user = userEvent.setup();

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'x'.repeat(256) } });
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: 'y'.repeat(1001) } });
    expect(screen.getByText('256/255')).toHaveClass('text-danger');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(LOCATION_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(screen.getByText(LOCATION_MESSAGES.notesTooLong)).toBeInTheDocument();
    expect(screen.getByText(COORDINATE_MESSAGES.latitudeRequired)).toBeInTheDocument();
    expect(screen.getByText(COORDINATE_MESSAGES.longitudeRequired)).toBeInTheDocument();
    expect(posts(requests, '/api/locations/')).toHaveLength(0);
  });

  it('creates the location with the trimmed name and opens it', async () => {
    const created = locationFixture({
      id: 77,
      name: 'Teal Pond',
      location_type: 'pond',
      location_type_display: 'Pond',
    });
    const requests = signedInWith({
      'POST /api/locations/': () => json(201, created),
      'GET /api/locations/77/': () => json(200, created),
      'GET /api/photos/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
    });
    renderApp('/locations/create?latitude=39.3173&longitude=-121.7955');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Name'), '  Teal Pond ');
    await user.selectOptions(screen.getByLabelText('Type'), 'pond');
    await user.selectOptions(screen.getByLabelText('Privacy'), 'friends');
    await user.type(screen.getByLabelText(/^Access notes/), 'Gate code 1234');
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.3173');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/locations/77'));
    expect(posts(requests, '/api/locations/')[0]?.body).toEqual({
      name: 'Teal Pond',
      description: '',
      access_notes: 'Gate code 1234',
      location_type: 'pond',
      privacy_level: 'friends',
      latitude: 39.3173,
      longitude: -121.7955,
    });
    expect(await screen.findByText('Location created')).toBeInTheDocument();
  });

  it('fills the coordinates with Use my location', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({
            coords: { latitude: 39.4123456, longitude: -122.1854321, accuracy: 8 },
          } as GeolocationPosition),
      },
    });
    signedInWith({});
    renderApp('/locations/create');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Latitude')).toHaveAttribute('placeholder', 'e.g. 39.31');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.412346');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-122.185432');
    expect(screen.getByText('Location found, accurate to about 8 m.')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('creates the location, then uploads each photo with its caption, the first as primary', async () => {
    stubObjectUrls();
    const uploads = installFakeXhr();
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = locationFixture({ id: 78, name: 'Teal Pond' });
    let grants = 0;
    const requests = signedInWith({
      'POST /api/locations/': () => json(201, created),
      'GET /api/locations/78/': () => json(200, created),
      'GET /api/photos/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
      'GET /api/hunts/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
      'GET /api/locations/78/seasons/': () => json(200, []),
      'POST /api/photos/generate_upload_url/': () => {
        grants += 1;
        return json(200, {
          upload_url: '/api/storage/upload/',
          fields: { key: `k${grants}`, policy: 'p' },
          s3_key: `k${grants}`,
        });
      },
      'POST /api/photos/confirm_upload/': () => json(201, makePhoto(grants)),
    });
    renderApp('/locations/create?latitude=39.3&longitude=-121.8');
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByLabelText('Name'), 'Teal Pond');
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('blind.jpg', 'image/jpeg'),
      pickedFile('notes.pdf', 'application/pdf'),
      pickedFile('decoys.png', 'image/png'),
    ]);
    expect(screen.getAllByTestId('upload-item')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('File type application/pdf not supported');
    expect(screen.getByTestId('photo-count')).toHaveTextContent('2/10');
    const first = screen.getAllByTestId('upload-item')[0] as HTMLElement;
    expect(first).toHaveTextContent('Primary');
    await user.type(within(first).getByLabelText(/Caption/), 'The blind at dawn');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => uploads[0]?.respond(204));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]?.respond(500));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/locations/78'));
    expect(posts(requests, '/api/locations/')[0]?.body).toMatchObject({
      photo_upload_data: [
        { filename: 'blind.jpg', content_type: 'image/jpeg', file_size: 50_000 },
        { filename: 'decoys.png', content_type: 'image/png', file_size: 50_000 },
      ],
    });
    const confirmed = requestsTo(requests, '/api/photos/confirm_upload/').map(
      (request) => request.body,
    );
    expect(confirmed).toEqual([
      expect.objectContaining({
        filename: 'blind.jpg',
        caption: 'The blind at dawn',
        is_primary: true,
      }),
    ]);
    // The second photo's failure is only logged; the location is created all the same.
    expect(failed).toHaveBeenCalledWith(
      expect.stringContaining('Photo upload of decoys.png'),
      expect.anything(),
    );
  }, 20_000);

  it('stops at 10 photos with the seed message', async () => {
    stubObjectUrls();
    signedInWith({});
    renderApp('/locations/create');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Photo files'),
      Array.from({ length: 11 }, (_, index) => pickedFile(`p${index}.jpg`, 'image/jpeg')),
    );
    expect(screen.getAllByTestId('upload-item')).toHaveLength(10);
    expect(screen.getByText(LOCATION_MESSAGES.tooManyPhotos)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  });

  it('puts the server field errors on the fields', async () => {
    signedInWith({
      'POST /api/locations/': () =>
        json(400, { detail: 'Invalid input', errors: { name: [LOCATION_MESSAGES.nameEmpty] } }),
    });
    renderApp('/locations/create?latitude=1&longitude=2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Teal Pond');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(LOCATION_MESSAGES.nameEmpty)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
