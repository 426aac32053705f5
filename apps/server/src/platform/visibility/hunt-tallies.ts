import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PrivacyLevel } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { huntLevelTallies, hunts, huntTallies } from '../../db/schema.js';
import { preparedPerDatabase } from '../prepared.js';
import { fixedLiteral, holdsFixed } from './literals.js';
import { isFriendOf, privacyLevelVisibleTo, type ViewerRef } from './relations.js';
import { ownerScopeCondition, type OwnerScope } from './scope.js';
import { inAcceptedPartyOf } from './party.js';

/** The hunt-list filters that depend only on a hunt's owner and privacy level. */
export interface HuntTallyFilters {
  scope?: OwnerScope;
  privacy_level?: PrivacyLevel;
  user?: number;
}

const tallyLevel = huntTallies.privacyLevel;
const tallyOwner = huntTallies.userId;

/** SQL: the total of the tally rows matching a condition (0 when none do). */
function tallySum(condition: SQL | undefined): SQL<number> {
  return sql<number>`coalesce((select sum(${huntTallies.hunts}) from ${huntTallies} where ${condition ?? sql`true`}), 0)`;
}

/**
 * SQL: how many hunts the viewer may see under filters on owner and level alone, read from the
 * tallies (migration 0001 keeps them) instead of counting the hunts: the same visibility rule,
 * applied to one row per owner and level. Everyone's public hunts come from the one level
 * total, so the unfiltered list costs a few index probes however many hunters share.
 * The integration suite holds this equal to a count of the visible hunts themselves.
 */
export function visibleHuntTotal(
  viewerId: ViewerRef | null,
  filters: HuntTallyFilters,
): SQL<number> {
  const level = filters.privacy_level;
  const everyonesPublic =
    (filters.scope ?? 'all') === 'all' &&
    filters.user === undefined &&
    (level === undefined || level === 'public');
  const party = viewerId === null ? sql`0` : acceptedPartyHuntsBeyondTallies(viewerId, filters);
  if (!everyonesPublic) {
    const counted = tallySum(
      and(
        privacyLevelVisibleTo(viewerId, { owner: tallyOwner, privacyLevel: tallyLevel }),
        ownerScopeCondition(viewerId, filters.scope, tallyOwner),
        level ? eq(tallyLevel, level) : undefined,
        filters.user !== undefined ? eq(tallyOwner, filters.user) : undefined,
      ),
    );
    return sql<number>`${counted} + ${party}`;
  }
  // Everyone's public hunts (the viewer's own included), plus what else the viewer may see.
  const publicTotal = sql<number>`coalesce((select ${huntLevelTallies.hunts} from ${huntLevelTallies}
    where ${holdsFixed(huntLevelTallies.privacyLevel, 'public')}), 0)`;
  if (viewerId === null || level === 'public') return publicTotal;
  const beyondPublic = or(
    and(eq(tallyOwner, viewerId), sql`${tallyLevel} <> ${fixedLiteral('public')}`),
    and(holdsFixed(tallyLevel, 'friends'), isFriendOf(viewerId, tallyOwner)),
  );
  return sql<number>`${publicTotal} + ${tallySum(beyondPublic)} + ${party}`;
}

/**
 * SQL: the hunts of parties the viewer accepted that the tallies leave out (their owners' rows
 * count them only where the privacy level lets the viewer see them), under the same filters.
 * Uncorrelated, over the viewer's few party rows.
 */
function acceptedPartyHuntsBeyondTallies(viewerId: ViewerRef, filters: HuntTallyFilters): SQL {
  const scope = filters.scope ?? 'all';
  const byLevel = privacyLevelVisibleTo(viewerId, {
    owner: hunts.userId,
    privacyLevel: hunts.privacyLevel,
  });
  const condition = and(
    inAcceptedPartyOf(viewerId, hunts.id),
    // The viewer's log ('mine') counts the owner's rows not at all; the other scopes counted
    // the party hunts their level lets the viewer see.
    scope === 'mine' ? undefined : sql`not ${byLevel}`,
    scope === 'friends' ? isFriendOf(viewerId, hunts.userId) : undefined,
    filters.privacy_level ? eq(hunts.privacyLevel, filters.privacy_level) : undefined,
    filters.user !== undefined ? eq(hunts.userId, filters.user) : undefined,
  );
  return sql`(select count(*) from ${hunts} where ${condition})`;
}

function selectTotal(db: Database, total: SQL<number>) {
  return db
    .select({ total: sql<number>`(${total})::int`.mapWith(Number) })
    .from(sql`(select 1) as one`);
}

/** The unfiltered list's total, the one every hunts screen opens with: prepared. */
const plainTotal = (signedIn: boolean) =>
  preparedPerDatabase((db) =>
    selectTotal(db, visibleHuntTotal(signedIn ? sql.placeholder('viewer') : null, {})).prepare(
      signedIn ? 'hunt_total_for_hunter' : 'hunt_total_for_visitor',
    ),
  );
const plainTotalFor = { hunter: plainTotal(true), visitor: plainTotal(false) };

/** How many hunts the viewer may see under filters on owner and privacy level alone. */
export async function countVisibleHuntsByTally(
  db: Database,
  viewerId: number | null,
  filters: HuntTallyFilters,
): Promise<number> {
  const plain =
    (filters.scope ?? 'all') === 'all' && !filters.privacy_level && filters.user === undefined;
  const [row] = !plain
    ? await selectTotal(db, visibleHuntTotal(viewerId, filters))
    : viewerId === null
      ? await plainTotalFor.visitor(db).execute()
      : await plainTotalFor.hunter(db).execute({ viewer: viewerId });
  return row?.total ?? 0;
}
