import { useState } from 'react';
import {
  SHARE_PERMISSION_LABELS,
  SHARE_PERMISSION_LEVELS,
  type Location,
  type SharePermissionLevel,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Badge, Button, Modal, useToast } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { FriendPicker } from '../../friends/components/FriendPicker';
import { useShareLocation } from '../api';

const levelHints: Record<SharePermissionLevel, string> = {
  view: 'They can see the location, its notes and photos.',
  edit: 'They can also change its details and add photos.',
};

/** Pick friends and a permission level (view or edit) to share a location with. */
export function ShareLocationDialog({
  location,
  open,
  onOpenChange,
}: {
  location: Location;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [level, setLevel] = useState<SharePermissionLevel>('view');
  const share = useShareLocation(location.id);
  const toast = useToast();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setChosen([]);
      setLevel('view');
      share.reset();
    }
  };
  const submit = () =>
    share.mutate(
      { user_ids: chosen, permission_level: level },
      {
        onSuccess: () => {
          toast.success('Location shared', {
            description: `${chosen.length === 1 ? '1 friend has' : `${chosen.length} friends have`} ${SHARE_PERMISSION_LABELS[level].toLowerCase()}.`,
          });
          close(false);
        },
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Share location"
      description="Friends you pick see this location even when it is private."
      preventClose={share.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)} disabled={share.isPending}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={chosen.length === 0}
            loading={share.isPending}
            loadingText="Sharing..."
          >
            Share
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <FormError message={share.isError ? errorMessage(share.error) : undefined} />
        <FriendPicker
          legend="Friends"
          emptyDescription="You can share locations with friends. Add some first."
          look="plain"
          chosen={chosen}
          onChange={setChosen}
          badgeFor={(friend) => {
            const current = location.shares.find((share) => share.shared_with.id === friend.id);
            return current ? (
              <Badge>{SHARE_PERMISSION_LABELS[current.permission_level]}</Badge>
            ) : null;
          }}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">Permission</legend>
          {SHARE_PERMISSION_LEVELS.map((value) => (
            <label
              key={value}
              className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-lg border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5"
            >
              <input
                type="radio"
                name="permission_level"
                value={value}
                checked={level === value}
                onChange={() => setLevel(value)}
                className="row-span-2 mt-1.5 size-4 accent-[var(--color-accent)]"
              />
              <span className="font-medium text-ink">{SHARE_PERMISSION_LABELS[value]}</span>
              <span className="col-start-2 text-sm text-ink-muted">{levelHints[value]}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </Modal>
  );
}
