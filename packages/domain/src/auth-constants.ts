/** Limits, names and messages of sign-in; no zod here, so the web app's entry can use them. */

export const PASSWORD_MIN_LENGTH = 8;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The web client refreshes its token when it is this close to expiry (seed 000 section 9). */
export const TOKEN_REFRESH_WINDOW_SECONDS = 120;
/** The httpOnly cookie that carries the rotating refresh token (path /api/auth). */
export const REFRESH_COOKIE_NAME = 'marshlog_refresh';
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** The `provider` of accounts that sign in with email and password. */
export const LOCAL_PROVIDER = 'credentials';

export const AUTH_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordRequired: 'Password is required',
  invalidCredentials: 'Incorrect email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a while and try again.',
  notSignedIn: 'Authentication credentials were not provided.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOut: 'Signed out.',
  unknownProvider: 'Unknown sign-in provider.',
  providerFailed: 'Sign-in with that provider failed. Please try again.',
  providerUnavailable: 'That sign-in provider cannot be reached right now. Please try again later.',
  providerEmailUnverified: 'Your account at that provider has no verified email address.',
} as const;
