import {
  LOCATION_TYPE_LABELS,
  locationTypeSchema,
  sharePermissionLevelSchema,
  type Location,
  type LocationShare,
} from '@marshlog/domain';
import {
  emailShownTo,
  locationPermissions,
  ownerRelation,
} from '../../platform/visibility/index.js';
import { presentUser } from '../users/index.js';
import type { LocationRow, ShareRow } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

/** What the viewer may do with a loaded location row. */
function permissionsOf(row: LocationRow, viewerId: number | null) {
  return locationPermissions(ownerRelation(viewerId, row.location.userId, row), row.shareLevel);
}

/** The viewer's own share, as long as it is in force (a block cancels it). */
function shareInForce(row: LocationRow, viewerId: number | null) {
  const relation = ownerRelation(viewerId, row.location.userId, row);
  return relation === 'friend' || relation === 'other' ? row.shareLevel : null;
}

export function presentShare(share: ShareRow): LocationShare {
  return {
    id: share.id,
    shared_with: share.sharedWith,
    permission_level: sharePermissionLevelSchema.parse(share.permissionLevel),
    shared_at: isoTime(share.sharedAt),
  };
}

/**
 * The location JSON of seed 001 section 3. `shares` is filled for the owner only; anyone else
 * gets an empty list, so who else has access does not leak.
 */
export function presentLocation(
  row: LocationRow,
  viewerId: number | null,
  shares: ShareRow[],
): Location {
  const { location, owner } = row;
  const locationType = locationTypeSchema.parse(location.locationType);
  const permissions = permissionsOf(row, viewerId);
  return {
    id: location.id,
    name: location.name,
    location_type: locationType,
    location_type_display: LOCATION_TYPE_LABELS[locationType],
    description: location.description,
    access_notes: location.accessNotes,
    latitude: location.latitude,
    longitude: location.longitude,
    privacy_level: location.privacyLevel,
    photo_count: row.photoCount,
    date_added: isoTime(location.dateAdded),
    updated_at: isoTime(location.updatedAt),
    user: presentUser(owner, { showEmail: emailShownTo(viewerId, owner.id, row) }),
    shares: permissions.is_owner
      ? shares.filter((share) => share.locationId === location.id).map(presentShare)
      : [],
    shared_with_me: shareInForce(row, viewerId),
    ...permissions,
  };
}
