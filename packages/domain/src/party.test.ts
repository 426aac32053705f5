import { describe, expect, it } from 'vitest';
import { PARTY_MEMBERS_MAX, PARTY_MESSAGES, partyUpdateSchema } from './index.js';

const firstMessage = (input: unknown) =>
  partyUpdateSchema.safeParse(input).error?.issues[0]?.message;

describe('party update', () => {
  it('defaults to no friends and no guests, and trims guest names', () => {
    expect(partyUpdateSchema.parse({})).toEqual({ friends: [], guests: [] });
    expect(partyUpdateSchema.parse({ guests: [{ name: '  Uncle Joe ' }] }).guests).toEqual([
      { name: 'Uncle Joe' },
    ]);
  });

  it('refuses a blank or long guest name, a friend named twice and an oversized party', () => {
    expect(firstMessage({ guests: [{ name: '   ' }] })).toBe(PARTY_MESSAGES.guestNameRequired);
    expect(firstMessage({ guests: [{ name: 'x'.repeat(61) }] })).toBe(
      PARTY_MESSAGES.guestNameTooLong,
    );
    expect(firstMessage({ friends: [4, 4] })).toBe(PARTY_MESSAGES.duplicateFriend);
    const guests = Array.from({ length: PARTY_MEMBERS_MAX }, (_, at) => ({ name: `G${at}` }));
    expect(partyUpdateSchema.safeParse({ guests }).success).toBe(true);
    expect(firstMessage({ friends: [1], guests })).toBe(PARTY_MESSAGES.tooManyMembers);
  });
});
