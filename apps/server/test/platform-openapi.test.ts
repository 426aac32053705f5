import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

describe(`OpenAPI document at /api/docs on ${testBackend}`, () => {
  let app: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => app.close());

  it('serves the interactive documentation page', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    // Its script and stylesheet come from the static file plugin.
    const script = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('lists the paths of every domain, with their trailing slashes', () => {
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const expected of [
      '/api/health/',
      '/api/auth/register/',
      '/api/auth/login/',
      '/api/auth/token/',
      '/api/auth/session/',
      '/api/users/me/',
      '/api/users/{id}/',
      '/api/friendships/',
      '/api/friendships/{id}/accept/',
      '/api/hunts/',
      '/api/hunts/{id}/',
      '/api/hunts/{id}/add_bird/',
      '/api/locations/',
      '/api/locations/{id}/share/',
      '/api/photos/generate_upload_url/',
      '/api/photos/confirm_upload/',
    ]) {
      expect(paths).toContain(expected);
    }
    for (const path of paths) expect(path).toMatch(/^\/api\//);
  });

  it('documents request and response schemas, tagged by domain, with bearer auth', () => {
    const createHunt = document.paths['/api/hunts/']?.post;
    expect(createHunt?.tags).toContain('hunts');
    expect(createHunt?.responses).toHaveProperty('201');
    expect(document.paths['/api/auth/login/']?.post?.responses).toHaveProperty('200');
    expect(document.components?.securitySchemes).toHaveProperty('bearerAuth');
  });
});
