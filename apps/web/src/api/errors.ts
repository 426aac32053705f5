import { loadSchemas } from './schemas';

/** The seeds' fallback when a failed answer carries no detail. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error. Check your connection and try again.';

/** A failed API call: the HTTP status (0 when the network failed), the server's detail and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly requestId?: string,
    options?: ErrorOptions,
  ) {
    super(detail, options);
  }

  /** The first message for one field, if the server sent any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isAuthError(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Builds the ApiError of a non-2xx answer from its `{detail, errors}` body, whatever shape it has. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const [body, { apiErrorSchema }] = await Promise.all([
    response.json().catch(() => null),
    loadSchemas(),
  ]);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(
      response.status,
      parsed.data.detail,
      parsed.data.errors ?? {},
      parsed.data.request_id,
    );
  }
  return new ApiError(response.status, response.statusText || UNEXPECTED_ERROR_MESSAGE);
}

/** A readable message for any thrown value, for toasts and error states. */
export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.detail || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** True when the browser knows it has no network: a request would fail, so none is sent. */
export const browserIsOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** The error of a request that could not reach the server (or was not sent, with no network). */
export const networkError = (cause?: unknown): ApiError =>
  new ApiError(
    0,
    NETWORK_ERROR_MESSAGE,
    {},
    undefined,
    cause === undefined ? undefined : { cause },
  );

/** fetch, with a failed connection turned into an ApiError of status 0; aborts pass through. */
export function fetchOrNetworkError(input: string, init: RequestInit): Promise<Response> {
  return networkErrorOf(fetch(input, init));
}

/** A fetch already under way, its failure to reach the server turned into the network ApiError. */
export async function networkErrorOf(request: Promise<Response>): Promise<Response> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
}
