import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PENDING_UPLOADS_MAX, PHOTO_MESSAGES } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { pendingUploads } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { ObjectStorage } from '../../platform/storage/types.js';

/** A form's raw upload is swept this long after the form expired (an upload in flight ends). */
const SWEEP_GRACE = sql`interval '5 minutes'`;

/**
 * Records a granted form, refusing it (429) while the hunter already has PENDING_UPLOADS_MAX
 * forms neither confirmed nor expired.
 */
export async function recordUploadGrant(
  db: Database,
  userId: number,
  key: string,
  expiresInSeconds: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One hunter's grants are counted one request at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pending_uploads'), ${userId})`);
    const [waiting] = await tx
      .select({ count: count() })
      .from(pendingUploads)
      .where(
        and(
          eq(pendingUploads.userId, userId),
          isNull(pendingUploads.confirmedAt),
          gt(pendingUploads.expiresAt, sql`now()`),
        ),
      );
    if ((waiting?.count ?? 0) >= PENDING_UPLOADS_MAX) {
      throw new HttpError(429, PHOTO_MESSAGES.tooManyPendingUploads);
    }
    await tx.insert(pendingUploads).values({
      key,
      userId,
      expiresAt: sql`now() + make_interval(secs => ${expiresInSeconds})`,
    });
  });
}

/** The upload became a photo: it no longer counts as waiting (its raw key is still swept). */
export async function markUploadConfirmed(db: Database, key: string): Promise<void> {
  await db
    .update(pendingUploads)
    .set({ confirmedAt: sql`now()` })
    .where(eq(pendingUploads.key, key));
}

/**
 * Removes the raw uploads of every form past its life, confirmed or not: an unconfirmed upload
 * is abandoned, and a confirmed one's raw key must stay empty even if its form was replayed.
 * Safe to run on several instances at once.
 */
export async function sweepExpiredUploads(
  db: Database,
  storage: Pick<ObjectStorage, 'remove'>,
): Promise<number> {
  const expired = await db
    .delete(pendingUploads)
    .where(lt(pendingUploads.expiresAt, sql`now() - ${SWEEP_GRACE}`))
    .returning({ key: pendingUploads.key });
  if (expired.length > 0) await storage.remove(expired.map((row) => row.key));
  return expired.length;
}

/** Sweeps now and then every `everyMs` until the app closes. */
export function scheduleUploadSweep(
  db: Database,
  storage: Pick<ObjectStorage, 'remove'>,
  log: FastifyBaseLogger,
  everyMs: number,
): () => void {
  const sweep = () =>
    sweepExpiredUploads(db, storage).then(
      (swept) => {
        if (swept > 0) log.info({ swept }, 'expired photo uploads swept');
      },
      (error: unknown) => log.error({ err: error }, 'expired photo uploads could not be swept'),
    );
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
