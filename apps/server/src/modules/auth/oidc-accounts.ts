import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, emailSchema, nameSchema } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { userIdentities, users } from '../../db/schema.js';
import { findUserByEmail, findUserById, type UserRow } from '../users/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import type { ProviderProfile } from './oidc-client.js';
import { startRefreshFamily, type RefreshGrant } from './refresh-tokens.js';
import { uniqueUsername, usernameBase } from './usernames.js';

/** A sign-in the provider vouched for but that cannot become an account; its message is shown. */
export class ProviderSignInRefused extends Error {}

function displayName(profile: ProviderProfile, email: string): string {
  const parsed = nameSchema.safeParse(
    profile.name ?? profile.preferredUsername ?? email.split('@')[0],
  );
  return parsed.success ? parsed.data : 'Hunter';
}

async function linkOrCreate(
  db: Database,
  provider: string,
  profile: ProviderProfile,
): Promise<UserRow> {
  const [identity] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)))
    .limit(1);
  const linked = identity && (await findUserById(db, identity.userId));
  if (linked) return linked;

  const email = emailSchema.safeParse(profile.email);
  if (!profile.emailVerified || !email.success) {
    throw new ProviderSignInRefused(AUTH_MESSAGES.providerEmailUnverified);
  }
  const user =
    (await findUserByEmail(db, email.data)) ??
    (await db
      .insert(users)
      .values({
        email: email.data,
        name: displayName(profile, email.data),
        username: await uniqueUsername(db, usernameBase(profile.preferredUsername, email.data)),
        profileImageUrl: profile.picture ?? null,
      })
      .returning()
      .then(([row]) => row));
  if (!user) throw new Error('insert into users returned no row');
  await db.insert(userIdentities).values({ userId: user.id, provider, subject: profile.subject });
  return user;
}

/**
 * The hunter behind a provider sign-in: the account already linked to this subject, else the
 * account with the same verified email (now linked), else a new account. Starts its session.
 */
export async function signInWithProvider(
  db: Database,
  provider: string,
  profile: ProviderProfile,
  userAgent?: string,
): Promise<{ user: UserRow; grant: RefreshGrant }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const user = await linkOrCreate(tx, provider, profile);
        const grant = await startRefreshFamily(tx, { userId: user.id, provider, userAgent });
        return { user, grant };
      });
    } catch (error) {
      // Two first sign-ins raced for the same email or username: the second try sees the winner.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
