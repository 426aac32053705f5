import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';

describe(`platform on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports health with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testBackend });
  });

  it('answers unknown API routes with a JSON 404 carrying a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Not found.' });
    expect(response.json().request_id).toEqual(expect.any(String));
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health/');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
