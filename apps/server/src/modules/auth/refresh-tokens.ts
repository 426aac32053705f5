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
  /**
   * Rotated within the grace window: the answer that carried its successor was most likely lost
   * (a signal dropping mid-request, two tabs refreshing at once), so it is honoured once more.
   */
  | { status: 'just-rotated'; row: RefreshTokenRow }
  /** Rotated before the grace window: someone replays an old token, so the whole family is suspect. */
  | { status: 'reused'; row: RefreshTokenRow }
  | { status: 'invalid' };

const TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * How long a rotated refresh token still answers: long enough for a retry after a lost answer,
 * short enough that a token stolen from an old cookie is caught as a replay.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

const rotatedWithinGrace = (rotatedAt: Date) =>
  Date.now() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;

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
  if (row.rotatedAt) {
    return { status: rotatedWithinGrace(row.rotatedAt) ? 'just-rotated' : 'reused', row };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'invalid' };
  return { status: 'valid', row };
}

const successorOwner = (row: RefreshTokenRow) => ({
  userId: row.userId,
  provider: row.provider,
  familyId: row.familyId,
  userAgent: row.userAgent,
});

/**
 * Marks the token used and issues its successor in the same family. When another request rotated
 * it a moment before (the same browser's lost answer, or a second tab), that rotation is recent by
 * definition, so this one gets a successor of its own instead of a refusal.
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
    if (claimed.length === 0) return reissueInGrace(tx, row);
    return insertRefreshToken(tx, successorOwner(row));
  });
}

/**
 * A token rotated within the grace window gets another successor in its family, unless the family
 * was revoked meanwhile (signed out, or a replay caught). The successor it had is left alone: its
 * answer may still reach the browser after this one. Null when the session is over.
 */
export async function reissueInGrace(
  db: Database,
  row: RefreshTokenRow,
): Promise<RefreshGrant | null> {
  const [current] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.id))
    .limit(1);
  if (!current || current.revokedAt || !current.rotatedAt) return null;
  if (!rotatedWithinGrace(current.rotatedAt)) return null;
  return insertRefreshToken(db, successorOwner(row));
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
