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
  yourBag: 'Your bag on this hunt counts only the birds credited to you.',
  /** The summary of a member's party_joined activity: whose hunt they joined. */
  huntedWith: (owner: string) => `Hunted with ${owner}`,
} as const;
