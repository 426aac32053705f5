/** The typed API client of Marshlog and the session hooks every feature uses. */
export { api, tokenStore, API_BASE_URL } from './instance';
export type { ApiClient, RequestOptions, QueryParams, HttpMethod, SchemaLoader } from './client';
export { ApiError, errorMessage, UNEXPECTED_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './errors';
export { newIdempotencyKey } from './client';
export {
  createQueryClient,
  QUERY_STALE_TIME_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
} from './query-client';
export {
  prefetchSession,
  SessionProvider,
  useSession,
  type SessionState,
  type SessionStatus,
} from './session-context';
export {
  useSignIn,
  useSignUp,
  useSignOut,
  useAuthProviders,
  useCompleteProviderSignIn,
  PROVIDER_SIGN_IN_FAILED,
} from './auth-hooks';
export { authKeys, type SessionUser } from './session-keys';
export { applyServerErrors, SERVER_ERROR_KEY } from './form-errors';
export { safeNextPath, signInPath, NEXT_PARAM } from './next-path';
export type { SessionIdentity } from './token-store';
