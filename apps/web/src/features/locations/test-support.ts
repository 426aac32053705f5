import type { Location, User } from '@marshlog/domain';
import { hunter } from '../../test/render-app';

export const owner: User = { ...hunter };
export const stranger: User = {
  id: 21,
  name: 'Gus Gadwall',
  username: 'gus',
  email: null,
  first_name: 'Gus',
  profile_image_url: null,
};

/** A location owned by the test's hunter (Ada, id 7) unless `user` says otherwise. */
export function locationFixture(overrides: Partial<Location> = {}): Location {
  const ownedByViewer = (overrides.user ?? owner).id === owner.id;
  return {
    id: 41,
    name: 'North Slough Blind',
    location_type: 'blind',
    location_type_display: 'Blind',
    description: 'Mallards at first light.',
    access_notes: 'Park by the levee gate.',
    latitude: 39.317345,
    longitude: -121.795512,
    privacy_level: 'private',
    photo_count: 0,
    date_added: '2025-11-01T12:00:00.000Z',
    updated_at: '2025-11-02T12:00:00.000Z',
    user: owner,
    shares: [],
    shared_with_me: null,
    is_owner: ownedByViewer,
    can_edit: ownedByViewer,
    can_view_details: true,
    can_comment: true,
    can_upload_photos: ownedByViewer,
    can_delete: ownedByViewer,
    can_share: ownedByViewer,
    ...overrides,
  };
}
