import { z } from 'zod';
import { jsonRecordIdSchema } from './pagination.js';
import { userSchema } from './user-answers.js';
import {
  GUEST_NAME_MAX_LENGTH,
  PARTY_MEMBER_STATUSES,
  PARTY_MEMBERS_MAX,
  PARTY_MESSAGES,
} from './party-constants.js';

const guestNameSchema = z
  .string({ error: PARTY_MESSAGES.guestNameRequired })
  .trim()
  .min(1, PARTY_MESSAGES.guestNameRequired)
  .max(GUEST_NAME_MAX_LENGTH, PARTY_MESSAGES.guestNameTooLong);

/**
 * PUT /api/hunts/{id}/party/: the whole party. Friends already named keep their state (and the
 * birds credited to them); a guest is kept by `id`, a new one has none. A member left out leaves
 * the party, and the birds credited to them go back to the owner.
 */
export const partyUpdateSchema = z
  .object({
    friends: z
      .array(jsonRecordIdSchema)
      .refine((ids) => new Set(ids).size === ids.length, PARTY_MESSAGES.duplicateFriend)
      .default([]),
    guests: z
      .array(z.object({ id: jsonRecordIdSchema.optional(), name: guestNameSchema }))
      .default([]),
  })
  .refine((party) => party.friends.length + party.guests.length <= PARTY_MEMBERS_MAX, {
    message: PARTY_MESSAGES.tooManyMembers,
    path: ['friends'],
  });
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;
export type PartyUpdate = z.output<typeof partyUpdateSchema>;

/**
 * One member as a viewer sees them: a friend with their user (the email only where the viewer
 * may see it), a guest by name alone (plain text). A declined member is shown to the owner and
 * to themselves only.
 */
export const partyMemberSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(PARTY_MEMBER_STATUSES),
  name: z.string(),
  user: userSchema.nullable(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

/** GET /api/hunts/{id}/party/: the owner, the members, and the viewer's own place in it. */
export const partySchema = z.object({
  hunt: z.number().int().positive(),
  owner: userSchema,
  members: z.array(partyMemberSchema),
  /** 'owner', the viewer's own member state, or null when the viewer is not in the party. */
  viewer_status: z.enum(['owner', 'invited', 'accepted', 'declined']).nullable(),
  /** The viewer's own member id, to credit birds to them; null when they are not a member. */
  viewer_member: z.number().int().positive().nullable(),
});
export type Party = z.infer<typeof partySchema>;
