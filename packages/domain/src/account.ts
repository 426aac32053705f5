import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-constants.js';
import { emailSchema } from './auth.js';

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(200);
const givenPasswordSchema = z.string().min(1, AUTH_MESSAGES.passwordRequired).max(200);

/** `POST /api/auth/password/`: the other sessions end, this one goes on with a new token. */
export const passwordChangeSchema = z.object({
  current_password: givenPasswordSchema,
  new_password: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** `POST /api/auth/password-reset/`: answered alike whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/auth/password-reset/confirm/`: the token from the mailed link. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  new_password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** `DELETE /api/users/me/`: the password again, so a borrowed session cannot delete the account. */
export const accountDeletionSchema = z.object({ password: givenPasswordSchema });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** One sign-in (a refresh-token family) as `GET /api/auth/sessions/` lists it. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

export const detailSchema = z.object({ detail: z.string() });
/** A change that keeps this session: its detail, and the fresh access token it goes on with. */
export const detailWithTokenSchema = detailSchema.extend({
  jwt_token: z.string(),
  expires_at: z.iso.datetime(),
});
export type DetailWithToken = z.infer<typeof detailWithTokenSchema>;
