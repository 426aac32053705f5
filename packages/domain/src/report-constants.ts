/** Limits, names, messages and rules of reports and their comments; no zod here, so a screen can use them without it. */
import type { PrivacyLevel } from './privacy-constants.js';
import {
  SHARING_POLICY_MAX_ALLOWED_USERS,
  SHARING_POLICY_NAME_MAX_LENGTH,
} from './sharing-policy-constants.js';

/** Seed 000 section 9: report title / content / location name. */
export const REPORT_TITLE_MAX_LENGTH = 100;
export const REPORT_CONTENT_MAX_LENGTH = 500;
export const REPORT_LOCATION_NAME_MAX_LENGTH = 100;
/** Our limits for the map view's extra fields (seed 001 "Report (map view)"). */
export const REPORT_BIRD_ACTIVITY_MAX_LENGTH = 500;
export const REPORT_WEATHER_CONDITIONS_MAX_LENGTH = 100;
export const REPORT_SEARCH_MAX_LENGTH = 100;

/** Seed 000 section 9: report photos, at most 5, 10 MB each. */
export const REPORT_MAX_PHOTOS = 5;
export const REPORT_MAX_PHOTO_SIZE_MB = 10;
export const REPORT_MAX_PHOTO_BYTES = REPORT_MAX_PHOTO_SIZE_MB * 1024 * 1024;

export const REPORTS_PAGE_SIZE = 20;
export const REPORT_COMMENTS_PAGE_SIZE = 50;
export const REPORT_COMMENT_MAX_LENGTH = 1000;

/** GET /reports/nearby/: radius in km. */
export const REPORT_NEARBY_DEFAULT_RADIUS_KM = 25;
export const REPORT_NEARBY_MAX_RADIUS_KM = 200;

/** Coordinates withheld by a sharing policy are rounded to this many degrees (≈ 11 km). */
export const OBSCURED_COORDINATE_STEP = 0.1;

/** Seed 000 section 9: the Create Report modal closes itself after these delays. */
export const REPORT_MODAL_AUTO_CLOSE_MS = 1500;
export const REPORT_MODAL_PARTIAL_AUTO_CLOSE_MS = 2000;
/** Seed 000 section 8: the photo-failure toast stays 10 s. */
export const REPORT_PHOTO_FAILURE_TOAST_MS = 10_000;
/** Seed 000 section 8: report queries retry fewer than this many times, never on 401 or 403. */
export const REPORT_QUERY_RETRY_LIMIT = 2;

/** The Create Report modal's privacy select, in the seed's order (seed 000 section 2). */
export const REPORT_PRIVACY_CHOICES = ['public', 'private', 'group', 'user'] as const;
export type ReportPrivacyChoice = (typeof REPORT_PRIVACY_CHOICES)[number];
export const DEFAULT_REPORT_PRIVACY_CHOICE: ReportPrivacyChoice = 'public';

export const REPORT_PRIVACY_CHOICE_LABELS: Record<ReportPrivacyChoice, string> = {
  public: 'Everyone',
  private: 'Only Me',
  group: 'My Friends',
  user: 'My Hunting Partners',
};

/** Seed 000 section 5: public becomes public, group becomes friends, everything else private. */
export function privacyLevelForChoice(choice: string): PrivacyLevel {
  if (choice === 'public') return 'public';
  if (choice === 'group') return 'friends';
  return 'private';
}

/** Who an anonymous report (show_hunter_info=false) shows as to everyone but its author. */
export const ANONYMOUS_HUNTER_NAME = 'Anonymous hunter';

/** Seed 000 section 7: 'Report photo {n}', n counting from 1. */
export function reportPhotoCaption(n: number): string {
  return `Report photo ${n}`;
}

/** The name of the policy made for a report shared with hunting partners. */
export const HUNTING_PARTNERS_POLICY_PREFIX = 'Hunting partners: ';

/** 'Hunting partners: <title>', the title cut so the name fits a policy name. */
export function huntingPartnersPolicyName(title: string): string {
  const room = SHARING_POLICY_NAME_MAX_LENGTH - HUNTING_PARTNERS_POLICY_PREFIX.length;
  return HUNTING_PARTNERS_POLICY_PREFIX + title.trim().slice(0, room);
}

