import { eq, or } from 'drizzle-orm';
import { LOCAL_PROVIDER, USER_MESSAGES, type RegisterInput } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../platform/errors.js';
import { sameUsername, type UserRow } from '../users/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { startRefreshFamily, type RefreshGrant } from './refresh-tokens.js';

/** A 409 naming every field (email, username) that another account already holds. */
async function takenFieldsConflict(db: Database, email: string, username: string) {
  const holders = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), sameUsername(username)));
  const errors: Record<string, string[]> = {};
  if (holders.some((holder) => holder.email === email)) errors.email = [USER_MESSAGES.emailTaken];
  if (holders.some((holder) => holder.username.toLowerCase() === username.toLowerCase())) {
    errors.username = [USER_MESSAGES.usernameTaken];
  }
  const first = Object.values(errors)[0]?.[0];
  return first ? conflict(first, errors) : undefined;
}

/** Creates a local account and its first sign-in, in one transaction; the password arrives hashed. */
export async function registerHunter(
  db: Database,
  input: Omit<RegisterInput, 'password'>,
  passwordHash: string,
  userAgent?: string,
): Promise<{ user: UserRow; grant: RefreshGrant }> {
  const taken = await takenFieldsConflict(db, input.email, input.username);
  if (taken) throw taken;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, username: input.username, name: input.name, passwordHash })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      const grant = await startRefreshFamily(tx, {
        userId: user.id,
        provider: LOCAL_PROVIDER,
        userAgent,
      });
      return { user, grant };
    });
  } catch (error) {
    // Another registration took the email or username between the check and the insert.
    if (isUniqueViolation(error))
      throw (await takenFieldsConflict(db, input.email, input.username)) ?? error;
    throw error;
  }
}

export async function updatePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
