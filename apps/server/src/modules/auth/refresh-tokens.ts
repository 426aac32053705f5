import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

/** A refresh token handed to the browser; only its SHA-256 is stored. */
export interface RefreshGrant {
  token: string;
  expiresAt: Date;
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** What a presented refresh token turned out to be. */
export type RefreshLookup =
  | { status: 'valid'; row: RefreshTokenRow }
  /** Already rotated: someone replays an old token, so the whole family is suspect. */
  | { status: 'reused'; row: RefreshTokenRow }
  | { status: 'invalid' };

const TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Who a sign-in belongs to, and the browser it was made in (for the sessions list). */
export interface RefreshOwner {
  userId: number;
  provider: string;
  userAgent?: string | null;
}

async function insertRefreshToken(
  db: Database,
  owner: RefreshOwner & { familyId: string },
): Promise<RefreshGrant> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TTL_MS);
  await db
    .insert(refreshTokens)
    .values({ ...owner, tokenHash: hashRefreshToken(token), expiresAt });
  return { token, expiresAt };
}

/** A new family: one per sign-in, so signing out or a detected replay ends just this session. */
export function startRefreshFamily(db: Database, owner: RefreshOwner): Promise<RefreshGrant> {
  return insertRefreshToken(db, { ...owner, familyId: crypto.randomBytes(16).toString('hex') });
}

export async function findRefreshToken(db: Database, token: string): Promise<RefreshLookup> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  if (!row || row.revokedAt) return { status: 'invalid' };
  if (row.rotatedAt) return { status: 'reused', row };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'invalid' };
  return { status: 'valid', row };
}

/**
 * Marks the token used and issues its successor in the same family. Null when another request
 * rotated it first, which the caller treats as a replay.
 */
export function rotateRefreshToken(
  db: Database,
  row: RefreshTokenRow,
): Promise<RefreshGrant | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.id, row.id),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    return insertRefreshToken(tx, {
      userId: row.userId,
      provider: row.provider,
      familyId: row.familyId,
      userAgent: row.userAgent,
    });
  });
}

/** Ends a sign-in: every token of the family stops working. */
export async function revokeRefreshFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family of a presented token in any state, for sign-out. */
export async function familyOfRefreshToken(
  db: Database,
  token: string,
): Promise<string | undefined> {
  return (await refreshFamilyOf(db, token))?.familyId;
}

/** The family and hunter of a presented token in any state, for sign-out. */
export async function refreshFamilyOf(
  db: Database,
  token: string,
): Promise<{ familyId: string; userId: number } | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  return row;
}
