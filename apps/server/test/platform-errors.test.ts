import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(`errors: one JSON shape with a request id, the right status on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    // A failure no client input can cause, as a driver or a bug would throw it.
    app.get('/api/test-only/boom/', () => {
      throw new Error('relation "users" does not exist: select password_hash from users');
    });
  });
  afterAll(() => app.close());

  const login = (payload: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': contentType },
      payload,
    });

  function expectError(
    response: Awaited<ReturnType<TestApp['inject']>>,
    status: number,
    detail: string,
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail, request_id: expect.stringMatching(UUID) });
  }

  it('answers malformed JSON with 400', async () => {
    expectError(
      await login('{"email": "teal@marsh.test", ', 'application/json'),
      400,
      'Malformed JSON in request body.',
    );
  });

  it('answers an unknown route with 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(await app.inject({ method, url: '/api/decoys/' }), 404, 'Not found.');
    }
  });

  it('answers a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ email: 'teal@marsh.test', password: 'x'.repeat(1024 * 1024) });
    expectError(await login(huge, 'application/json'), 413, 'Request body is too large.');
  });

  it('answers a body that is not JSON with 415', async () => {
    const detail = 'Unsupported content type. Send JSON with Content-Type: application/json.';
    expectError(
      await login('email=teal@marsh.test', 'application/x-www-form-urlencoded'),
      415,
      detail,
    );
    expectError(await login('teal@marsh.test', 'text/plain'), 415, detail);
    expectError(await login('<login/>', 'application/xml'), 415, detail);
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    expectError(
      await app.inject({ method: 'GET', url: '/api/hunts/%E0%A4%A/' }),
      400,
      'Malformed request URL.',
    );
  });

  it('names each invalid field with its message', async () => {
    const response = await login('{"email": "not-an-email"}', 'application/json');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.request_id).toMatch(UUID);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.detail).toEqual(expect.any(String));
  });

  it('hides an unexpected failure behind a 500 that leaks no SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/boom/' });
    expectError(response, 500, 'Internal server error.');
    expect(response.body).not.toContain('password_hash');
  });

  it('gives every request its own id', async () => {
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/decoys/' });
      ids.add(response.json().request_id);
    }
    expect(ids.size).toBe(3);
  });
});
