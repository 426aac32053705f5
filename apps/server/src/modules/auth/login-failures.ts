import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

const WINDOW = sql`now() - interval '1 hour'`;

/** Failed password sign-ins for this email in the last hour. */
export async function recentLoginFailures(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, WINDOW)));
  return row?.failures ?? 0;
}

/** Records one failure and forgets this email's failures older than the window. */
export async function recordLoginFailure(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, email), lte(loginFailures.failedAt, WINDOW)));
    await tx.insert(loginFailures).values({ email });
  });
}
