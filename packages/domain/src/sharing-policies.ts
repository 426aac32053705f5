import { z } from 'zod';
import { pageQueryFields, recordIdSchema } from './pagination.js';
import { userSchema } from './user-answers.js';
import {
  DEFAULT_SHARING_POLICY_ORDERING,
  DEFAULT_SHARING_POLICY_VISIBILITY,
  SHARING_POLICIES_PAGE_SIZE,
  SHARING_POLICY_DESCRIPTION_MAX_LENGTH,
  SHARING_POLICY_MAX_ALLOWED_USERS,
  SHARING_POLICY_MESSAGES,
  SHARING_POLICY_NAME_MAX_LENGTH,
  SHARING_POLICY_ORDERINGS,
  SHARING_POLICY_VISIBILITIES,
} from './sharing-policy-constants.js';

export const sharingPolicyVisibilitySchema = z.enum(SHARING_POLICY_VISIBILITIES, {
  error: SHARING_POLICY_MESSAGES.visibilityInvalid,
});

/** Fields a hunter writes, without defaults, so a partial update touches only what it names. */
const sharingPolicyFields = {
  name: z
    .string({ error: SHARING_POLICY_MESSAGES.nameRequired })
    .trim()
    .min(1, SHARING_POLICY_MESSAGES.nameRequired)
    .max(SHARING_POLICY_NAME_MAX_LENGTH, SHARING_POLICY_MESSAGES.nameTooLong),
  description: z
    .string()
    .trim()
    .max(SHARING_POLICY_DESCRIPTION_MAX_LENGTH, SHARING_POLICY_MESSAGES.descriptionTooLong),
  visibility: sharingPolicyVisibilitySchema,
  allow_comments: z.boolean(),
  allow_location_sharing: z.boolean(),
  show_hunter_info: z.boolean(),
  /** Ids of the owner's friends who may read reports under a `user` policy. */
  allowed_users: z
    .array(recordIdSchema)
    .max(SHARING_POLICY_MAX_ALLOWED_USERS, SHARING_POLICY_MESSAGES.allowedUsersTooMany)
    .refine((ids) => new Set(ids).size === ids.length, {
      error: SHARING_POLICY_MESSAGES.allowedUsersDuplicate,
    }),
};

/** POST /api/sharing-policies/. */
export const sharingPolicyCreateSchema = z.object({
  ...sharingPolicyFields,
  description: sharingPolicyFields.description.default(''),
  visibility: sharingPolicyFields.visibility.default(DEFAULT_SHARING_POLICY_VISIBILITY),
  allow_comments: sharingPolicyFields.allow_comments.default(true),
  allow_location_sharing: sharingPolicyFields.allow_location_sharing.default(true),
  show_hunter_info: sharingPolicyFields.show_hunter_info.default(true),
  allowed_users: sharingPolicyFields.allowed_users.default([]),
});
export type SharingPolicyCreateInput = z.input<typeof sharingPolicyCreateSchema>;
export type SharingPolicyCreate = z.output<typeof sharingPolicyCreateSchema>;

/** PATCH /api/sharing-policies/{id}/: allowed_users, when given, replaces the whole list. */
export const sharingPolicyUpdateSchema = z.object(sharingPolicyFields).partial();
export type SharingPolicyUpdate = z.output<typeof sharingPolicyUpdateSchema>;

/** The sharing policy JSON of seed 000 section 3; users as the user JSON on output. */
export const sharingPolicySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  visibility: sharingPolicyVisibilitySchema,
  allow_comments: z.boolean(),
  allow_location_sharing: z.boolean(),
  show_hunter_info: z.boolean(),
  created_by: userSchema,
  created_at: z.string(),
  allowed_users: z.array(userSchema),
});
export type SharingPolicy = z.infer<typeof sharingPolicySchema>;

/** GET /api/sharing-policies/: the viewer's own policies. */
export const sharingPolicyListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(SHARING_POLICY_ORDERINGS).default(DEFAULT_SHARING_POLICY_ORDERING),
  ...pageQueryFields(SHARING_POLICIES_PAGE_SIZE),
});
export type SharingPolicyListQuery = z.output<typeof sharingPolicyListQuerySchema>;
