import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PrivacyLevel } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { huntLevelTallies, huntTallies } from '../../db/schema.js';
import { isFriendOf, privacyLevelVisibleTo } from './relations.js';
import { ownerScopeCondition, type OwnerScope } from './scope.js';

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
 * How many hunts the viewer may see under filters on owner and level alone, read from the
 * tallies (migration 0001 keeps them) instead of counting the hunts: the same visibility rule,
 * applied to one row per owner and level. Everyone's public hunts come from the one
 * level total, so the unfiltered list costs a few index probes however many hunters share.
 * The integration suite holds this equal to a count of the visible hunts themselves.
 */
export async function countVisibleHuntsByTally(
  db: Database,
  viewerId: number | null,
  filters: HuntTallyFilters,
): Promise<number> {
  const level = filters.privacy_level;
  const everyonesPublic =
    (filters.scope ?? 'all') === 'all' &&
    filters.user === undefined &&
    (level === undefined || level === 'public');
  let total: SQL<number>;
  if (everyonesPublic) {
    // Everyone's public hunts (the viewer's own included), plus what else the viewer may see.
    const publicTotal = sql<number>`coalesce((select ${huntLevelTallies.hunts} from ${huntLevelTallies}
      where ${eq(huntLevelTallies.privacyLevel, 'public')}), 0)`;
    const beyondPublic =
      viewerId === null || level === 'public'
        ? undefined
        : or(
            and(eq(tallyOwner, viewerId), ne(tallyLevel, 'public')),
            and(eq(tallyLevel, 'friends'), isFriendOf(viewerId, tallyOwner)),
          );
    total = beyondPublic ? sql`${publicTotal} + ${tallySum(beyondPublic)}` : publicTotal;
  } else {
    total = tallySum(
      and(
        privacyLevelVisibleTo(viewerId, { owner: tallyOwner, privacyLevel: tallyLevel }),
        ownerScopeCondition(viewerId, filters.scope, tallyOwner),
        level ? eq(tallyLevel, level) : undefined,
        filters.user !== undefined ? eq(tallyOwner, filters.user) : undefined,
      ),
    );
  }
  const [row] = await db
    .select({ total: sql<number>`(${total})::int`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return row?.total ?? 0;
}
