import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/hunts/?page=2`. */
  path: string;
  headers: Headers;
  body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch with a table of `'METHOD /api/path/'` handlers (query ignored for
 * matching), and an optional `'*'` for anything else. Otherwise an unmatched request fails the
 * test. Returns every request made, in order.
 */
export function mockFetch(handlers: Record<string, FetchHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const request = {
        method,
        path: url.pathname + url.search,
        headers: new Headers(init.headers),
        body,
      };
      requests.push(request);
      const handler = handlers[`${method} ${url.pathname}`] ?? handlers['*'];
      if (!handler) throw new Error(`Unexpected request in test: ${method} ${url.pathname}`);
      return handler(request);
    }),
  );
  return requests;
}

export function requestsTo(requests: RecordedRequest[], path: string): RecordedRequest[] {
  return requests.filter((request) => request.path.split('?')[0] === path);
}

/** The hunter the session-token route names unless told otherwise: render-app's Ada Teal. */
export const tokenOwner = {
  id: 7,
  email: 'ada@marsh.test',
  name: 'Ada Teal',
  username: 'ada',
  image: null,
  provider: 'credentials',
};

/** A token answer expiring `seconds` from now, naming the session's hunter as the session-token route does. */
export function tokenAnswer(value: string, seconds = 15 * 60, user = tokenOwner) {
  return {
    jwt_token: value,
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
    user,
  };
}
