import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hunts } from '../../db/schema.js';
import { huntListedFor } from './hunts.js';
import { viewerPartyStatus } from './party.js';
import { ownerRelation, ownerTiesSelection } from './relations.js';

/**
 * The single-record twin of a hunt activity's item rule in `activitiesVisibleTo`, the hunt read
 * as it is now: the hunt as the viewer's hunt lists show it (`huntListedFor`: its level judged
 * against the hunt's owner, or the viewer's accepted party). An activity whose author is not the
 * hunt's owner (a member's party_joined) is about the owner's hunt only while its author is an
 * accepted member, and never shown to a hunter blocked with the hunt's owner.
 */
export async function huntActivityAllows(
  db: Database,
  viewerId: number | null,
  activity: { userId: number; objectId: number },
): Promise<boolean> {
  const [hunt] = await db
    .select({
      ownerId: hunts.userId,
      privacyLevel: hunts.privacyLevel,
      partyStatus: viewerPartyStatus(viewerId),
      authorStatus: viewerPartyStatus(activity.userId),
      ...ownerTiesSelection(viewerId, hunts.userId),
    })
    .from(hunts)
    .where(eq(hunts.id, activity.objectId))
    .limit(1);
  if (!hunt) return false;
  const relation = ownerRelation(viewerId, hunt.ownerId, hunt);
  const byMember = activity.userId !== hunt.ownerId;
  if (byMember && (hunt.authorStatus !== 'accepted' || relation === 'blocked')) return false;
  return huntListedFor(relation, hunt);
}
