import { z } from 'zod';
import { jsonRecordIdSchema } from './pagination.js';
import { userSchema } from './users.js';

/** How a party member stands: a friend is invited until they accept or decline; a guest is named. */
export const PARTY_MEMBER_STATUSES = ['invited', 'accepted', 'declined', 'guest'] as const;
export type PartyMemberStatus = (typeof PARTY_MEMBER_STATUSES)[number];

/** A hunt's party holds at most this many friends and guests together. */
export const PARTY_MEMBERS_MAX = 20;
export const GUEST_NAME_MAX_LENGTH = 60;

export const PARTY_MESSAGES = {
  notAFriend: 'You can only name your friends in your party',
  ownerInParty: 'You are already in your own party',
  tooManyMembers: `A party holds at most ${PARTY_MEMBERS_MAX} hunters`,
  guestNameRequired: 'Enter the guest’s name',
  guestNameTooLong: `A guest’s name is at most ${GUEST_NAME_MAX_LENGTH} characters`,
  duplicateFriend: 'A friend is named only once',
  shooterNotInParty: 'The shooter must be in the hunt’s party',
  notInvited: 'You are not invited to this hunt',
  alreadyDeclined: 'You declined this hunt',
  guestNotInParty: 'That guest is not in this hunt’s party',
} as const;

/** The state words the hunt page shows for each member. */
export const PARTY_STATUS_LABELS: Record<PartyMemberStatus, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
  guest: 'Guest',
};

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

/** The party's words on the hunt page. */
export const PARTY_TEXT = {
  title: 'Hunting party',
  edit: 'Edit party',
  editorTitle: 'Who hunted with you',
  editorDescription:
    'Friends you name are invited: the hunt joins their log once they accept. Guests are names only.',
  friendsLegend: 'Friends',
  noFriends: 'Add friends to name them in your hunting parties.',
  guestsLegend: 'Guests',
  guestLabel: 'Guest’s name',
  addGuest: 'Add guest',
  removeGuest: (name: string) => `Remove ${name}`,
  save: 'Save party',
  saved: 'Party saved',
  saveFailed: 'Could not save the party',
  empty: 'No one else named on this hunt.',
  invitedBy: (owner: string) => `${owner} named you in their hunting party.`,
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'The hunt is in your log',
  declined: 'You declined this hunt',
  answerFailed: 'Could not send your answer',
  shooterLegend: 'Shot by',
  me: 'Me',
  shotBy: (name: string) => `Shot by ${name}`,
  aPartyMember: 'a party member',
  yourBag: 'Your bag on this hunt counts only the birds credited to you.',
} as const;
