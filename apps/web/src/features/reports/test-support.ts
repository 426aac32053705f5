import type { Report, ReportCommentNode, SharingPolicy } from '@marshlog/domain';
import { hunter } from '../../test/render-app';

/** Test-only fixtures of the reports feature, shaped as the API answers them. */

export function reportFixture(overrides: Partial<Report> = {}): Report {
  return {
    id: 41,
    title: 'Teal on the north pond',
    content: 'Green-winged teal worked the decoys from first light until nine.',
    report_date: '2025-11-15',
    location_name: 'North pond',
    latitude: 39.3173,
    longitude: -121.7955,
    bird_activity: null,
    weather_conditions: null,
    hunt: null,
    sharing_policy: null,
    privacy_level: 'public',
    comment_count: 0,
    photo_count: 0,
    user: hunter,
    is_owner: true,
    can_edit: true,
    can_view_details: true,
    can_comment: true,
    can_upload_photos: true,
    location_obscured: false,
    audience: 'public',
    created_at: '2025-11-15T15:00:00.000Z',
    updated_at: '2025-11-15T15:00:00.000Z',
    ...overrides,
  };
}

export function commentFixture(overrides: Partial<ReportCommentNode> = {}): ReportCommentNode {
  return {
    id: 1,
    report: 41,
    user: hunter,
    parent: null,
    content: 'Were they still there at noon?',
    created_at: '2025-11-15T16:00:00.000Z',
    updated_at: '2025-11-15T16:00:00.000Z',
    is_owner: true,
    can_edit: true,
    can_delete: true,
    reply_count: 0,
    replies: [],
    ...overrides,
  };
}

export function policyFixture(overrides: Partial<SharingPolicy> = {}): SharingPolicy {
  return {
    id: 3,
    name: 'Opening weekend crew',
    description: '',
    visibility: 'group',
    allow_comments: true,
    allow_location_sharing: true,
    show_hunter_info: true,
    created_by: hunter,
    created_at: '2025-11-01T12:00:00.000Z',
    allowed_users: [],
    ...overrides,
  };
}
