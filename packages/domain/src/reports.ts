import { z } from 'zod';
import {
  boundingBoxSchema,
  latitudeSchema,
  longitudeSchema,
  pointFeatureCollectionSchema,
} from './coordinates.js';
import { pageNumberSchema, pageQueryFields, recordIdSchema } from './pagination.js';
import { AUDIENCES } from './audience.js';
import { privacyLevelSchema } from './privacy.js';
import { PRIVACY_LEVELS } from './privacy-constants.js';
import { SHARING_POLICY_MAX_ALLOWED_USERS } from './sharing-policy-constants.js';
import {
  DEFAULT_REPORT_ORDERING,
  REPORT_BIRD_ACTIVITY_MAX_LENGTH,
  REPORT_CONTENT_MAX_LENGTH,
  REPORT_LOCATION_NAME_MAX_LENGTH,
  REPORT_MESSAGES,
  REPORT_NEARBY_DEFAULT_RADIUS_KM,
  REPORT_NEARBY_MAX_RADIUS_KM,
  REPORT_ORDERINGS,
  REPORT_PRIVACY_CHOICES,
  REPORT_SEARCH_MAX_LENGTH,
  REPORT_TITLE_MAX_LENGTH,
  REPORT_WEATHER_CONDITIONS_MAX_LENGTH,
  REPORTS_PAGE_SIZE,
} from './report-constants.js';
import { COORDINATE_MESSAGES } from './coordinate-constants.js';

/** A required text of the report form: its 'required' message for a missing, non-text or blank value. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** An optional text: blank becomes null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((text) => (text ? text : null));

/** The Create Report modal's privacy select (Everyone, Only Me, My Friends, My Hunting Partners). */
export const reportPrivacyChoiceSchema = z.enum(REPORT_PRIVACY_CHOICES, {
  error: REPORT_MESSAGES.privacyRequired,
});

export const reportDateSchema = z.iso.date({ error: REPORT_MESSAGES.reportDateInvalid });

/** Fields a hunter writes, without defaults, so a partial update touches only what it names. */
const reportFields = {
  title: requiredText(
    REPORT_TITLE_MAX_LENGTH,
    REPORT_MESSAGES.titleRequired,
    REPORT_MESSAGES.titleTooLong,
  ),
  content: requiredText(
    REPORT_CONTENT_MAX_LENGTH,
    REPORT_MESSAGES.contentRequired,
    REPORT_MESSAGES.contentTooLong,
  ),
  privacy_level: z.enum(PRIVACY_LEVELS, { error: REPORT_MESSAGES.privacyInvalid }),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  report_date: reportDateSchema,
  location_name: optionalText(REPORT_LOCATION_NAME_MAX_LENGTH, REPORT_MESSAGES.locationNameTooLong),
  bird_activity: optionalText(REPORT_BIRD_ACTIVITY_MAX_LENGTH, REPORT_MESSAGES.birdActivityTooLong),
  weather_conditions: optionalText(
    REPORT_WEATHER_CONDITIONS_MAX_LENGTH,
    REPORT_MESSAGES.weatherConditionsTooLong,
  ),
  /** A hunt the author may see, or null for none. */
  hunt: recordIdSchema.nullable(),
  /** One of the author's own sharing policies, or null for none. */
  sharing_policy: recordIdSchema.nullable(),
};

/** The friends picked under My Hunting Partners. */
export const allowedUsersSchema = z
  .array(recordIdSchema, { error: REPORT_MESSAGES.allowedUsersRequired })
  .min(1, REPORT_MESSAGES.allowedUsersRequired)
  .max(SHARING_POLICY_MAX_ALLOWED_USERS, REPORT_MESSAGES.allowedUsersTooMany)
  .refine((ids) => new Set(ids).size === ids.length, {
    error: REPORT_MESSAGES.allowedUsersDuplicate,
  });

