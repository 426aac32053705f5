import { useState } from 'react';
import { SHARE_PERMISSION_LABELS, type Location, type LocationShare } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Avatar, Badge, Button, ConfirmDialog, useToast } from '../../../ui';
import { useUnshareLocation } from '../api';
import { formatDate } from '../format';

/** Who the owner shared the location with, as "View access" / "Edit access", each with Remove. */
export function LocationShares({ location }: { location: Location }) {
  const [removing, setRemoving] = useState<LocationShare | null>(null);
  const unshare = useUnshareLocation(location.id);
  const toast = useToast();

  const confirm = () => {
    if (!removing) return;
    const name = removing.shared_with.name;
    unshare.mutate([removing.shared_with.id], {
      onSuccess: () => {
        setRemoving(null);
        toast.success('Sharing stopped', {
          description: `${name} no longer has access through a share.`,
        });
      },
      onError: (error) =>
        toast.error('Could not stop sharing', { description: errorMessage(error) }),
    });
  };

  if (location.shares.length === 0) {
    return <p className="text-ink-muted">Not shared with anyone yet.</p>;
  }
  return (
    <>
      <ul aria-label="Shared with" className="divide-y divide-line">
        {location.shares.map((share) => (
          <li
            key={share.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
          >
            <Avatar name={share.shared_with.name} size="sm" />
            <div className="min-w-0 flex-1 basis-32">
              <p className="font-medium break-words text-ink">{share.shared_with.name}</p>
              <p className="text-sm break-all text-ink-muted">@{share.shared_with.username}</p>
              <p className="text-sm text-ink-faint">Since {formatDate(share.shared_at)}</p>
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-2">
              <Badge tone={share.permission_level === 'edit' ? 'success' : 'info'}>
                {SHARE_PERMISSION_LABELS[share.permission_level]}
              </Badge>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRemoving(share)}
                aria-label={`Remove ${share.shared_with.name}`}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Stop sharing?"
        message={`${removing?.shared_with.name ?? 'This hunter'} will no longer see this location unless its privacy level lets them.`}
        confirmLabel="Stop sharing"
        destructive
        pending={unshare.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
