import { sql } from 'drizzle-orm';
import { USERNAME_PATTERN } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

const MIN_LENGTH = 3;
/** Leaves room for a numeric suffix within the 30-character limit. */
const BASE_MAX_LENGTH = 24;

/** A username-shaped version of a provider's preferred username or an email's local part. */
export function usernameBase(...seeds: (string | undefined)[]): string {
  for (const seed of seeds) {
    const base =
      (seed ?? '')
        .split('@')[0]
        ?.replace(/[^a-zA-Z0-9_.-]/g, '')
        .slice(0, BASE_MAX_LENGTH) ?? '';
    if (base.length >= MIN_LENGTH && USERNAME_PATTERN.test(base)) return base;
  }
  return 'hunter';
}

/** `base`, or `base2`, `base3`, ... whichever no one holds yet (case-insensitively). */
export async function uniqueUsername(db: Database, base: string): Promise<string> {
  const prefix = base.toLowerCase().replace(/[\\%_]/g, '\\$&');
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${prefix}%`}`);
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base.toLowerCase())) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
