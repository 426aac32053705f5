/** The auth module offers account registration, its rate limit, and the refresh-token session. */
export { registerHunter, updatePasswordHash } from './accounts.js';
export { authRateLimit } from './rate-limit.js';
export { clearRefreshCookie, readRefreshCookie } from './refresh-cookie.js';
export { familyOfRefreshToken, refreshFamilyOf, revokeRefreshFamily } from './refresh-tokens.js';
