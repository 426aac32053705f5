import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hunts, locations, users } from '../../db/schema.js';
import { preparedPerDatabase, preparedViewer } from '../../platform/prepared.js';
import type { ObjectStorage } from '../../platform/storage/types.js';
import {
  canSeeHunt,
  huntPlaceVisibleTo,
  ownerRelation,
  ownerTiesSelection,
  statementViewer,
  viewerPartyStatus,
} from '../../platform/visibility/index.js';
import { huntHasPhotos, huntJsonFor } from './hunt-json.js';
import { withPhotos } from './with-photos.js';

/**
 * A hunt's detail, the hot single-item read (DESIGN.md section 8): one prepared statement per
 * sign-in state reads what the single-item policy decides on (owner, ties, privacy level) with
 * the hunt's JSON text (hunt-json.ts) and whether it has photos. The policy runs here, as for
 * every single item; photos are read only when the hunt has any. A hunter's friend and block
 * sets are resolved once for the statement (statementViewer), though the policy's ties, the
 * owner's email and the place's visibility each read them.
 */
const huntDetail = (signedIn: boolean) =>
  preparedPerDatabase((db) => {
    const { viewer, ties } = statementViewer(db, preparedViewer(signedIn));
    const parts = huntJsonFor(viewer);
    return db
      .with(...ties)
      .select({
        id: hunts.id,
        ownerId: hunts.userId,
        privacyLevel: hunts.privacyLevel,
        partyStatus: viewerPartyStatus(viewer),
        ...ownerTiesSelection(viewer, hunts.userId),
        head: parts.head,
        tail: parts.tail,
        hasPhotos: huntHasPhotos,
      })
      .from(hunts)
      .innerJoin(users, eq(users.id, hunts.userId))
      .leftJoin(locations, huntPlaceVisibleTo(viewer))
      .where(eq(hunts.id, sql.placeholder('id')))
      .prepare(signedIn ? 'hunt_detail_for_hunter' : 'hunt_detail_for_visitor');
  });
const huntDetailFor = { hunter: huntDetail(true), visitor: huntDetail(false) };

/** The JSON text of one hunt the viewer may see, as the hunt route writes it; or undefined: 404. */
export async function visibleHuntJson(
  deps: { db: Database; storage: ObjectStorage },
  viewerId: number | null,
  id: number,
): Promise<string | undefined> {
  const [row] =
    viewerId === null
      ? await huntDetailFor.visitor(deps.db).execute({ id })
      : await huntDetailFor.hunter(deps.db).execute({ id, viewer: viewerId });
  if (!row) return undefined;
  if (!canSeeHunt(ownerRelation(viewerId, row.ownerId, row), row)) return undefined;
  const [text] = await withPhotos(deps, [row], viewerId);
  return text;
}
