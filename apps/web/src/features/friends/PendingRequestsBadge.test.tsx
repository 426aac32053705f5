import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from './test-support';

const noHunts = () => json(200, page([]));

/** A phone's width: the header's one media query (under Tailwind's xl) matches. */
function onAPhone() {
  const wide = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    Object.assign(wide(query), { matches: query === '(width < 80rem)' }),
  );
}

describe('pending friend requests in the navigation', () => {
  afterEach(() => {
    tokenStore.clear();
    vi.restoreAllMocks();
  });

  it('shows how many requests wait beside Friends in the bar', async () => {
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

  it('puts a dot on the Menu button of a phone, whose header has no bar', async () => {
    onAPhone();
    signedInWith({
      'GET /api/hunts/': noHunts,
      'GET /api/friendships/': () =>
        json(200, { count: 2, next: null, previous: null, results: [] }),
    });
    renderApp('/hunts');

    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(await screen.findByTestId('menu-attention')).toBeInTheDocument();
    expect(menu).toContainElement(screen.getByTestId('menu-attention'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
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