/**
 * POST /api/reports/. Without privacy_level a report is private (DESIGN.md section 5);
 * report_date defaults to today on the server. `allowed_users` (My Hunting Partners) makes the
 * server create a `user` sharing policy for those friends and keep the report private.
 */
export const reportCreateSchema = z
  .object({
    ...reportFields,
    privacy_level: reportFields.privacy_level.optional(),
    report_date: reportFields.report_date.optional(),
    location_name: reportFields.location_name.default(null),
    bird_activity: reportFields.bird_activity.default(null),
    weather_conditions: reportFields.weather_conditions.default(null),
    hunt: reportFields.hunt.default(null),
    sharing_policy: reportFields.sharing_policy.default(null),
    allowed_users: allowedUsersSchema.optional(),
  })
  .superRefine((report, context) => {
    if (!report.allowed_users) return;
    if (report.sharing_policy !== null) {
      context.addIssue({
        code: 'custom',
        message: REPORT_MESSAGES.policyOrPartners,
        path: ['allowed_users'],
      });
    }
    if (report.privacy_level && report.privacy_level !== 'private') {
      context.addIssue({
        code: 'custom',
        message: REPORT_MESSAGES.partnersArePrivate,
        path: ['privacy_level'],
      });
    }
  });
export type ReportCreateInput = z.input<typeof reportCreateSchema>;
export type ReportCreate = z.output<typeof reportCreateSchema>;

/** PATCH /api/reports/{id}/: any of the report's own fields (partners change through the policy). */
export const reportUpdateSchema = z.object(reportFields).partial();
export type ReportUpdateInput = z.input<typeof reportUpdateSchema>;
export type ReportUpdate = z.output<typeof reportUpdateSchema>;

/**
 * The author as a report shows them: the user JSON of DESIGN.md section 6, or for an anonymous
 * report seen by anyone else `{id: null, username: null, email: null, name: 'Anonymous hunter',
 * first_name: null, profile_image_url: null}`.
 */
export const reportAuthorSchema = z.object({
  id: z.number().int().positive().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  first_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
});
export type ReportAuthor = z.infer<typeof reportAuthorSchema>;

/** The linked hunt; null when none is linked or the viewer may not see it. */
export const reportHuntSchema = z.object({
  id: z.number().int().positive(),
  date_of_hunt: z.string(),
  total_birds: z.number().int(),
});
export type ReportHunt = z.infer<typeof reportHuntSchema>;

