import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PartyMemberStatus } from '@marshlog/domain';
import { birds, huntPartyMembers, hunts } from '../../db/schema.js';
import type { ViewerRef } from './relations.js';

/**
 * Hunting parties in the visibility rules (issue 27). A friend named in a hunt's party may read
 * the hunt while invited (to accept it) and once accepted; only an accepted member has it in their
 * lists, feed and bag. A declined member is back to what the hunt's privacy level allows them.
 */

/** The member states that let a named friend read the hunt itself. */
export const PARTY_READER_STATUSES: readonly PartyMemberStatus[] = ['invited', 'accepted'];

export function partyStatusAllowsReading(status: string | null | undefined): boolean {
  return status === 'invited' || status === 'accepted';
}

const statusWord = (status: PartyMemberStatus) => sql.raw(`'${status}'`);

/**
 * SQL: the ids of the hunts whose party holds the viewer in one of these states, as an array
 * computed once per query (uncorrelated, over hunt_party_members_user_hunt_key).
 */
function partyHuntIdsOf(viewer: ViewerRef, statuses: readonly PartyMemberStatus[]): SQL {
  const words = sql.join(statuses.map(statusWord), sql`, `);
  return sql`array(select ${huntPartyMembers.huntId} from ${huntPartyMembers}
    where ${huntPartyMembers.userId} = ${viewer} and ${huntPartyMembers.status} in (${words}))`;
}

/** SQL: the hunt in `huntColumn` names the viewer in its party, invited or accepted. */
export function namedInPartyOf(viewer: ViewerRef, huntColumn: AnyPgColumn | SQL): SQL {
  return sql`${huntColumn} = any(${partyHuntIdsOf(viewer, PARTY_READER_STATUSES)})`;
}

/** SQL: the hunt in `huntColumn` has the viewer as an accepted party member. */
export function inAcceptedPartyOf(viewer: ViewerRef, huntColumn: AnyPgColumn | SQL): SQL {
  return sql`${huntColumn} = any(${partyHuntIdsOf(viewer, ['accepted'])})`;
}

/**
 * SQL select expression: the viewer's member state in the hunt of the row (null when they are
 * not named), for single-hunt reads, where the policy decides in JavaScript.
 */
export function viewerPartyStatus(viewer: ViewerRef | null): SQL<string | null> {
  if (viewer === null) return sql<null>`null::text`;
  // Qualified by hand: Drizzle writes a one-table statement's columns bare, and inside this
  // subquery a bare "id" would be the member's.
  const huntId = sql`${sql.identifier('hunts')}.${sql.identifier('id')}`;
  return sql<string | null>`(select pm.status from ${huntPartyMembers} pm
    where pm.hunt_id = ${huntId} and pm.user_id = ${viewer})`;
}

/**
 * SQL: the birds (joined with their hunt) credited to a hunter: their own hunts' birds with no
 * other shooter, and the birds credited to them in parties they accepted. A hunter's bag counts
 * these and no other birds.
 */
export function birdsCreditedTo(hunterId: number): SQL {
  const memberIds = sql`array(select ${huntPartyMembers.id} from ${huntPartyMembers}
    where ${huntPartyMembers.userId} = ${hunterId} and ${huntPartyMembers.status} = ${statusWord('accepted')})`;
  return sql`((${hunts.userId} = ${hunterId} and ${birds.shooterMemberId} is null)
    or ${birds.shooterMemberId} = any(${memberIds}))`;
}
