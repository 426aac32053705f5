import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { HUNT_PAGE_SIZE, type HuntListQuery, type HuntOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunts, locations, photos, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import {
  canSeeHunt,
  countVisibleHuntsByTally,
  huntPlaceVisibleTo,
  huntScopeCondition,
  huntsVisibleTo,
  ownerRelation,
  ownerTiesSelection,
  type OwnerScope,
  type ViewerRef,
  viewerPartyStatus,
  visibleHuntTotal,
} from '../../platform/visibility/index.js';
import {
  literalLimit,
  preparedPerDatabase,
  preparedPerKey,
  preparedViewer,
} from '../../platform/prepared.js';
import { ownerColumns, type OwnerRow } from '../users/index.js';

export type HuntRow = typeof hunts.$inferSelect;
/** A bird as a hunt read carries it: the columns the bird JSON shows. */
export type BirdRow = Pick<
  typeof birds.$inferSelect,
  'id' | 'species' | 'gender' | 'harvestedAt' | 'notes' | 'shooterMemberId'
>;

/** A hunt with its owner and how the viewer stands to them, as every hunt read selects it. */
export interface HuntWithOwner {
  hunt: HuntRow;
  owner: OwnerRow;
  isFriend: boolean;
  isBlocked: boolean;
  /** The viewer's party member state in it, read for a single hunt; null in lists. */
  partyStatus: string | null;
  /** Its saved location, only when the viewer may see that location. */
  place: { id: number; name: string } | null;
  /** Its birds in the order they were added. */
  birds: BirdRow[];
  /** Whether it has photos: only those hunts' photos are read (hydrate.ts). */
  hasPhotos: boolean;
}

/**
 * A hunt's birds as a JSON array, read in the same statement as the hunt (no second query per
 * page); keys as Drizzle names the columns, `harvestedAt` as PostgreSQL writes a time.
 */
const birdsOfHunt = sql<BirdRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${birds.id}, 'species', ${birds.species}, 'gender', ${birds.gender},
    'harvestedAt', ${birds.harvestedAt}, 'notes', ${birds.notes},
    'shooterMemberId', ${birds.shooterMemberId}
  ) order by ${birds.id})
  from ${birds} where ${birds.huntId} = ${hunts.id}
), '[]'::json)`;

/** SQL: whether the current hunt has photos, so a page reads photos only for those that do. */
const huntHasPhotos = sql<boolean>`exists (select 1 from ${photos}
  where ${photos.contentType} = 'hunt' and ${photos.objectId} = ${hunts.id})`.mapWith(Boolean);

/** The columns of a hunt read: the hunt, its owner and their ties to the viewer, place, birds. */
function huntColumns(viewerId: ViewerRef | null, single: { partyStatus: boolean }) {
  return {
    hunt: hunts,
    // Read for one hunt only: a list holds only the parties the viewer accepted.
    partyStatus: single.partyStatus ? viewerPartyStatus(viewerId) : sql<null>`null::text`,
    owner: ownerColumns,
    ...ownerTiesSelection(viewerId, hunts.userId),
    place: { id: locations.id, name: locations.name },
    birds: birdsOfHunt,
    hasPhotos: huntHasPhotos,
  };
}

function selectHunts(db: Database, viewerId: ViewerRef | null, single = { partyStatus: false }) {
  return db
    .select(huntColumns(viewerId, single))
    .from(hunts)
    .innerJoin(users, eq(users.id, hunts.userId))
    .leftJoin(locations, huntPlaceVisibleTo(viewerId));
}

const huntById = (signedIn: boolean) =>
  preparedPerDatabase((db) =>
    selectHunts(db, preparedViewer(signedIn), { partyStatus: true })
      .where(eq(hunts.id, sql.placeholder('id')))
      .limit(1)
      .prepare(signedIn ? 'hunt_by_id_for_hunter' : 'hunt_by_id_for_visitor'),
  );
const huntByIdFor = { hunter: huntById(true), visitor: huntById(false) };

/** One hunt the viewer may see (the single-item policy), or undefined: the caller's 404. */
export async function findVisibleHunt(
  db: Database,
  viewerId: number | null,
  id: number,
): Promise<HuntWithOwner | undefined> {
  const [row] =
    viewerId === null
      ? await huntByIdFor.visitor(db).execute({ id })
      : await huntByIdFor.hunter(db).execute({ id, viewer: viewerId });
  if (!row) return undefined;
  const hunt = { privacyLevel: row.hunt.privacyLevel, partyStatus: row.partyStatus };
  return canSeeHunt(ownerRelation(viewerId, row.hunt.userId, row), hunt) ? row : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The list and map filters, always inside the viewer's visibility condition. */
export function huntFilters(
  viewerId: number | null,
  query: Partial<
    Pick<
      HuntListQuery,
      | 'start_date'
      | 'end_date'
      | 'privacy_level'
      | 'species'
      | 'search'
      | 'user'
      | 'scope'
      | 'location'
    >
  >,
  db: Database,
): SQL | undefined {
  return and(
    huntsVisibleTo(viewerId),
    huntScopeCondition(viewerId, query.scope),
    query.start_date ? gte(hunts.dateOfHunt, query.start_date) : undefined,
    query.end_date ? lte(hunts.dateOfHunt, query.end_date) : undefined,
    query.privacy_level ? eq(hunts.privacyLevel, query.privacy_level) : undefined,
    query.user ? eq(hunts.userId, query.user) : undefined,
    query.location ? eq(hunts.locationId, query.location) : undefined,
    query.species?.length
      ? exists(
          db
            .select({ id: birds.id })
            .from(birds)
            .where(and(eq(birds.huntId, hunts.id), inArray(birds.species, query.species))),
        )
      : undefined,
    query.search ? ilike(hunts.notes, `%${escapeLike(query.search)}%`) : undefined,
  );
}

const orderColumns = {
  date_of_hunt: hunts.dateOfHunt,
  created_at: hunts.createdAt,
  total_birds: hunts.totalBirds,
} as const;

/** The ordering, ties broken by id in the same direction, so an index read backwards serves it. */
export function huntOrder(ordering: HuntOrdering) {
  const descending = ordering.startsWith('-');
  const field = (descending ? ordering.slice(1) : ordering) as keyof typeof orderColumns;
  const direction = descending ? desc : asc;
  return [direction(orderColumns[field]), direction(hunts.id)];
}

/** Filtered by owner and privacy level alone (scope, user, level): its total is in the tallies. */
function byOwnerAndLevelOnly(query: HuntListQuery): boolean {
  return (
    !query.start_date &&
    !query.end_date &&
    !query.species?.length &&
    !query.search &&
    query.location === undefined
  );
}

/** No filter but scope and ordering: the screen's first page, and most pages. */
function isPlainList(query: HuntListQuery): boolean {
  return byOwnerAndLevelOnly(query) && !query.privacy_level && query.user === undefined;
}

/** The total a list shows: from the tallies when only owner and level filter it. */
async function countVisibleHunts(
  db: Database,
  viewerId: number | null,
  query: HuntListQuery,
): Promise<number> {
  if (byOwnerAndLevelOnly(query)) return countVisibleHuntsByTally(db, viewerId, query);
  const [total] = await db
    .select({ count: count() })
    .from(hunts)
    .where(huntFilters(viewerId, query, db));
  return total?.count ?? 0;
}

/** The screen's first page: no filter but scope and ordering, at the default size. */
function isPlainFirstPage(query: HuntListQuery, page: PageRequest): boolean {
  return isPlainList(query) && page.offset === 0 && page.pageSize === HUNT_PAGE_SIZE;
}

/**
 * The hunt list's hot path (DESIGN.md section 8): the first page of a list no filter narrows, as
 * the hunts screen opens, read by one prepared statement per sign-in state, scope and ordering,
 * with the list's total from the tallies in the same round trip. Its rows are the rows of every
 * other hunt read, presented by the one presenter.
 */
const prepareFirstPage = preparedPerKey(
  (signedIn: boolean, scope: OwnerScope, ordering: HuntOrdering) => {
    const viewer = preparedViewer(signedIn);
    return preparedPerDatabase((db) =>
      db
        .select({
          ...huntColumns(viewer, { partyStatus: false }),
          // Uncorrelated: PostgreSQL reads the tallies once per call, not once per row.
          visibleCount: sql<number>`(${visibleHuntTotal(viewer, { scope })})::int`,
        })
        .from(hunts)
        .innerJoin(users, eq(users.id, hunts.userId))
        .leftJoin(locations, huntPlaceVisibleTo(viewer))
        .where(and(huntsVisibleTo(viewer), huntScopeCondition(viewer, scope)))
        .orderBy(...huntOrder(ordering))
        .limit(literalLimit(HUNT_PAGE_SIZE))
        .prepare(`hunts_first_page_${signedIn ? 'hunter' : 'visitor'}_${scope}_${ordering}`),
    );
  },
);

async function firstPageOfHunts(
  db: Database,
  viewerId: number | null,
  query: HuntListQuery,
): Promise<{ count: number; rows: HuntWithOwner[] }> {
  const statement = prepareFirstPage(viewerId !== null, query.scope ?? 'all', query.ordering);
  const rows = await statement(db).execute({ viewer: viewerId ?? undefined });
  // The page is the front of the counted list: no row, no visible hunt.
  return { count: rows[0]?.visibleCount ?? 0, rows };
}

function pageOfHunts(
  db: Database,
  viewerId: number | null,
  query: HuntListQuery,
  page: PageRequest,
): Promise<HuntWithOwner[]> {
  return selectHunts(db, viewerId)
    .where(huntFilters(viewerId, query, db))
    .orderBy(...huntOrder(query.ordering))
    .limit(page.pageSize)
    .offset(page.offset);
}

/** One page of the hunts a viewer may see, newest hunt first unless asked otherwise. */
export async function listVisibleHunts(
  db: Database,
  viewerId: number | null,
  query: HuntListQuery,
  page: PageRequest,
): Promise<{ count: number; rows: HuntWithOwner[] }> {
  if (isPlainFirstPage(query, page)) return firstPageOfHunts(db, viewerId, query);
  const [total, rows] = await Promise.all([
    countVisibleHunts(db, viewerId, query),
    pageOfHunts(db, viewerId, query, page),
  ]);
  return { count: total, rows };
}
