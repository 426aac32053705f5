import { ANONYMOUS_HUNTER_NAME, firstNameOf, type ReportAuthor, type User } from '@marshlog/domain';
import { users } from '../../db/schema.js';

/** The columns presentUser reads, for the queries that join an item's owner. */
export const ownerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  profileImageUrl: users.profileImageUrl,
};

export type OwnerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'name' | 'profileImageUrl'
>;

/**
 * The user JSON of DESIGN.md section 6. The email is shown only to the user and their friends,
 * which the caller decides (it knows the relation, usually from the same query).
 */
export function presentUser(row: OwnerRow, { showEmail }: { showEmail: boolean }): User {
  return {
    id: row.id,
    username: row.username,
    email: showEmail ? row.email : null,
    name: row.name,
    first_name: firstNameOf(row.name),
    profile_image_url: row.profileImageUrl,
  };
}

/** Who an anonymous report's author is to everyone else: nobody in particular. */
export const ANONYMOUS_AUTHOR: ReportAuthor = {
  id: null,
  username: null,
  email: null,
  name: ANONYMOUS_HUNTER_NAME,
  first_name: null,
  profile_image_url: null,
};

/** A user as a report or its comments show them: anonymous where the report withholds them. */
export function presentAuthor(
  user: OwnerRow,
  options: { anonymous: boolean; showEmail: boolean },
): ReportAuthor {
  return options.anonymous ? ANONYMOUS_AUTHOR : presentUser(user, { showEmail: options.showEmail });
}
