/** The account forms' schemas, and zod with them; loaded lazily, through schemas.ts. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountDeletionSchema,
  accountSessionListSchema,
  detailSchema,
  detailWithTokenSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@marshlog/domain';
import { z } from 'zod';

export { accountSessionListSchema, detailSchema, detailWithTokenSchema };
export const sessionEndSchema = detailWithTokenSchema.extend({
  jwt_token: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export const passwordChangeResolver = zodResolver(passwordChangeSchema);
export const resetRequestResolver = zodResolver(passwordResetRequestSchema);
export const resetConfirmResolver = zodResolver(passwordResetConfirmSchema);
export const deletionResolver = zodResolver(accountDeletionSchema);
