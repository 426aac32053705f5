import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AccountSession } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

/*
 * A hunter's sessions are their refresh-token families (modules/auth/refresh-tokens.ts): one per
 * sign-in. Rotated tokens stay as rows, so a family's first row id names the session for good.
 */

/** Every live sign-in of the hunter (a token neither rotated, revoked nor expired), newest use first. */
export async function listSessions(
  db: Database,
  userId: number,
  currentFamilyId: string | undefined,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sql<number>`min(${refreshTokens.id})`.mapWith(Number),
      familyId: refreshTokens.familyId,
      provider: sql<string>`min(${refreshTokens.provider})`,
      userAgent: sql<string | null>`max(${refreshTokens.userAgent})`,
      createdAt: sql`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt: sql`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      expiresAt: sql`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.rotatedAt} is null and ${refreshTokens.expiresAt} > now())`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`, sql`min(${refreshTokens.id}) desc`);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.familyId === currentFamilyId,
  }));
}

/** The family of the hunter's session `sessionId`, or undefined when it is not theirs. */
export async function sessionFamily(
  db: Database,
  userId: number,
  sessionId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, sessionId), eq(refreshTokens.userId, userId)))
    .limit(1);
  return row?.familyId;
}

/** Ends every sign-in of the hunter but the one kept (none: all of them). */
export async function revokeSessionsOf(
  db: Database,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
      ),
    );
}