/** Validation messages: seed 000 section 5 word for word, then ours. */
export const REPORT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title cannot exceed 100 characters',
  contentRequired: 'Report content is required',
  contentTooLong: 'Report content cannot exceed 500 characters',
  locationNameTooLong: 'Location name cannot exceed 100 characters',
  titleRequiredOnSubmit: 'Title required: Please enter a title for your report.',
  contentRequiredOnSubmit: 'Content required: Please enter content for your report.',
  privacyRequired: 'Privacy setting required',
  birdActivityTooLong: `Bird activity cannot exceed ${REPORT_BIRD_ACTIVITY_MAX_LENGTH} characters`,
  weatherConditionsTooLong: `Weather conditions cannot exceed ${REPORT_WEATHER_CONDITIONS_MAX_LENGTH} characters`,
  reportDateInvalid: 'Report date must be a valid date as YYYY-MM-DD',
  privacyInvalid: 'Privacy level must be private, friends or public',
  huntNotVisible: 'Choose a hunt you can see',
  sharingPolicyNotYours: 'Choose one of your own sharing policies',
  allowedUsersFriendsOnly: 'allowed_users: you can only share a report with your friends',
  allowedUsersRequired: 'Choose at least one hunting partner',
  allowedUsersTooMany: `A report can be shared with at most ${SHARING_POLICY_MAX_ALLOWED_USERS} hunting partners`,
  allowedUsersDuplicate: 'Each hunting partner may appear only once',
  partnersArePrivate:
    'A report for hunting partners is private; leave privacy_level out or set it to private',
  policyOrPartners: 'Choose a sharing policy or hunting partners, not both',
  ownerOnly: 'Only the author can change or delete this report',
  tooManyPhotos: `A report can have at most ${REPORT_MAX_PHOTOS} photos`,
  radiusRange: `Radius must be a number of km above 0 and at most ${REPORT_NEARBY_MAX_RADIUS_KM}`,
  dateRangeOrder: 'Start date must be on or before end date',
} as const;

export const REPORT_COMMENT_MESSAGES = {
  contentRequired: 'Comment cannot be blank',
  contentTooLong: `Comment cannot exceed ${REPORT_COMMENT_MAX_LENGTH} characters`,
  reportRequired: 'Choose the report to comment on',
  parentOtherReport: 'A reply must belong to the same report as its parent comment',
  commentsDisabled: 'Comments are turned off for this report',
  authorOnly: 'Only the author of a comment can edit it',
  deleteForbidden: 'Only the author of a comment or of the report can delete it',
  reportIdRequired: 'report_id is required',
} as const;

/** Seed 000 section 8, Report creation and Report API, word for word. */
export const REPORT_TOASTS = {
  creationFailedTitle: 'Report creation failed',
  creationFailedDefault:
    'There was a problem creating your report. Please check your connection and try again.',
  unexpectedFormat:
    'Server returned unexpected data format for report creation. Please try again or contact support if the problem persists.',
  formElementsNotFound: 'Form error: Form elements not found. Please refresh and try again.',
  photoFailedTitle: 'Report created, photo upload failed',
  /** The system-error variant: the report id is missing, so no photo could be attached. */
  photoFailedSystemError:
    'Your report was saved, but a system error (the report id is missing) kept its photos from uploading.',
  successTitle: 'Report created',
  successBody: 'Your hunting report has been shared successfully!',
  submitCreated: 'Report Created!',
  apiDefault: 'An unexpected error occurred',
  invalidGeojson: 'Invalid GeoJSON response format',
  detailsError: 'Error displaying report details',
} as const;

/** 'Server response is missing critical data ({field}). …' (seed 000 section 8). */
export function missingCriticalDataMessage(field: string): string {
  return `Server response is missing critical data (${field}). Please try again or contact support if the problem persists.`;
}

/** The count-of-photos variant of the photo-failure toast, with the failing status. */
export function photoUploadFailedCountMessage(
  failed: number,
  total: number,
  status: number | string,
): string {
  return `Your report was saved, but ${failed} of ${total} photos failed to upload (status ${status}).`;
}

export const REPORT_ORDERING_FIELDS = ['report_date', 'created_at', 'updated_at', 'title'] as const;
export const REPORT_ORDERINGS = REPORT_ORDERING_FIELDS.flatMap(
  (field) => [field, `-${field}`] as const,
);
export type ReportOrdering = (typeof REPORT_ORDERINGS)[number];
export const DEFAULT_REPORT_ORDERING: ReportOrdering = '-created_at';

export const REPORT_COMMENT_ORDERINGS = [
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
] as const;
export type ReportCommentOrdering = (typeof REPORT_COMMENT_ORDERINGS)[number];
export const DEFAULT_REPORT_COMMENT_ORDERING: ReportCommentOrdering = 'created_at';

/** Asked before a half-written report or unsaved edit is closed (Escape, overlay, Cancel). */
export const REPORT_DISCARD_TEXTS = {
  title: 'Discard this report?',
  draftMessage: 'What you have written and the photos you picked will be lost.',
  editMessage: 'Your changes will be lost; the report stays as it was last saved.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

/** The Reports list's sort choices; newest report date first unless the hunter picks another. */
export const REPORT_SORTS = [
  { value: '-report_date', label: 'Report date' },
  { value: 'title', label: 'Title' },
  { value: '-updated_at', label: 'Recently updated' },
] as const satisfies readonly { value: ReportOrdering; label: string }[];
export type ReportSort = (typeof REPORT_SORTS)[number]['value'];
export const DEFAULT_REPORT_SORT: ReportSort = '-report_date';
