import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, tokenStore } from '../api';
import { HOME_PATH } from './routes';
import { IDENTITY_STORAGE_KEY } from '../api/token-store';
import { json, mockFetch, requestsTo, tokenAnswer } from '../test/fetch-mock';
import { hunter, hunterSession, renderApp } from '../test/render-app';

const identity = { email: hunter.email, name: hunter.name, provider: 'credentials' };

describe('session flow', () => {
  afterEach(() => tokenStore.clear());

  it('sends a signed-out visitor of a protected page to sign in, then back to that page', async () => {
    const requests = mockFetch({
      'GET /api/auth/providers/': () => json(200, []),
      'POST /api/auth/login/': () => json(200, { ...tokenAnswer('jwt-1'), user: hunter }),
      'GET /api/auth/session/': () => json(200, hunterSession),
      'GET /api/users/me/': () => json(200, hunter),
    });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=%2Fprofile');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Ada@Marsh.test');
    await user.type(screen.getByLabelText('Password'), 'decoys-at-dawn');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    expect(requestsTo(requests, '/api/auth/login/')[0]?.body).toEqual({
      email: 'ada@marsh.test',
      password: 'decoys-at-dawn',
    });
    expect(requestsTo(requests, '/api/users/me/')[0]?.headers.get('Authorization')).toBe(
      'Bearer jwt-1',
    );
    // Only who is signed in survives a reload, never the token.
    expect(JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? 'null')).toEqual(identity);
  });

  it('shows the server message when the credentials are wrong', async () => {
    mockFetch({
      'GET /api/auth/providers/': () =>
        json(200, [{ id: 'marsh', name: 'Marsh ID', start_url: '/api/auth/oidc/marsh/' }]),
      'POST /api/auth/login/': () => json(401, { detail: 'Incorrect email or password' }),
    });
    renderApp('/auth/signin');

    expect(await screen.findByRole('link', { name: 'Continue with Marsh ID' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/marsh/',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@marsh.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin');
  });

  it('signs the hunter out and sends them to sign-in when a fresh token is refused too', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-fresh')),
      'GET /api/users/me/': () =>
        json(401, { detail: 'Authentication credentials were not provided.' }),
      'GET /api/auth/providers/': () => json(200, []),
    });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=%2Fprofile');
    expect(requestsTo(requests, '/api/users/me/')).toHaveLength(2);
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
  });

  it('restores the session after a reload from the remembered identity, in one round trip', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-boot')),
      'GET /api/users/me/': () => json(200, hunter),
    });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Ada Teal' })).toBeInTheDocument();
    // The session-token route named the hunter: no second call to the session route.
    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(1);
    expect(requestsTo(requests, '/api/auth/session/')).toHaveLength(0);
    expect(requestsTo(requests, '/api/auth/token/')[0]?.body).toEqual(identity);
    expect(requestsTo(requests, '/api/users/me/')[0]?.headers.get('Authorization')).toBe(
      'Bearer jwt-boot',
    );
  });

  it('takes a signed-in hunter from / to the home screen', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-boot')),
      '*': () => json(404, { detail: 'Not found.' }),
    });
    renderApp('/');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(HOME_PATH));
  });

  it('signing out from the account menu ends the session and opens sign-in without a page to return to', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-boot')),
      'GET /api/users/me/': () => json(200, hunter),
      'POST /api/auth/signout/': () => json(200, { detail: 'Signed out.' }),
      'GET /api/auth/providers/': () => json(200, []),
    });
    renderApp('/profile');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Teal' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
    expect(requestsTo(requests, '/api/auth/signout/')).toHaveLength(1);
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
    expect(tokenStore.hasSession).toBe(false);
  });

  it('leaves a signed-out visitor where they went when a call from before the sign-out is refused late', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    let tokenCalls = 0;
    let refuseLateCall: (answer: Response) => void = () => undefined;
    const lateAnswer = new Promise<Response>((resolve) => (refuseLateCall = resolve));
    mockFetch({
      // The boot's session call, then a refresh after the sign-out, which the server refuses.
      'POST /api/auth/token/': () =>
        (tokenCalls += 1) === 1
          ? json(200, tokenAnswer('jwt-boot'))
          : json(401, { detail: 'Session expired.' }),
      'GET /api/users/me/': () => json(200, hunter),
      'GET /api/hunts/': () => lateAnswer,
      'POST /api/auth/signout/': () => json(200, { detail: 'Signed out.' }),
      'GET /api/auth/providers/': () => json(200, []),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const late = api.get('/hunts/').catch(() => 'refused');

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Teal' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup$/);

    refuseLateCall(json(401, { detail: 'Given token not valid for any token type' }));
    expect(await late).toBe('refused');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup$/);
  });

  it('finishes a provider sign-in on /auth/callback and returns to the page the hunter came from', async () => {
    sessionStorage.setItem('marshlog.after-sign-in', '/profile');
    const marshHunter = { ...hunterSession.user, provider: 'marsh' };
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('jwt-oidc', 15 * 60, marshHunter)),
      'GET /api/users/me/': () => json(200, hunter),
    });
    renderApp('/auth/callback#email=ada%40marsh.test&name=Ada+Teal&provider=marsh');

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(1);
    expect(requestsTo(requests, '/api/auth/session/')).toHaveLength(0);
    expect(requestsTo(requests, '/api/auth/token/')[0]?.body).toEqual({
      email: 'ada@marsh.test',
      name: 'Ada Teal',
      provider: 'marsh',
    });
    expect(JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? 'null')).toMatchObject({
      provider: 'marsh',
    });
  });

  it('shows why a provider sign-in failed', async () => {
    mockFetch({ 'GET /api/auth/providers/': () => json(200, []) });
    renderApp(
      '/auth/signin?error=Sign-in%20with%20that%20provider%20failed.%20Please%20try%20again.',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with that provider failed. Please try again.',
    );
  });

  it('shows the not-found page for an unknown path', async () => {
    mockFetch({});
    renderApp('/no/such/marsh');

    expect(await screen.findByText('Page not found', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
  });
});
