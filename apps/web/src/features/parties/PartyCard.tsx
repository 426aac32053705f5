import { useState } from 'react';
import { PARTY_STATUS_LABELS, PARTY_TEXT, type Party, type PartyMember } from '@marshlog/domain';
import { Avatar, Badge, Button, Card, lazyDialog, type BadgeTone } from '../../ui';
import { PartyAnswerButtons } from './PartyAnswerButtons';

/** Loads, with its form, the first time it opens. */
const PartyEditorDialog = lazyDialog(
  () => import('./PartyEditorDialog').then((module) => module.PartyEditorDialog),
  ({ open }) => open,
);

const STATUS_TONES: Record<PartyMember['status'], BadgeTone> = {
  invited: 'warning',
  accepted: 'success',
  declined: 'danger',
  guest: 'neutral',
};

function MemberRow({ member }: { member: PartyMember }) {
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="party-member">
      <Avatar name={member.name} imageUrl={member.user?.profile_image_url ?? null} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words text-ink">{member.name}</span>
        {member.user ? (
          <span className="block text-sm break-all text-ink-muted">@{member.user.username}</span>
        ) : null}
      </span>
      <Badge tone={STATUS_TONES[member.status]}>{PARTY_STATUS_LABELS[member.status]}</Badge>
    </li>
  );
}

/** Accept or Decline, for a friend the owner named who has not answered yet. */
function PartyAnswer({ huntId, party }: { huntId: number; party: Party }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-accent/10 p-3">
      <p className="text-ink">{PARTY_TEXT.invitedBy(party.owner.name)}</p>
      <div className="flex flex-wrap gap-2">
        <PartyAnswerButtons huntId={huntId} />
      </div>
    </div>
  );
}

/**
 * The hunt's party on the hunt page: each member with their state (the owner sees who is
 * invited, accepted or declined), Accept and Decline for an invited friend, and the owner's editor.
 */
export function PartyCard({ huntId, party }: { huntId: number; party: Party }) {
  const [editing, setEditing] = useState(false);
  const isOwner = party.viewer_status === 'owner';
  if (!isOwner && party.members.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="hunting-party">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{PARTY_TEXT.title}</h2>
        {isOwner ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {PARTY_TEXT.edit}
          </Button>
        ) : null}
      </div>
      {party.viewer_status === 'invited' ? <PartyAnswer huntId={huntId} party={party} /> : null}
      {party.members.length > 0 ? (
        <ul
          aria-label={PARTY_TEXT.title}
          className="flex flex-col divide-y divide-line rounded-lg border border-line"
        >
          {party.members.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-faint">{PARTY_TEXT.empty}</p>
      )}
      {party.viewer_status === 'accepted' ? (
        <p className="text-sm text-ink-muted">{PARTY_TEXT.yourBag}</p>
      ) : null}
      {isOwner ? (
        <PartyEditorDialog huntId={huntId} party={party} open={editing} onOpenChange={setEditing} />
      ) : null}
    </Card>
  );
}
