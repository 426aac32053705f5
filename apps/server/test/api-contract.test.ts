import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  MAX_PAGE_NUMBER,
  PAGE_MESSAGES,
  unknownQueryParameterMessage,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { signUp, type Hunter } from './support/users.js';

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe(`the API contract on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  describe('the document', () => {
    const operations = () =>
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );

    it('documents on every operation the errors its declaration implies, with one error body', () => {
      expect(document.components.schemas).toHaveProperty('ApiError');
      for (const { path, method, operation } of operations()) {
        const where = `${method} ${path}`;
        for (const status of ['400', '401']) {
          expect(operation.responses[status], `${where} ${status}`).toEqual({
            description: expect.any(String),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
          });
        }
        if (path.includes('{')) expect(operation.responses, where).toHaveProperty('404');
        if (['post', 'put', 'patch', 'delete'].includes(method)) {
          for (const status of ['413', '415', '429']) {
            expect(operation.responses, `${where} ${status}`).toHaveProperty(status);
          }
        }
      }
    });

    it('documents 204 answers with no content', () => {
      const deleteHunt = document.paths['/api/hunts/{id}/']?.delete;
      expect(deleteHunt?.responses['204']).toEqual({ description: 'No content.' });
    });

    it('resolves every $ref it contains', () => {
      const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of new Set(refs)) {
        const name = /#\/components\/schemas\/([^"]+)/.exec(ref)?.[1];
        expect(name, ref).toBeDefined();
        expect(document.components.schemas, ref).toHaveProperty(name ?? '');
      }
    });
  });

  describe('methods a path does not have', () => {
    it('answer 405 with Allow listing the methods the path has', async () => {
      const response = await app.inject({ method: 'PUT', url: '/api/hunts/' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.json()).toMatchObject({ detail: 'Method not allowed.' });
    });

    it('answer 405 on a path with an id, and for a GET of a write-only path', async () => {
      const put = await app.inject({ method: 'PUT', url: '/api/hunts/12/' });
      expect(put.statusCode).toBe(405);
      expect(put.headers.allow).toBe('GET, HEAD, PATCH, DELETE');
      const get = await app.inject({ method: 'GET', url: '/api/auth/login/' });
      expect(get.statusCode).toBe(405);
      expect(get.headers.allow).toBe('POST');
    });

    it('answer OPTIONS with 405 when CORS is off, and list OPTIONS when it is on', async () => {
      const options = await app.inject({ method: 'OPTIONS', url: '/api/hunts/' });
      expect(options.statusCode).toBe(405);
      expect(options.headers.allow).toBe('GET, HEAD, POST');
      const withCors = await createTestApp({ corsOrigins: ['https://marsh.example'] });
      try {
        const put = await withCors.inject({ method: 'PUT', url: '/api/hunts/' });
        expect(put.statusCode).toBe(405);
        expect(put.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
        const preflight = await withCors.inject({
          method: 'OPTIONS',
          url: '/api/hunts/',
          headers: { origin: 'https://marsh.example', 'access-control-request-method': 'POST' },
        });
        expect(preflight.statusCode).toBe(204);
      } finally {
        await withCors.close();
      }
    });

    it('leave unknown paths a 404', async () => {
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const response = await app.inject({ method, url: '/api/decoys/' });
        expect(response.statusCode, method).toBe(404);
        expect(response.headers.allow).toBeUndefined();
      }
    });
  });

  describe('authentication before validation', () => {
    it('answers 401 to a request with no token and a bad body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/hunts/',
        payload: { date_of_hunt: 'yesterday', latitude: 'north' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: AUTH_MESSAGES.notSignedIn });
    });

    it('answers 401 to a request with no token and malformed JSON or a wrong content type', async () => {
      for (const [type, payload] of [
        ['application/json', '{"date_of_hunt":'],
        ['text/plain', 'a hunt'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/hunts/',
          headers: { 'content-type': type },
          payload,
        });
        expect(response.statusCode, type).toBe(401);
      }
    });

    it('answers 401 to a request with an invalid token and a bad body', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/users/me/',
        headers: { authorization: 'Bearer not-a-token' },
        payload: { username: 7 },
      });
      expect(response.statusCode).toBe(401);
    });

    it('still validates the body of a signed-in request', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/hunts/',
        headers: hunter.headers,
        payload: { date_of_hunt: 'yesterday' },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('204 answers', () => {
    it('carry no body and no content type', async () => {
      const hunt = await logHunt(app, hunter);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/hunts/${hunt.id}/`,
        headers: hunter.headers,
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
      expect(response.headers['content-length']).toBeUndefined();
    });
  });

  describe('query parameters', () => {
    it('answer 400 naming a parameter the route does not know', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/hunts/?page=1&decoys=12' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: unknownQueryParameterMessage('decoys'),
        errors: { decoys: [unknownQueryParameterMessage('decoys')] },
      });
    });

    it('answer 400 on a route that takes no query at all', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me/?expand=friends',
        headers: hunter.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { expand: expect.any(Array) } });
    });

    it('pass when every parameter is declared', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/hunts/?page=1&page_size=5&scope=mine&ordering=-date_of_hunt',
        headers: hunter.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('page numbers', () => {
    /** Every list of the document without a path id, with the query it cannot go without. */
    const requiredQuery: Record<string, string> = {
      '/api/reports/nearby/': 'lat=39.3&lng=-121.8&',
    };
    const paginatedLists = () =>
      Object.entries(document.paths)
        .filter(([path, methods]) => {
          const schema = methods.get?.responses['200']?.content?.['application/json']?.schema;
          return !path.includes('{') && JSON.stringify(schema ?? {}).includes('"previous"');
        })
        .map(([path]) => path);

    it('past the end give an empty page with the true count, on every list', async () => {
      await logHunt(app, hunter);
      await logHunt(app, hunter);
      const lists = paginatedLists();
      expect(lists).toEqual(expect.arrayContaining(['/api/hunts/', '/api/feed/', '/api/users/']));
      for (const path of lists) {
        const query = requiredQuery[path] ?? '';
        const get = (page: number) =>
          app.inject({
            method: 'GET',
            url: `${path}?${query}page=${page}`,
            headers: hunter.headers,
          });
        const first = await get(1);
        expect(first.statusCode, `${path} ${first.body}`).toBe(200);
        const { count } = first.json<{ count: number }>();
        for (const page of [3, 1000, MAX_PAGE_NUMBER]) {
          const past = await get(page);
          expect(past.statusCode, `${path} page ${page}: ${past.body}`).toBe(200);
          expect(past.json(), `${path} page ${page}`).toMatchObject({
            count,
            next: null,
            results: [],
          });
        }
      }
    });

    it('too large to start at a safe integer answer 400, not a wrong count', async () => {
      for (const page of [String(MAX_PAGE_NUMBER + 1), '9007199254740993', '1e30']) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/feed/?page=${page}`,
          headers: hunter.headers,
        });
        expect(response.statusCode, page).toBe(400);
        expect(response.json(), page).toMatchObject({
          errors: { page: [PAGE_MESSAGES.pageOutOfRange] },
        });
      }
    });
  });
});
