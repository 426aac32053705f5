import { z } from 'zod';
import { nameSchema, usernameSchema } from './users.js';
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
