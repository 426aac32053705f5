import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { IDENTITY_STORAGE_KEY, TokenStore } from './token-store';
import { json, mockFetch, requestsTo, tokenAnswer } from '../test/fetch-mock';

const identity = { email: 'ada@marsh.test', name: 'Ada', provider: 'credentials' };

function setup() {
  const tokens = new TokenStore({ baseUrl: '/api', storage: localStorage });
  const api = createApiClient({ baseUrl: '/api', tokens });
  const signedOut = vi.fn();
  api.onSignedOut(signedOut);
  return { tokens, api, signedOut };
}

describe('api client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-01T06:00:00Z'));
  });
  afterEach(() => localStorage.clear());

  it('sends calls without a token unauthenticated, with JSON and the auth-mode header', async () => {
    const requests = mockFetch({ 'POST /api/hunts/': () => json(201, { id: 1 }) });
    const { api } = setup();

    await expect(api.post('/hunts/', { notes: 'Fog at dawn' })).resolves.toEqual({ id: 1 });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.headers.get('X-Auth-Mode')).toBe('jwt');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ notes: 'Fog at dawn' });
  });

  it('uses the cached token while it is more than 120 s from expiry', async () => {
    const requests = mockFetch({ 'GET /api/hunts/': () => json(200, []) });
    const { api, tokens } = setup();
    tokens.remember(tokenAnswer('cached', 121), identity);

    await api.get('/hunts/', { query: { page: 2, search: '' } });

    expect(requests.map((request) => request.path)).toEqual(['/api/hunts/?page=2']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer cached');
  });

  it('sends one Idempotency-Key per signed-in submit, a new one for the next', async () => {
    const requests = mockFetch({ 'POST /api/hunts/': () => json(201, { id: 1 }) });
    const { api, tokens } = setup();
    tokens.remember(tokenAnswer('cached', 600), identity);

    await api.post('/hunts/', { notes: 'Fog at dawn' });
    await api.post('/hunts/', { notes: 'Fog at dawn' });

    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-z-]{8,}$/);
    expect(keys[1]).toMatch(/^[0-9a-z-]{8,}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refreshes a token within 120 s of expiry through the session-token route first', async () => {
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('fresh')),
      'GET /api/hunts/': () => json(200, []),
    });
    const { api, tokens } = setup();
    tokens.remember(tokenAnswer('old', 120), identity);

    await api.get('/hunts/');

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/token/',
      'GET /api/hunts/',
    ]);
    expect(requests[0]?.body).toEqual(identity);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer fresh');
    // The fresh token is cached: the next call needs no refresh.
    await api.get('/hunts/');
    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(1);
  });

  it('bootstraps a token after a reload from the remembered identity, never a stored token', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('booted')),
      'GET /api/users/me/': () => json(200, { id: 1 }),
    });
    const { api } = setup();

    await api.get('/users/me/');

    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer booted');
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).not.toContain('booted');
  });

  it('takes over the token call index.html started, once, instead of sending its own', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('own')),
      'GET /api/users/me/': () => json(200, { id: 1 }),
    });
    let started: Promise<Response> | undefined = Promise.resolve(json(200, tokenAnswer('early')));
    const tokens = new TokenStore({
      baseUrl: '/api',
      storage: localStorage,
      takeStartedRequest: () => {
        const request = started;
        started = undefined;
        return request;
      },
    });
    const api = createApiClient({ baseUrl: '/api', tokens });

    await api.get('/users/me/');
    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(0);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer early');

    await tokens.refresh();
    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(1);
  });

  it('shares one refresh between concurrent calls', async () => {
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(200, tokenAnswer('fresh')),
      'GET /api/hunts/': () => json(200, []),
      'GET /api/locations/': () => json(200, []),
    });
    const { api, tokens } = setup();
    tokens.remember(tokenAnswer('old', 30), identity);

    await Promise.all([api.get('/hunts/'), api.get('/locations/')]);

    expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(1);
  });

  it('retries a 401 once with a fresh token and keeps the session when that works', async () => {
    let calls = 0;
    const requests = mockFetch({
      'GET /api/hunts/': () =>
        ++calls === 1 ? json(401, { detail: 'Your session has expired.' }) : json(200, ['hunt']),
      'POST /api/auth/token/': () => json(200, tokenAnswer('fresh')),
    });
    const { api, tokens, signedOut } = setup();
    tokens.remember(tokenAnswer('revoked'), identity);

    await expect(api.get('/hunts/')).resolves.toEqual(['hunt']);

    const huntCalls = requestsTo(requests, '/api/hunts/');
    expect(huntCalls.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer revoked',
      'Bearer fresh',
    ]);
    expect(signedOut).not.toHaveBeenCalled();
    expect(tokens.identity).toEqual(identity);
  });

  it('after a second 401 it signs out instead of retrying again', async () => {
    const requests = mockFetch({
      'GET /api/hunts/': () => json(401, { detail: 'Refused.' }),
      'POST /api/auth/token/': () => json(200, tokenAnswer('fresh')),
    });
    const { api, tokens, signedOut } = setup();
    tokens.remember(tokenAnswer('first'), identity);

    const error = await api.get('/hunts/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Refused.' });
    expect(requestsTo(requests, '/api/hunts/')).toHaveLength(2);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(tokens.identity).toBeNull();
    expect(tokens.hasSession).toBe(false);
  });

  it('takes a 403 with a fresh token as the answer: thrown, and the hunter stays signed in', async () => {
    const requests = mockFetch({
      'POST /api/hunts/': () => json(403, { detail: 'You may not do that.' }),
      'POST /api/auth/token/': () => json(200, tokenAnswer('fresh')),
    });
    const { api, tokens, signedOut } = setup();
    tokens.remember(tokenAnswer('first'), identity);

    const error = await api
      .post('/hunts/', { notes: 'Refused' }, { idempotencyKey: 'outbox-key' })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 403, detail: 'You may not do that.' });
    const sent = requestsTo(requests, '/api/hunts/');
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'outbox-key',
      'outbox-key',
    ]);
    expect(signedOut).not.toHaveBeenCalled();
    expect(tokens.identity).toEqual(identity);
    expect(tokens.hasToken).toBe(true);
  });

  describe('with no network (navigator.onLine false)', () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => vi.restoreAllMocks());

    it('sends no refresh: a token near expiry is used as it is', async () => {
      const requests = mockFetch({ 'GET /api/hunts/': () => json(200, []) });
      const { api, tokens } = setup();
      tokens.remember(tokenAnswer('near-expiry', 60), identity);

      await api.get('/hunts/');

      expect(requestsTo(requests, '/api/auth/token/')).toHaveLength(0);
      expect(requests[0]?.headers.get('Authorization')).toBe('Bearer near-expiry');
    });

    it('fails an expired token as a network error and keeps the session for when it returns', async () => {
      const requests = mockFetch({ 'POST /api/auth/token/': () => json(200, tokenAnswer('x')) });
      const { tokens, signedOut } = setup();
      tokens.remember(tokenAnswer('expired', -5), identity);

      await expect(tokens.getToken()).rejects.toMatchObject({ status: 0, isNetworkError: true });
      await expect(tokens.refresh()).rejects.toMatchObject({ status: 0 });

      expect(requests).toHaveLength(0);
      expect(signedOut).not.toHaveBeenCalled();
      expect(tokens.identity).toEqual(identity);
    });
  });

  it('signs out without a retry when the refresh cookie is no longer accepted', async () => {
    const requests = mockFetch({
      'GET /api/hunts/': () => json(401, { detail: 'Expired.' }),
      'POST /api/auth/token/': () =>
        json(401, { detail: 'Your session has expired. Please sign in again.' }),
    });
    const { api, tokens, signedOut } = setup();
    tokens.remember(tokenAnswer('first'), identity);

    await expect(api.get('/hunts/')).rejects.toMatchObject({ status: 401 });

    expect(requestsTo(requests, '/api/hunts/')).toHaveLength(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not retry or sign out a call that carried no token', async () => {
    const requests = mockFetch({
      'GET /api/users/me/': () => json(401, { detail: 'Not signed in.' }),
    });
    const { api, signedOut } = setup();

    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 401 });

    expect(requests).toHaveLength(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('throws ApiError with the status, detail and field errors of the answer', async () => {
    mockFetch({
      'PATCH /api/users/me/': () =>
        json(409, {
          detail: 'That username is already taken',
          errors: { username: ['That username is already taken'] },
        }),
    });
    const { api, tokens } = setup();
    tokens.remember(tokenAnswer('t'), identity);

    const error = await api
      .patch('/users/me/', { username: 'taken' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.detail).toBe('That username is already taken');
    expect(apiError.fieldError('username')).toBe('That username is already taken');
  });

  it('turns a failed connection into an ApiError of status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { api } = setup();

    await expect(api.get('/hunts/')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });
});
