import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tokenStore } from '../../api';
import { json, mockFetch, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { makePhoto, page as photoPage } from '../photos/test-fixtures';
import { bird, friend, huntJson, FIRST_LOAD } from './testing/fixtures';

/** A public hunt as the server answers a signed-out reader: seen, nothing more. */
const publicHunt = huntJson({
  id: 5,
  user: friend,
  privacy_level: 'public',
  notes: 'Flooded timber',
  birds: [bird('mallard', 'drake'), bird('canada_goose', 'hen')],
  is_owner: false,
  can_edit: false,
  can_view_details: true,
  can_comment: false,
  can_upload_photos: false,
});

const friendsPhoto = makePhoto(3, {
  content_type: 'hunt',
  object_id: 5,
  caption: 'Decoy spread',
  user: { id: friend.id, username: friend.username, name: friend.name },
});

/** No remembered identity: the visitor has never signed in on this device. */
function visitorServer() {
  return mockFetch({
    'GET /api/hunts/5/': () => json(200, publicHunt),
    'GET /api/hunts/6/': () => json(404, { detail: 'Not found.' }),
    'GET /api/photos/': () => json(200, photoPage([friendsPhoto])),
  });
}

describe('a public hunt opened by a signed-out visitor', () => {
  afterEach(() => tokenStore.clear());

  it('shows the hunt, birds and photos read-only, with sign-in actions instead of the account menu', async () => {
    const requests = visitorServer();
    renderApp('/hunts/5');

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Hunt on Sat, Nov 15, 2025', level: 1 },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hunts\/5$/);
    const birds = screen.getByRole('list', { name: 'Birds' });
    expect(within(birds).getAllByTestId('hunt-bird')).toHaveLength(2);
    expect(birds).toHaveTextContent('Mallard');
    expect(birds).toHaveTextContent('Canada Goose');
    expect(screen.getByTestId('hunt-notes')).toHaveTextContent('Flooded timber');
    expect(screen.getByTestId('hunt-owner-name')).toHaveTextContent(friend.name);
    expect(await screen.findByRole('button', { name: 'View Decoy spread' })).toBeInTheDocument();

    for (const name of ['Edit', 'Delete', 'Add Bird', 'Add photos', /^Remove/, /^Delete photo/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Set as primary|Edit caption/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Your permissions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /All hunts/ })).not.toBeInTheDocument();

    // The header: the name and the two ways in, coming back here; no navigation needing a session.
    const header = screen.getByTestId('visitor-actions');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?next=%2Fhunts%2F5',
    );
    expect(within(header).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/auth/signup?next=%2Fhunts%2F5',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu|Menu/ })).not.toBeInTheDocument();

    const callout = screen.getByTestId('visitor-callout');
    expect(
      within(callout).getByRole('heading', { name: 'Sign in to save your own hunts' }),
    ).toBeInTheDocument();
    expect(within(callout).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/auth/signup?next=%2Fhunts%2F5',
    );

    // Asked as nobody: no token bootstrap, no Authorization header.
    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(0);
    expect(requestsTo(requests, '/api/auth/session/')).toHaveLength(0);
    expect(requestsTo(requests, '/api/hunts/5/')[0]?.headers.get('Authorization')).toBeNull();
  });

  it('shows "Hunt not found" with a way to sign in for a hunt that is not public, without redirecting', async () => {
    visitorServer();
    renderApp('/hunts/6');

    expect(
      await screen.findByRole('heading', { name: 'Hunt not found', level: 1 }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/not public/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?next=%2Fhunts%2F6',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hunts\/6$/);
    expect(tokenStore.hasSession).toBe(false);
  });

  it('still sends a visitor of the hunts list to sign in', async () => {
    mockFetch({ 'GET /api/auth/providers/': () => json(200, []) });
    renderApp('/hunts');

    expect(await screen.findByRole('heading', { name: 'Sign in' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=%2Fhunts');
  });
});
