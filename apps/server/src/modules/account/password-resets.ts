import crypto from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, PASSWORD_RESETS_PER_HOUR } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new reset link's token for the hunter, or null when they already had
 * PASSWORD_RESETS_PER_HOUR links this hour (the caller answers alike and sends nothing).
 */
export function issueResetToken(db: Database, userId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    // One issuer per hunter at a time, so parallel requests cannot pass the hourly cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('password_resets'), ${userId})`);
    const [recent] = await tx
      .select({ links: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          gt(passwordResets.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.links ?? 0) >= PASSWORD_RESETS_PER_HOUR) return null;
    const token = crypto.randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      userId,
      tokenHash: hashResetToken(token),
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
    });
    return token;
  });
}

/**
 * Uses a link up: the hunter it was for when it is unused and unexpired, else null. Every other
 * open link of theirs ends with it, so an older mail cannot reset the new password.
 */
export async function consumeResetToken(db: Database, token: string): Promise<number | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!used) return null;
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
  return used.userId;
}

/** The text of the reset mail; the link opens the web app's reset screen. */
export function resetMailText(publicUrl: string, name: string, token: string): string {
  const link = `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  return [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your Marshlog account. To choose a new one, open:',
    '',
    link,
    '',
    `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
  ].join('\n');
}
