import { SHOOTER_TEXT, type Party } from '@marshlog/domain';

/** Whom a bird can be credited to: the viewer (null, the owner) first, then each member still in. */
export interface ShooterChoice {
  id: number | null;
  name: string;
}

export function shooterChoices(party: Party | undefined): ShooterChoice[] {
  const members = (party?.members ?? []).filter((member) => member.status !== 'declined');
  return [
    { id: null, name: SHOOTER_TEXT.me },
    ...members.map((member) => ({ id: member.id, name: member.name })),
  ];
}

/** "Shot by Ann Teal" for a bird credited to a member; nothing for the owner's own birds. */
export function shooterText(party: Party | undefined, shooter: number | null): string | null {
  if (shooter === null) return null;
  if (shooter === party?.viewer_member) return SHOOTER_TEXT.shotByYou;
  const member = party?.members.find((candidate) => candidate.id === shooter);
  return SHOOTER_TEXT.shotBy(member?.name ?? SHOOTER_TEXT.aPartyMember);
}
