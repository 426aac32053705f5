import type { z } from 'zod';
import { apiErrorFrom, fetchOrNetworkError } from './errors';
import { AUTH_MODE_HEADERS } from './headers';
import type { TokenStore } from './token-store';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<T = unknown> {
  query?: QueryParams;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * When given, the answer is validated and typed by it. A loader is called as the request
   * starts, so a screen can validate answers without zod in its first load (issue 14).
   */
  schema?: z.ZodType<T> | SchemaLoader<T>;
  /** false: send no token and never retry or sign out (the auth routes themselves). */
  auth?: boolean;
  /** A create's key chosen by the caller, kept across retries (the offline outbox's). */
  idempotencyKey?: string;
}

/** Loads a schema, with zod, on first use: `() => import('./schemas').then((s) => s.huntSchema)`. */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SignedOutListener = () => void;

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Called when a call was refused even with a fresh token and the session was ended. */
  onSignedOut(listener: SignedOutListener): () => void;
}

interface ApiClientOptions {
  /** Single API base, `/api` in the app. Paths are given with their trailing slash: `/hunts/1/`. */
  baseUrl: string;
  tokens: TokenStore;
}

/**
 * The typed client of every API call. A 401 or 403 answer is retried once with a fresh token;
 * if there is no session any more, or the retry is refused as unauthenticated (401), the session
 * is cleared and the signed-out listeners run (seed 000 section 4). A 403 after the retry is an
 * answer (the hunter may not do that), thrown like any other refusal.
 */
export function createApiClient({ baseUrl, tokens }: ApiClientOptions): ApiClient {
  const signedOutListeners = new Set<SignedOutListener>();

  const send = (
    method: HttpMethod,
    url: string,
    options: RequestOptions<unknown>,
    token: string | null,
    idempotencyKey?: string,
  ) => {
    const headers: Record<string, string> = { ...AUTH_MODE_HEADERS, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return fetchOrNetworkError(url, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  };

  const endSession = () => {
    tokens.clear();
    for (const listener of signedOutListeners) listener();
  };

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const { schema } = options;
    if (typeof schema !== 'function') {
      const payload = await answer(method, path, options);
      return schema ? schema.parse(payload) : (payload as T);
    }
    const [payload, loaded] = await Promise.all([answer(method, path, options), schema()]);
    return loaded.parse(payload);
  }

  /** The answer's body, once the call succeeded (with a fresh token if the first was refused). */
  async function answer(
    method: HttpMethod,
    path: string,
    options: RequestOptions<unknown>,
  ): Promise<unknown> {
    const url = buildUrl(baseUrl, path, options.query);
    const useAuth = options.auth !== false;
    const token = useAuth ? await tokens.getToken() : null;
    // One key per submit, kept for its retry: a create whose answer was lost is not made twice.
    // Other methods carry one only when the caller chose it (the outbox's queued edits).
    const idempotencyKey = !token
      ? undefined
      : (options.idempotencyKey ?? (method === 'POST' ? newIdempotencyKey() : undefined));
    let response = await send(method, url, options, token, idempotencyKey);

    if (token && isRefused(response)) {
      const freshToken = await tokens.refresh();
      if (freshToken) response = await send(method, url, options, freshToken, idempotencyKey);
      // A 403 with a fresh token is the server's answer (not allowed), never a sign-out.
      if (!freshToken || response.status === 401) {
        const error = await apiErrorFrom(response);
        endSession();
        throw error;
      }
    }
    if (!response.ok) throw await apiErrorFrom(response);
    return readBody(response);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    onSignedOut(listener) {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
  };
}

/** Unique enough per hunter (the server scopes keys to the signed-in hunter); no secret. */
export function newIdempotencyKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function isRefused(response: Response): boolean {
  return response.status === 401 || response.status === 403;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson ? JSON.parse(text) : text;
}

/** `/hunts/` + `{page: 2}` -> `/api/hunts/?page=2`; absolute URLs (a list's `next`) are kept. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = /^https?:\/\//.test(path)
    ? path
    : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
