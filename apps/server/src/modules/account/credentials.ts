import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { fieldError, unauthorized } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import { findUserById, type UserRow } from '../users/index.js';

/**
 * The signed-in hunter, once the password they typed again matches; a 400 on `field` otherwise.
 * An account made through a provider has no password until a reset link sets one.
 */
export async function hunterWithPassword(
  db: Database,
  userId: number,
  password: string,
  field: string,
  wrongMessage: string,
): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (!user.passwordHash) throw fieldError(field, ACCOUNT_MESSAGES.noPasswordYet);
  if (!(await verifyPassword(password, user.passwordHash))) throw fieldError(field, wrongMessage);
  return user;
}
