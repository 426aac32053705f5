import { createApiClient } from './client';
import { TokenStore } from './token-store';

export const API_BASE_URL = '/api';

/** The one token store and client of the app. */
export const tokenStore = new TokenStore({
  baseUrl: API_BASE_URL,
  storage: typeof localStorage === 'undefined' ? null : localStorage,
});

export const api = createApiClient({ baseUrl: API_BASE_URL, tokens: tokenStore });
