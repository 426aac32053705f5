import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COORDINATE_MESSAGES, LOCATION_MESSAGES } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { signedInWith } from '../friends/test-support';
import { locationFixture } from './test-support';

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
    expect(requestsTo(requests, '/api/locations/')).toHaveLength(0);
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
    expect(requestsTo(requests, '/api/locations/')[0]?.body).toEqual({
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
