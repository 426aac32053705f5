import { firstNameOf, type User } from '@marshlog/domain';
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
