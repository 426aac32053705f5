import { z } from 'zod';
import { nameSchema, usernameSchema, userSchema } from './users.js';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-constants.js';

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
export type SessionTokenRequest = z.infer<typeof sessionTokenRequestSchema>;

export const tokenSchema = z.object({ jwt_token: z.string(), expires_at: z.iso.datetime() });
export type Token = z.infer<typeof tokenSchema>;

export const authResponseSchema = tokenSchema.extend({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The signed-in hunter as the session routes describe them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  image: z.string().nullable(),
  provider: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ user: sessionUserSchema, expires: z.iso.datetime() });
export type Session = z.infer<typeof sessionSchema>;

/**
 * The session-token route's answer: the fresh token and whose it is, so an app that starts with
 * only its refresh cookie learns its session in one round trip. The session expires with the token.
 */
export const sessionTokenSchema = tokenSchema.extend({ user: sessionUserSchema });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

export const signoutResponseSchema = z.object({ detail: z.string() });

export const providerSchema = z.object({ id: z.string(), name: z.string(), start_url: z.string() });
export type AuthProvider = z.infer<typeof providerSchema>;
export const providerListSchema = z.array(providerSchema);
