import { z } from 'zod';
import { userSchema } from './user-answers.js';

/*
 * The session as the API answers with it, apart from what a hunter sends (auth.ts): every screen
 * builds these schemas when the app starts, and none of the sign-in and sign-up forms'.
 */

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
