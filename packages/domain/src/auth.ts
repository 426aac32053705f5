import { z } from 'zod';
import { nameSchema, usernameSchema, userSchema } from './users.js';

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

/** Emails are kept lower-cased; 254 characters is the longest a mail system delivers. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.emailInvalid).max(254, AUTH_MESSAGES.emailInvalid));

export const registerSchema = z.object({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort).max(200),
  name: nameSchema,
  username: usernameSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The seeds' session-token route body. */
export const sessionTokenRequestSchema = z.object({
  email: emailSchema,
  name: z.string().max(200).optional(),
  provider: z.string().max(50).optional(),
});

export const tokenSchema = z.object({ jwt_token: z.string(), expires_at: z.iso.datetime() });
export type Token = z.infer<typeof tokenSchema>;

export const authResponseSchema = tokenSchema.extend({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const sessionSchema = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    username: z.string(),
    image: z.string().nullable(),
    provider: z.string(),
  }),
  expires: z.iso.datetime(),
});
export type Session = z.infer<typeof sessionSchema>;

export const signoutResponseSchema = z.object({ detail: z.string() });

export const providerSchema = z.object({ id: z.string(), name: z.string(), start_url: z.string() });
export type AuthProvider = z.infer<typeof providerSchema>;
