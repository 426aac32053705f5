import { useState, type FormEvent } from 'react';
import {
  GUEST_NAME_MAX_LENGTH,
  PARTY_TEXT,
  type Party,
  type PartyUpdateInput,
} from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Button, Modal, TextField, useToast } from '../../ui';
import { FriendPicker } from '../friends/components/FriendPicker';
import { useSaveParty } from './mutations';

interface GuestDraft {
  /** The guest's member id once saved; a new guest has none. */
  id?: number;
  name: string;
}

function initialFriends(party: Party): number[] {
  return party.members.flatMap((member) => member.user?.id ?? []);
}

function initialGuests(party: Party): GuestDraft[] {
  return party.members
    .filter((member) => member.status === 'guest')
    .map((member) => ({ id: member.id, name: member.name }));
}

/**
 * The owner names the party: friends from their friend list (invited when saved; one already
 * named keeps their answer) and guests by name. Saved as a whole, in one request.
 */
export function PartyEditorDialog({
  huntId,
  party,
  open,
  onOpenChange,
}: {
  huntId: number;
  party: Party;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [friends, setFriends] = useState<number[]>(() => initialFriends(party));
  const [guests, setGuests] = useState<GuestDraft[]>(() => initialGuests(party));
  const [guestName, setGuestName] = useState('');
  const save = useSaveParty(huntId);
  const toast = useToast();
  const error = save.error ? errorMessage(save.error) : undefined;

  const addGuest = () => {
    const name = guestName.trim();
    if (!name) return;
    setGuests((current) => [...current, { name }]);
    setGuestName('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PartyUpdateInput = { friends, guests };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(PARTY_TEXT.saved);
        onOpenChange(false);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={PARTY_TEXT.editorTitle}
      description={PARTY_TEXT.editorDescription}
      preventClose={save.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="party-editor" loading={save.isPending}>
            {PARTY_TEXT.save}
          </Button>
        </>
      }
    >
      <form id="party-editor" onSubmit={submit} className="flex flex-col gap-5">
        <FriendPicker
          legend={PARTY_TEXT.friendsLegend}
          emptyDescription={PARTY_TEXT.noFriends}
          look="framed"
          chosen={friends}
          onChange={setFriends}
          disabled={save.isPending}
        />
        <fieldset className="flex min-w-0 flex-col gap-2" disabled={save.isPending}>
          <legend className="mb-1 font-medium text-ink">{PARTY_TEXT.guestsLegend}</legend>
          {guests.length > 0 ? (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {guests.map((guest, index) => (
                <li
                  key={guest.id ?? `new-${index}`}
                  className="flex items-center justify-between gap-2 px-3 py-1.5"
                >
                  <span className="min-w-0 break-words text-ink">{guest.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={PARTY_TEXT.removeGuest(guest.name)}
                    onClick={() => setGuests((current) => current.filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={PARTY_TEXT.guestLabel}
                value={guestName}
                maxLength={GUEST_NAME_MAX_LENGTH}
                onChange={(event) => setGuestName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addGuest();
                }}
              />
            </div>
            <Button variant="secondary" onClick={addGuest} disabled={!guestName.trim()}>
              {PARTY_TEXT.addGuest}
            </Button>
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
