import { useState } from 'react';
import {
  SHARE_PERMISSION_LABELS,
  SHARE_PERMISSION_LEVELS,
  type Location,
  type SharePermissionLevel,
  type User,
} from '@marshlog/domain';
import { errorMessage, useSession } from '../../../api';
import {
  Avatar,
  Badge,
  Button,
  ButtonLink,
  EmptyState,
  LoadingState,
  Modal,
  QueryErrorState,
  useToast,
} from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { useAllFriends } from '../../friends/api';
import { otherHunter } from '../../friends/relations';
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
  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
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
        <FriendPicker location={location} chosen={chosen} onToggle={toggle} />
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

function FriendPicker({
  location,
  chosen,
  onToggle,
}: {
  location: Location;
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const friends = useAllFriends();
  const myId = useSession().user?.id ?? 0;
  if (friends.isPending) return <LoadingState text="Loading your friends..." className="py-4" />;
  if (friends.isError) {
    return <QueryErrorState title="Could not load your friends" query={friends} />;
  }
  if (friends.data.length === 0) {
    return (
      <EmptyState
        title="No friends yet"
        description="You can share locations with friends. Add some first."
        action={
          <ButtonLink to="/friends" variant="secondary">
            Find friends
          </ButtonLink>
        }
      />
    );
  }
  const hunters: User[] = friends.data.map((friendship) => otherHunter(friendship, myId));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-ink">Friends</legend>
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {hunters.map((hunter) => {
          const current = location.shares.find((share) => share.shared_with.id === hunter.id);
          return (
            <li key={hunter.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-raised">
                <input
                  type="checkbox"
                  checked={chosen.includes(hunter.id)}
                  onChange={() => onToggle(hunter.id)}
                  className="size-4 accent-[var(--color-accent)]"
                />
                <Avatar name={hunter.name} imageUrl={hunter.profile_image_url} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-ink">{hunter.name}</span>
                  <span className="block text-sm break-all text-ink-muted">@{hunter.username}</span>
                </span>
                {current ? (
                  <Badge>{SHARE_PERMISSION_LABELS[current.permission_level]}</Badge>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
