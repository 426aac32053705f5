/** The words bird entry and the bird list show of shooters, apart so the hunt screen loads only them. */
export const SHOOTER_TEXT = {
  legend: 'Shot by',
  me: 'Me',
  shotBy: (name: string) => `Shot by ${name}`,
  shotByYou: 'Shot by you',
  aPartyMember: 'a party member',
} as const;
