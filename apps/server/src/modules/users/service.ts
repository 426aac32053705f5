import { and, eq, ne, sql } from 'drizzle-orm';
import { USER_MESSAGES, type UpdateProfile } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { recordProfileUpdated } from '../feed/index.js';
import { sameUsername, type UserRow } from './queries.js';

export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameUsername(username), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}

const usernameConflict = () =>
  conflict(USER_MESSAGES.usernameTaken, { username: [USER_MESSAGES.usernameTaken] });

/** Changes the hunter's own name, username or picture; a username someone else holds is a 409. */
export async function updateProfile(
  db: Database,
  userId: number,
  changes: UpdateProfile,
): Promise<UserRow> {
  if (changes.username !== undefined && (await isUsernameTaken(db, changes.username, userId))) {
    throw usernameConflict();
  }
  try {
    const [row] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.username !== undefined ? { username: changes.username } : {}),
          ...(changes.profile_image_url !== undefined
            ? { profileImageUrl: changes.profile_image_url }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      if (updated.length > 0) await recordProfileUpdated(tx, userId);
      return updated;
    });
    if (!row) throw new Error(`user ${userId} vanished while updating the profile`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameConflict();
    throw error;
  }
}
