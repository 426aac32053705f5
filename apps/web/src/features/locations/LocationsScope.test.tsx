import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from '../friends/test-support';
import { locationFixture } from './test-support';

function lastQuery(requests: RecordedRequest[]): Record<string, string> {
  const path = requestsTo(requests, '/api/locations/').at(-1)?.path ?? '';
  return Object.fromEntries(new URL(path, 'http://localhost').searchParams);
}

describe('locations scope control', () => {
  afterEach(() => tokenStore.clear());

  it("starts on the hunter's own locations, the other scopes one tap away", async () => {
    const requests = signedInWith({
      'GET /api/locations/': () => json(200, page([locationFixture()])),
    });
    renderApp('/locations');
    // The first screen of the file waits for its lazily loaded chunk.
    await screen.findByRole('list', { name: 'Locations' }, { timeout: 5000 });

    const group = screen.getByRole('group', { name: 'Whose locations' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((choice) => choice.closest('label')?.textContent),
    ).toEqual(['Mine', 'Friends', 'Shared with me', 'All']);
    expect(within(group).getByRole('radio', { name: 'Mine' })).toBeChecked();
    expect(lastQuery(requests).scope).toBe('mine');
    expect(screen.getByTestId('location')).not.toHaveTextContent('scope=');
  });

  it('sends the chosen scope, keeps it in the address and goes back to page 1', async () => {
    const requests = signedInWith({
      'GET /api/locations/': () =>
        json(200, { count: 45, next: 'x', previous: null, results: [locationFixture()] }),
    });
    renderApp('/locations?page=2&location_type=marsh');
    await screen.findByRole('list', { name: 'Locations' });
    expect(lastQuery(requests).page).toBe('2');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Shared with me' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ scope: 'shared', page: '1' }));
    expect(lastQuery(requests).location_type).toBe('marsh');
    expect(screen.getByTestId('location')).toHaveTextContent('scope=shared');
    expect(screen.getByTestId('location')).not.toHaveTextContent('page=');

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(lastQuery(requests).scope).toBe('friends'));
    expect(screen.getByRole('radio', { name: 'Friends' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(requests)).not.toHaveProperty('location_type'));
    expect(lastQuery(requests).scope).toBe('friends');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastQuery(requests).scope).toBe('all'));
    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(lastQuery(requests).scope).toBe('mine'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('scope=');
  });

  it.each([
    ['mine', 'Save your first spot', 'Save your first spot', '/locations/create'],
    ['all', 'No locations to show yet', 'New location', '/locations/create'],
    ['friends', 'No locations from friends yet', 'Find friends', '/friends'],
    ['shared', 'Nothing shared with you yet', 'Go to friends', '/friends'],
  ])('words the empty %s list for its scope', async (scope, title, link, href) => {
    signedInWith({ 'GET /api/locations/': () => json(200, page([])) });
    renderApp(`/locations?scope=${scope}`);

    expect(await screen.findByText(title, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: link }).at(-1)).toHaveAttribute('href', href);
  });
});
