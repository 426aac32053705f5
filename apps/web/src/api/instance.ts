import { createApiClient } from './client';
import { TokenStore } from './token-store';

export const API_BASE_URL = '/api';

declare global {
  interface Window {
    /** The session-token request index.html starts for a remembered hunter. */
    marshlogSessionRequest?: Promise<Response>;
  }
}

/** Hands over index.html's session-token request once; later refreshes make their own. */
function takeStartedRequest(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const request = window.marshlogSessionRequest;
  delete window.marshlogSessionRequest;
  return request;
}

/** The one token store and client of the app. */
export const tokenStore = new TokenStore({
  baseUrl: API_BASE_URL,
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  takeStartedRequest,
});

export const api = createApiClient({ baseUrl: API_BASE_URL, tokens: tokenStore });
