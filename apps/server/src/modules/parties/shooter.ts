import { and, eq, ne } from 'drizzle-orm';
import { PARTY_MESSAGES } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { huntPartyMembers } from '../../db/schema.js';
import { fieldError } from '../../platform/errors.js';

/**
 * A bird's shooter is a member of its hunt's party who has not declined (null is the owner);
 * anyone else answers 400 on `shooter` and the bird is not written.
 */
export async function requirePartyShooter(
  tx: Database,
  huntId: number,
  shooter: number | null,
): Promise<void> {
  if (shooter === null) return;
  const [member] = await tx
    .select({ id: huntPartyMembers.id })
    .from(huntPartyMembers)
    .where(
      and(
        eq(huntPartyMembers.id, shooter),
        eq(huntPartyMembers.huntId, huntId),
        ne(huntPartyMembers.status, 'declined'),
      ),
    )
    .for('key share');
  if (!member) throw fieldError('shooter', PARTY_MESSAGES.shooterNotInParty);
}
