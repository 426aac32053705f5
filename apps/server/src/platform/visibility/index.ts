import type { Database } from '../../db/client.js';
import { huntAccess } from './hunts.js';
import { locationAccess } from './locations.js';
import { reportAccess } from './reports.js';
import type { ItemAccess, ItemKind } from './permissions.js';

/**
 * The one visibility module (DESIGN.md section 5). Every query that returns a hunt, location or
 * report goes through these rules: single-item checks answer null (the caller's 404), list
 * conditions are SQL so lists and maps filter in the database.
 */
export {
  canSeeHunt,
  huntAccess,
  huntPermissions,
  huntPermissionsSql,
  huntScopeCondition,
  huntsVisibleTo,
} from './hunts.js';
export {
  birdsCreditedTo,
  inAcceptedPartyOf,
  namedInPartyOf,
  partyStatusAllowsReading,
  viewerPartyStatus,
} from './party.js';
export {
  canSeeLocation,
  locationAccess,
  locationPermissions,
  locationPermissionsSql,
  locationsSharedWith,
  locationsVisibleTo,
  locationTiesSelection,
  visibleLocationTotal,
  type LocationAccess,
} from './locations.js';
export { countVisibleHuntsByTally, visibleHuntTotal } from './hunt-tallies.js';
export { noRows, ownerScopeCondition, type OwnerScope } from './scope.js';
export { huntPlaceVisibleTo } from './hunt-places.js';
export { emailShownTo } from './email.js';
export {
  authorNotBlockedWith,
  conversationsVisibleTo,
  currentReportComment,
  readableReportCommentCount,
  refuseIfBlocked,
  reportCommentReadableBy,
  usersBlockedWithAny,
  type CommentInThread,
} from './blocks.js';
export {
  activitiesVisibleTo,
  activityItemLevel,
  canSeeActivity,
  type ActivityRules,
} from './activities.js';
export { namesWholeAudience, namesWholeAudienceSql, sharedWithShownTo } from './share-audience.js';
export {
  canSeeReport,
  joinReportPolicy,
  reportAccess,
  reportAudienceOf,
  reportAudienceSql,
  reportCanComment,
  reportCoordinate,
  reportHidesHunter,
  reportHunterWithheld,
  reportLocationName,
  reportLocationWithheld,
  reportPermissions,
  reportPolicy,
  reportPolicyJoin,
  reportRulesSelection,
  reportsVisibleTo,
  reportTiesSelection,
  reportWithholds,
  requireVisibleReport,
  type ReportAccess,
  type ReportRules,
} from './reports.js';
export {
  activityAudience,
  presenceAudiences,
  type ActivityAudience,
  type PresenceAudience,
} from './audience.js';
export {
  areFriends,
  friendIdsOf,
  friendshipBetween,
  isBlockedWith,
  isFriendOf,
  ownerRelation,
  ownerTiesSelection,
  privacyLevelAllows,
  privacyLevelVisibleTo,
  statementViewer,
  type OwnerRelation,
  type OwnerTies,
  type ViewerRef,
} from './relations.js';
export { reportPermissionsSql } from './report-abilities.js';
export {
  permissionsFor,
  type ItemAccess,
  type ItemPermissionsSql,
  type ItemKind,
  type ItemPermissions,
} from './permissions.js';

/**
 * The viewer's access to one item of any kind, for modules that attach things to items (photos):
 * null when the item does not exist or the viewer may not see it.
 */
export async function itemAccess(
  db: Database,
  viewerId: number | null,
  kind: ItemKind,
  id: number,
): Promise<ItemAccess | null> {
  switch (kind) {
    case 'hunt':
      return huntAccess(db, viewerId, id);
    case 'location':
      return locationAccess(db, viewerId, id);
    case 'report':
      return reportAccess(db, viewerId, id);
  }
}
