import { describe, expect, it } from 'vitest';
import {
  locationCreateSchema,
  locationListQuerySchema,
  locationShareRequestSchema,
  locationUnshareRequestSchema,
  locationUpdateSchema,
} from './locations.js';
import {
  LOCATION_MESSAGES,
  LOCATION_TYPE_LABELS,
  LOCATION_TYPES,
  locationDisplayName,
  SHARE_PERMISSION_LABELS,
} from './location-constants.js';

const place = { name: 'Delevan flooded rice', latitude: 39.32, longitude: -122.12 };

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('location create schema', () => {
  it('accepts a minimal location with the defaults filled in', () => {
    expect(locationCreateSchema.parse(place)).toEqual({
      ...place,
      description: '',
      access_notes: '',
      location_type: 'other',
      privacy_level: 'private',
    });
  });

  it('requires a name with the seed message', () => {
    const nameless = { latitude: place.latitude, longitude: place.longitude };
    expect(messagesOf(locationCreateSchema.safeParse(nameless))).toEqual([
      ['name', 'Location name is required'],
    ]);
  });

  it('refuses a blank name after trimming', () => {
    expect(messagesOf(locationCreateSchema.safeParse({ ...place, name: '   ' }))).toEqual([
      ['name', 'Name cannot be empty'],
    ]);
  });

  it('allows 255 characters of name and refuses 256', () => {
    expect(locationCreateSchema.safeParse({ ...place, name: 'a'.repeat(255) }).success).toBe(true);
    expect(messagesOf(locationCreateSchema.safeParse({ ...place, name: 'a'.repeat(256) }))).toEqual(
      [['name', 'Name must be less than 255 characters']],
    );
  });

  it('allows 1000 characters of notes and refuses 1001', () => {
    expect(
      locationCreateSchema.safeParse({ ...place, description: 'n'.repeat(1000) }).success,
    ).toBe(true);
    expect(
      messagesOf(locationCreateSchema.safeParse({ ...place, description: 'n'.repeat(1001) })),
    ).toEqual([['description', 'Notes must be less than 1000 characters']]);
    expect(
      messagesOf(locationCreateSchema.safeParse({ ...place, access_notes: 'n'.repeat(1001) })),
    ).toEqual([['access_notes', LOCATION_MESSAGES.accessNotesTooLong]]);
  });

  it('checks coordinates against the WGS84 ranges', () => {
    expect(
      locationCreateSchema.safeParse({ ...place, latitude: 90, longitude: -180 }).success,
    ).toBe(true);
    const result = locationCreateSchema.safeParse({ ...place, latitude: 90.5, longitude: 180.1 });
    expect(messagesOf(result).map(([field]) => field)).toEqual(['latitude', 'longitude']);
  });

  it('accepts up to 10 image photos and refuses the eleventh', () => {
    const photo = { filename: 'decoys.jpg', content_type: 'image/jpeg', file_size: 1_000 };
    const ten = Array.from({ length: 10 }, () => photo);
    expect(locationCreateSchema.safeParse({ ...place, photo_upload_data: ten }).success).toBe(true);
    expect(
      messagesOf(locationCreateSchema.safeParse({ ...place, photo_upload_data: [...ten, photo] })),
    ).toEqual([['photo_upload_data', 'Maximum 10 photos reached']]);
  });

  it('refuses photos that are not images', () => {
    const result = locationCreateSchema.safeParse({
      ...place,
      photo_upload_data: [{ filename: 'map.pdf', content_type: 'application/pdf', file_size: 10 }],
    });
    expect(messagesOf(result)[0]?.[1]).toBe(
      'File type application/pdf not supported. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
    );
  });

  it('refuses unknown location types and privacy levels', () => {
    expect(locationCreateSchema.safeParse({ ...place, location_type: 'parking' }).success).toBe(
      false,
    );
    expect(locationCreateSchema.safeParse({ ...place, privacy_level: 'secret' }).success).toBe(
      false,
    );
  });
});

describe('location update schema', () => {
  it('takes any subset of fields with the same rules', () => {
    expect(locationUpdateSchema.parse({})).toEqual({});
    expect(locationUpdateSchema.parse({ privacy_level: 'friends' })).toEqual({
      privacy_level: 'friends',
    });
    expect(messagesOf(locationUpdateSchema.safeParse({ name: '' }))).toEqual([
      ['name', 'Name cannot be empty'],
    ]);
  });
});

describe('share requests', () => {
  it('needs one to fifty positive user ids and a view or edit level', () => {
    expect(locationShareRequestSchema.parse({ user_ids: [3], permission_level: 'edit' })).toEqual({
      user_ids: [3],
      permission_level: 'edit',
    });
    expect(
      messagesOf(locationShareRequestSchema.safeParse({ user_ids: [], permission_level: 'view' })),
    ).toEqual([['user_ids', LOCATION_MESSAGES.shareUsersRequired]]);
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    expect(
      locationShareRequestSchema.safeParse({ user_ids: many, permission_level: 'view' }).success,
    ).toBe(false);
    expect(
      locationShareRequestSchema.safeParse({ user_ids: [0], permission_level: 'view' }).success,
    ).toBe(false);
    expect(
      locationShareRequestSchema.safeParse({ user_ids: [2], permission_level: 'admin' }).success,
    ).toBe(false);
  });

  it('lets unshare omit the body or the user ids', () => {
    expect(locationUnshareRequestSchema.parse(undefined)).toBeUndefined();
    expect(locationUnshareRequestSchema.parse(null)).toBeNull();
    expect(locationUnshareRequestSchema.parse({})).toEqual({});
    expect(locationUnshareRequestSchema.parse({ user_ids: [4] })).toEqual({ user_ids: [4] });
  });

  it('labels the levels as access', () => {
    expect(SHARE_PERMISSION_LABELS).toEqual({ view: 'View access', edit: 'Edit access' });
  });
});

describe('list query', () => {
  it('defaults to newest first, 20 per page', () => {
    expect(locationListQuerySchema.parse({})).toEqual({
      ordering: '-date_added',
      page: 1,
      page_size: 20,
    });
  });

  it('takes only allow-listed orderings', () => {
    expect(locationListQuerySchema.parse({ ordering: 'name' }).ordering).toBe('name');
    expect(locationListQuerySchema.safeParse({ ordering: 'password_hash' }).success).toBe(false);
  });
});

describe('labels', () => {
  it('has a display label for every location type', () => {
    expect(Object.keys(LOCATION_TYPE_LABELS).sort()).toEqual([...LOCATION_TYPES].sort());
  });

  it('shows Unnamed Location for a blank name', () => {
    expect(locationDisplayName('')).toBe('Unnamed Location');
    expect(locationDisplayName(null)).toBe('Unnamed Location');
    expect(locationDisplayName('Gray Lodge pond 12')).toBe('Gray Lodge pond 12');
  });
});
