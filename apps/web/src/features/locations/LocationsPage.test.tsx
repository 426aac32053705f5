import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATION_MESSAGES } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from '../friends/test-support';
import { locationFixture, stranger } from './test-support';

describe('locations list', () => {
  afterEach(() => tokenStore.clear());

  it('shows each location with its type, privacy, coordinates and, when not mine, its owner', async () => {
    signedInWith({
      'GET /api/locations/': () =>
        json(
          200,
          page([
            locationFixture(),
            locationFixture({
              id: 42,
              name: '   ',
              location_type: 'pond',
              location_type_display: 'Pond',
              privacy_level: 'public',
            }),
            locationFixture({
              id: 43,
              name: 'Gus Rice Field',
              user: stranger,
              shared_with_me: 'view',
              privacy_level: 'friends',
              latitude: 40,
              longitude: -122.5,
            }),
          ]),
        ),
    });
    renderApp('/locations');

    const list = await screen.findByRole('list', { name: 'Locations' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [mine, unnamed, shared] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(mine).getByRole('link', { name: 'North Slough Blind' })).toHaveAttribute(
      'href',
      '/locations/41',
    );
    expect(within(mine).getByText('Blind')).toBeInTheDocument();
    expect(within(mine).getByText('Private')).toBeInTheDocument();
    expect(within(mine).getByText('39.3173, -121.7955')).toBeInTheDocument();
    expect(within(mine).queryByText('Shared with you')).not.toBeInTheDocument();

    expect(
      within(unnamed).getByRole('link', { name: LOCATION_MESSAGES.unnamed }),
    ).toBeInTheDocument();
    expect(within(unnamed).getByText('Public')).toBeInTheDocument();

    expect(within(shared).getByText('Shared with you')).toBeInTheDocument();
    expect(within(shared).getByText('Gus Gadwall')).toBeInTheDocument();
    expect(within(shared).getByText('40.0000, -122.5000')).toBeInTheDocument();
  });

  it('sends the privacy, type and search filters and pages through the results', async () => {
    const requests = signedInWith({
      'GET /api/locations/': () =>
        json(200, { count: 45, next: 'x', previous: null, results: [locationFixture()] }),
    });
    renderApp('/locations');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Locations' });

    await user.selectOptions(screen.getByLabelText('Privacy'), 'friends');
    await user.selectOptions(screen.getByLabelText('Type'), 'marsh');
    await user.type(screen.getByLabelText('Search locations'), 'slough');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=slough'));
    const last = () => requestsTo(requests, '/api/locations/').at(-1)?.path ?? '';
    await waitFor(() => expect(last()).toContain('search=slough'));
    expect(last()).toContain('privacy_level=friends');
    expect(last()).toContain('location_type=marsh');
    expect(
      requestsTo(requests, '/api/locations/').filter((request) =>
        request.path.includes('search=s'),
      ),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toContain('page=2'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/locations$/));
  });

  it('invites to add the first location, and tells when filters match nothing', async () => {
    signedInWith({ 'GET /api/locations/': () => json(200, page([])) });
    renderApp('/locations');
    expect(await screen.findByText('Save your first spot', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save your first spot' })).toHaveAttribute(
      'href',
      '/locations/create',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Privacy'), 'public');
    expect(await screen.findByText('No locations match these filters')).toBeInTheDocument();
  });

  it('shows an error with Try Again when the list fails', async () => {
    let fail = true;
    signedInWith({
      'GET /api/locations/': () =>
        fail ? json(400, { detail: 'Bad filter' }) : json(200, page([locationFixture()])),
    });
    renderApp('/locations');
    expect(await screen.findByText('Could not load locations')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'North Slough Blind' })).toBeInTheDocument();
  });
});