/** The fields of seed 001's "Report (map view)", shared by the report JSON and its map feature. */
const reportViewFields = {
  id: z.number().int().positive(),
  title: z.string(),
  content: z.string(),
  report_date: z.string(),
  location_name: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  bird_activity: z.string().nullable(),
  weather_conditions: z.string().nullable(),
  comment_count: z.number().int(),
  photo_count: z.number().int(),
  hunt: reportHuntSchema.nullable(),
  /** The policy's id, for the owner only; null for everyone else. */
  sharing_policy: z.number().int().positive().nullable(),
  privacy_level: privacyLevelSchema,
  is_owner: z.boolean(),
  can_edit: z.boolean(),
  can_view_details: z.boolean(),
  can_comment: z.boolean(),
  can_upload_photos: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** The report JSON: both seeds' fields, the author, the permission flags and location_obscured. */
export const reportSchema = z.object({
  ...reportViewFields,
  user: reportAuthorSchema,
  /** True when the policy withholds the exact place: latitude and longitude are rounded to 0.1°. */
  location_obscured: z.boolean(),
  /** Who can read it: its privacy level widened by its sharing policy (the server's rule). */
  audience: z.enum(AUDIENCES),
});
export type Report = z.infer<typeof reportSchema>;

/** A report found by GET /reports/nearby/, with its distance from the asked point. */
export const nearbyReportSchema = reportSchema.extend({ distance_km: z.number() });
export type NearbyReport = z.infer<typeof nearbyReportSchema>;

const dateRange = {
  start_date: reportDateSchema.optional(),
  end_date: reportDateSchema.optional(),
};
function startNotAfterEnd(range: { start_date?: string; end_date?: string }): boolean {
  return !range.start_date || !range.end_date || range.start_date <= range.end_date;
}
const rangeIssue = { message: REPORT_MESSAGES.dateRangeOrder, path: ['end_date'] };

const reportFilterFields = {
  search: z.string().trim().max(REPORT_SEARCH_MAX_LENGTH).optional(),
  /** One hunter's reports (still only those the viewer may see; anonymous ones never match). */
  user: recordIdSchema.optional(),
  /** The viewer's own policy: their reports under it. */
  sharing_policy: recordIdSchema.optional(),
  hunt: recordIdSchema.optional(),
  privacy_level: privacyLevelSchema.optional(),
};

/** GET /api/reports/ (seed 000 section 7). */
export const reportListQuerySchema = z
  .object({
    ...reportFilterFields,
    ...dateRange,
    ordering: z.enum(REPORT_ORDERINGS).default(DEFAULT_REPORT_ORDERING),
    ...pageQueryFields(REPORTS_PAGE_SIZE),
  })
  .refine(startNotAfterEnd, rangeIssue);
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** GET /api/reports/my_reports/: the viewer's own reports. */
export const myReportsQuerySchema = z.object({
  search: reportFilterFields.search,
  ordering: z.enum(REPORT_ORDERINGS).default(DEFAULT_REPORT_ORDERING),
  ...pageQueryFields(REPORTS_PAGE_SIZE),
});
export type MyReportsQuery = z.output<typeof myReportsQuerySchema>;

/** GET /api/reports/geojson/ (seed 000 section 7). `page` is accepted and ignored: a map is whole. */
export const reportGeojsonQuerySchema = z
  .object({
    ...reportFilterFields,
    ...dateRange,
    page: pageNumberSchema.optional(),
    bbox: boundingBoxSchema.optional(),
  })
  .refine(startNotAfterEnd, rangeIssue);
export type ReportGeojsonQuery = z.output<typeof reportGeojsonQuerySchema>;

/** A coordinate in a query string: required, a number in range (blank counts as missing). */
const queryDegrees = (min: number, max: number, required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform(Number)
    .pipe(z.number({ error: invalid }).min(min, invalid).max(max, invalid));

/** GET /api/reports/nearby/: nearest first within `radius` km, paginated. */
export const reportNearbyQuerySchema = z.object({
  lat: queryDegrees(
    -90,
    90,
    COORDINATE_MESSAGES.latitudeRequired,
    COORDINATE_MESSAGES.latitudeInvalid,
  ),
  lng: queryDegrees(
    -180,
    180,
    COORDINATE_MESSAGES.longitudeRequired,
    COORDINATE_MESSAGES.longitudeInvalid,
  ),
  radius: z.coerce
    .number({ error: REPORT_MESSAGES.radiusRange })
    .gt(0, REPORT_MESSAGES.radiusRange)
    .max(REPORT_NEARBY_MAX_RADIUS_KM, REPORT_MESSAGES.radiusRange)
    .default(REPORT_NEARBY_DEFAULT_RADIUS_KM),
  ...pageQueryFields(REPORTS_PAGE_SIZE),
});
export type ReportNearbyQuery = z.output<typeof reportNearbyQuerySchema>;

/** One report on the map: the map-view fields, the author's id/username/name (null when anonymous). */
export const reportFeaturePropertiesSchema = z.object({
  ...reportViewFields,
  /** Who can read it, as the server enforces it (its level widened by its policy). */
  audience: z.enum(AUDIENCES),
  user: z.object({
    id: z.number().int().positive().nullable(),
    username: z.string().nullable(),
    name: z.string(),
  }),
});
export type ReportFeatureProperties = z.infer<typeof reportFeaturePropertiesSchema>;

export const reportFeatureCollectionSchema = pointFeatureCollectionSchema(
  reportFeaturePropertiesSchema,
);
export type ReportFeatureCollection = z.infer<typeof reportFeatureCollectionSchema>;
