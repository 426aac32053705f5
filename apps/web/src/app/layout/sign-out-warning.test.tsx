import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_OUT_MESSAGES, unsyncedSignOutMessage } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { IDENTITY_STORAGE_KEY } from '../../api/token-store';
import { keepInOutbox, readOutbox } from '../../features/offline/outbox-db';
import { json, mockFetch, requestsTo, tokenAnswer } from '../../test/fetch-mock';
import { hunter, renderApp } from '../../test/render-app';

const waitingHunt = {
  key: 'hunt-from-the-blind',
  kind: 'hunt' as const,
  userId: hunter.id,
  path: '/hunts/',
  body: { date_of_hunt: '2026-11-20', latitude: 39.3, longitude: -121.8 },
  title: 'Hunt on Fri, Nov 20, 2026',
  details: '0 birds',
  queuedAt: 1,
  photos: [],
};

describe('signing out with items not synced', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    localStorage.setItem(
      IDENTITY_STORAGE_KEY,
      JSON.stringify({ email: hunter.email, name: hunter.name, provider: 'credentials' }),
    );
  });
  afterEach(() => tokenStore.clear());

  it('asks first: staying keeps them, signing out anyway deletes them from the device', async () => {
    await keepInOutbox(waitingHunt);
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-boot')),
      'GET /api/users/me/': () => json(200, hunter),
      'POST /api/auth/signout/': () => json(200, { detail: 'Signed out.' }),
      'GET /api/auth/providers/': () => json(200, []),
      '*': () => json(200, { count: 0, results: [] }),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const signOut = async () => {
      await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Teal' }));
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      return screen.findByRole('dialog', { name: SIGN_OUT_MESSAGES.unsyncedTitle });
    };

    const warning = await signOut();
    expect(warning).toHaveTextContent(unsyncedSignOutMessage([waitingHunt.title]));
    await user.click(within(warning).getByRole('button', { name: SIGN_OUT_MESSAGES.stay }));
    await waitFor(() => expect(warning).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    expect(requestsTo(requests, '/api/auth/signout/')).toHaveLength(0);
    expect(await readOutbox()).toHaveLength(1);

    const again = await signOut();
    await user.click(within(again).getByRole('button', { name: SIGN_OUT_MESSAGES.signOutAnyway }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsTo(requests, '/api/auth/signout/')).toHaveLength(1);
    expect(await readOutbox()).toEqual([]);
  });

  it("signs out at once when nothing of the hunter's waits (another hunter's item stays)", async () => {
    await keepInOutbox({ ...waitingHunt, key: 'theirs', userId: hunter.id + 1 });
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-boot')),
      'GET /api/users/me/': () => json(200, hunter),
      'POST /api/auth/signout/': () => json(200, { detail: 'Signed out.' }),
      'GET /api/auth/providers/': () => json(200, []),
      '*': () => json(200, { count: 0, results: [] }),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Teal' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsTo(requests, '/api/auth/signout/')).toHaveLength(1);
    expect((await readOutbox()).map((item) => item.key)).toEqual(['theirs']);
  });
});
