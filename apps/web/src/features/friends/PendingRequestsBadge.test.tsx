import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from './test-support';

const noHunts = () => json(200, page([]));

describe('pending friend requests in the navigation', () => {
  afterEach(() => tokenStore.clear());

  it('shows how many requests wait beside Friends, and a dot on the phone menu', async () => {
    const requests = signedInWith({
      'GET /api/hunts/': noHunts,
      'GET /api/friendships/': () =>
        json(200, { count: 2, next: null, previous: null, results: [] }),
    });
    renderApp('/hunts');

    const badge = await screen.findByTestId('nav-badge-friendRequests');
    expect(badge).toHaveTextContent('2');
    expect(badge).toHaveTextContent('2 pending friend requests');
    const friends = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: /Friends/,
    });
    expect(friends).toContainElement(badge);
    expect(screen.getByTestId('menu-attention')).toBeInTheDocument();
    const query = new URL(
      requestsTo(requests, '/api/friendships/')[0]?.path ?? '',
      'http://localhost',
    ).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      status: 'pending',
      direction: 'incoming',
      page_size: '1',
    });
  });

  it('shows nothing when no request waits', async () => {
    signedInWith({
      'GET /api/hunts/': noHunts,
      'GET /api/friendships/': () => json(200, page([])),
    });
    renderApp('/hunts');
    await screen.findByText('Log your first hunt', { selector: 'p' });
    expect(screen.queryByTestId('nav-badge-friendRequests')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-attention')).not.toBeInTheDocument();
  });
});
