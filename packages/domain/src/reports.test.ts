import { describe, expect, it } from 'vitest';
import { COORDINATE_MESSAGES } from './coordinate-constants.js';
import {
  reportCreateSchema,
  reportGeojsonQuerySchema,
  reportListQuerySchema,
  reportNearbyQuerySchema,
  reportPrivacyChoiceSchema,
  reportUpdateSchema,
} from './reports.js';
import {
  huntingPartnersPolicyName,
  privacyLevelForChoice,
  REPORT_PRIVACY_CHOICE_LABELS,
  REPORT_PRIVACY_CHOICES,
  reportPhotoCaption,
} from './report-constants.js';

const report = {
  title: 'Teal on the north pond',
  content: 'Flights at dawn',
  latitude: 39.3,
  longitude: -122.1,
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('report create schema', () => {
  it('accepts a minimal report with the optional fields null', () => {
    expect(reportCreateSchema.parse(report)).toEqual({
      ...report,
      location_name: null,
      bird_activity: null,
      weather_conditions: null,
      hunt: null,
      sharing_policy: null,
    });
  });

  it('gives the seed messages for a missing or blank title and content', () => {
    expect(messagesOf(reportCreateSchema.safeParse({ latitude: 1, longitude: 2 }))).toEqual([
      ['title', 'Title is required'],
      ['content', 'Report content is required'],
    ]);
    expect(
      messagesOf(reportCreateSchema.safeParse({ ...report, title: '  ', content: ' ' })),
    ).toEqual([
      ['title', 'Title is required'],
      ['content', 'Report content is required'],
    ]);
  });

  it('holds title, content and location name to 100 / 500 / 100 characters', () => {
    const longest = {
      ...report,
      title: 't'.repeat(100),
      content: 'c'.repeat(500),
      location_name: 'l'.repeat(100),
    };
    expect(reportCreateSchema.safeParse(longest).success).toBe(true);
    const tooLong = {
      ...report,
      title: 't'.repeat(101),
      content: 'c'.repeat(501),
      location_name: 'l'.repeat(101),
    };
    expect(messagesOf(reportCreateSchema.safeParse(tooLong))).toEqual([
      ['title', 'Title cannot exceed 100 characters'],
      ['content', 'Report content cannot exceed 500 characters'],
      ['location_name', 'Location name cannot exceed 100 characters'],
    ]);
  });

  it('requires coordinates in range', () => {
    expect(
      messagesOf(reportCreateSchema.safeParse({ ...report, latitude: 91, longitude: -181 })),
    ).toEqual([
      ['latitude', COORDINATE_MESSAGES.latitudeInvalid],
      ['longitude', COORDINATE_MESSAGES.longitudeInvalid],
    ]);
    expect(messagesOf(reportCreateSchema.safeParse({ title: 'a', content: 'b' }))).toEqual([
      ['latitude', COORDINATE_MESSAGES.latitudeRequired],
      ['longitude', COORDINATE_MESSAGES.longitudeRequired],
    ]);
  });

  it('turns a blank location name into null', () => {
    expect(reportCreateSchema.parse({ ...report, location_name: '  ' }).location_name).toBeNull();
  });

  it('keeps hunting partners private and apart from a chosen policy', () => {
    expect(reportCreateSchema.safeParse({ ...report, allowed_users: [2, 3] }).success).toBe(true);
    expect(
      messagesOf(
        reportCreateSchema.safeParse({ ...report, allowed_users: [2], privacy_level: 'public' }),
      ),
    ).toEqual([
      [
        'privacy_level',
        'A report for hunting partners is private; leave privacy_level out or set it to private',
      ],
    ]);
    expect(
      messagesOf(
        reportCreateSchema.safeParse({ ...report, allowed_users: [2], sharing_policy: 4 }),
      ),
    ).toEqual([['allowed_users', 'Choose a sharing policy or hunting partners, not both']]);
    expect(messagesOf(reportCreateSchema.safeParse({ ...report, allowed_users: [] }))).toEqual([
      ['allowed_users', 'Choose at least one hunting partner'],
    ]);
  });

  it('lets a patch name only what changes', () => {
    expect(reportUpdateSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
    expect(messagesOf(reportUpdateSchema.safeParse({ content: '' }))).toEqual([
      ['content', 'Report content is required'],
    ]);
  });
});

describe('report queries', () => {
  it('defaults the list to newest first and refuses an unknown ordering', () => {
    expect(reportListQuerySchema.parse({}).ordering).toBe('-created_at');
    expect(reportListQuerySchema.safeParse({ ordering: 'password' }).success).toBe(false);
  });

  it('refuses a date range that ends before it starts', () => {
    expect(
      messagesOf(
        reportGeojsonQuerySchema.safeParse({ start_date: '2026-11-02', end_date: '2026-11-01' }),
      ),
    ).toEqual([['end_date', 'Start date must be on or before end date']]);
  });

  it('needs lat and lng for nearby and holds the radius to 200 km', () => {
    expect(reportNearbyQuerySchema.parse({ lat: '39.5', lng: '-122' })).toMatchObject({
      radius: 25,
    });
    expect(
      reportNearbyQuerySchema.safeParse({ lat: '39.5', lng: '-122', radius: '201' }).success,
    ).toBe(false);
    expect(
      reportNearbyQuerySchema.safeParse({ lat: '39.5', lng: '-122', radius: '0' }).success,
    ).toBe(false);
    expect(reportNearbyQuerySchema.safeParse({ lng: '-122' }).success).toBe(false);
    expect(reportNearbyQuerySchema.safeParse({ lat: 'north', lng: '-122' }).success).toBe(false);
  });
});

describe('report constants', () => {
  it('offers the four privacy choices and maps them as the seed says', () => {
    expect(REPORT_PRIVACY_CHOICES.map((choice) => REPORT_PRIVACY_CHOICE_LABELS[choice])).toEqual([
      'Everyone',
      'Only Me',
      'My Friends',
      'My Hunting Partners',
    ]);
    expect(REPORT_PRIVACY_CHOICES.map(privacyLevelForChoice)).toEqual([
      'public',
      'private',
      'friends',
      'private',
    ]);
  });

  it('asks for a privacy choice with the seed message', () => {
    expect(reportPrivacyChoiceSchema.parse('user')).toBe('user');
    expect(reportPrivacyChoiceSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Privacy setting required',
    );
  });

  it('captions photos and names partner policies within their limits', () => {
    expect(reportPhotoCaption(3)).toBe('Report photo 3');
    expect(huntingPartnersPolicyName('x'.repeat(100))).toHaveLength(100);
    expect(huntingPartnersPolicyName('Teal')).toBe('Hunting partners: Teal');
  });
});
