import crypto from 'node:crypto';
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { loginFailures, loginSources } from '../../db/schema.js';

const WINDOW = sql`now() - interval '1 hour'`;
/** A device or address stays known for this long after its last successful sign-in. */
const KNOWN_FOR = sql`now() - interval '90 days'`;
export const DEVICE_COOKIE_NAME = 'marshlog_device';
const DEVICE_COOKIE_DAYS = 365;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where a sign-in comes from: the browser's long-lived device cookie (a random id, stored only
 * hashed) and its address. A source that signed in to an account before is that account's own.
 */
export interface LoginOrigin {
  device?: string;
  address: string;
}

export function loginOrigin(request: FastifyRequest): LoginOrigin {
  const cookie = request.cookies[DEVICE_COOKIE_NAME];
  const device =
    cookie && DEVICE_ID.test(cookie)
      ? `device:${crypto.createHash('sha256').update(cookie).digest('hex')}`
      : undefined;
  return { device, address: `address:${request.ip}`.slice(0, 100) };
}

/** The origin's source this account has signed in from before (device first), if any. */
async function knownSource(db: Database, email: string, origin: LoginOrigin) {
  const candidates = [origin.device, origin.address].filter((source) => source !== undefined);
  const rows = await db
    .select({ source: loginSources.source })
    .from(loginSources)
    .where(
      and(
        eq(loginSources.email, email),
        inArray(loginSources.source, candidates),
        gt(loginSources.lastSuccessAt, KNOWN_FOR),
      ),
    );
  const known = new Set(rows.map((row) => row.source));
  return candidates.find((source) => known.has(source));
}

/**
 * Whether this sign-in may be tried. Strangers share one budget per account (the ASVS bound:
 * at most `limit` failures an hour); the owner's own device or address has a budget of its own,
 * so guessing elsewhere never locks the owner out.
 */
export async function loginAttempt(
  db: Database,
  email: string,
  origin: LoginOrigin,
  limit: number,
): Promise<{ allowed: boolean; source: string; trusted: boolean }> {
  const trustedSource = await knownSource(db, email, origin);
  const source = trustedSource ?? origin.address;
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        gt(loginFailures.failedAt, WINDOW),
        trustedSource ? eq(loginFailures.source, trustedSource) : eq(loginFailures.trusted, false),
      ),
    );
  return { allowed: (row?.failures ?? 0) < limit, source, trusted: trustedSource !== undefined };
}

/** Records one failure and forgets this email's failures older than the window. */
export async function recordLoginFailure(
  db: Database,
  email: string,
  attempt: { source: string; trusted: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, email), lte(loginFailures.failedAt, WINDOW)));
    await tx
      .insert(loginFailures)
      .values({ email, source: attempt.source, trusted: attempt.trusted });
  });
}

/**
 * After a successful sign-in (or registration): this device and address become the account's
 * own. A browser without a device cookie gets one.
 */
export async function rememberLoginOrigin(
  db: Database,
  email: string,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<void> {
  let origin = loginOrigin(request);
  if (!origin.device) {
    const deviceId = crypto.randomBytes(32).toString('base64url');
    reply.setCookie(DEVICE_COOKIE_NAME, deviceId, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
    origin = {
      ...origin,
      device: `device:${crypto.createHash('sha256').update(deviceId).digest('hex')}`,
    };
  }
  const sources = [origin.device, origin.address].filter((source) => source !== undefined);
  await db
    .insert(loginSources)
    .values(sources.map((source) => ({ email, source })))
    .onConflictDoUpdate({
      target: [loginSources.email, loginSources.source],
      set: { lastSuccessAt: sql`now()` },
    });
}
