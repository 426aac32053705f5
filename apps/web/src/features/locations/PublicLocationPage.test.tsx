import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tokenStore } from '../../api';
import { json, mockFetch, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { locationFixture, stranger } from './test-support';

/** A public location as the server answers a signed-out reader. */
const publicSpot = locationFixture({
  id: 41,
  user: stranger,
  privacy_level: 'public',
  shared_with_me: null,
  can_comment: false,
});

describe('a public location opened by a signed-out visitor', () => {
  afterEach(() => tokenStore.clear());

  it('shows the location read-only, with no share, edit or delete, and invites to sign in', async () => {
    const requests = mockFetch({
      'GET /api/locations/41/': () => json(200, publicSpot),
      'GET /api/photos/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
    });
    renderApp('/locations/41');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'North Slough Blind' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Park by the levee gate.')).toBeInTheDocument();
    expect(screen.getByTestId('location-owner-name')).toHaveTextContent(stranger.name);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByText('Nobody has added a photo to this location yet.')).toBeInTheDocument();

    for (const name of ['Share', 'Edit', 'Delete', 'Add people', 'Add photos']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Your permissions')).not.toBeInTheDocument();
    const callout = screen.getByTestId('visitor-callout');
    expect(within(callout).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?next=%2Flocations%2F41',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/locations\/41$/);
    expect(requestsTo(requests, '/api/locations/41/')[0]?.headers.get('Authorization')).toBeNull();
  });

  it('shows "Location not found" with a Sign in link for one that is not public', async () => {
    mockFetch({ 'GET /api/locations/42/': () => json(404, { detail: 'Not found.' }) });
    renderApp('/locations/42');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Location not found' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?next=%2Flocations%2F42',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/locations\/42$/);
  });
});
